"""The API's composition root: one NinjaAPI with every area's router (spec 1 §7 paths).
It lives in the site layer so no area needs to know the others."""

from ninja import NinjaAPI

from apps.api.services import errors
from apps.api.services.auth import AUTH
from apps.assessment.api import router as assessment
from apps.bookmarks.api import router as bookmarks
from apps.bridges.api import auth_router as auth_bridges
from apps.bridges.api import oauth_router as oauth
from apps.bursts.api import groups_router as bursts_groups
from apps.bursts.api import router as bursts
from apps.bursts.api import students_router as bursts_students
from apps.content.api import router as content
from apps.learning.api import router as learning
from apps.licences.api import router as licences
from apps.licences.api import types_router as licence_types
from apps.myaccount.api import membership_router as membership
from apps.myaccount.api import router as account_users
from apps.myaccount.api import training_router as training
from apps.parents.api import router as parents
from apps.signin.api import router as auth
from apps.staff.api import router as accounts
from apps.staff.api import user_search_router as users_search
from apps.support.api import router as support
from apps.sync.api import router as wonde


class PlatformAPI(NinjaAPI):
    def get_openapi_schema(self, **kwargs):
        return errors.document_errors(super().get_openapi_schema(**kwargs))


api = PlatformAPI(title="PE Platform API", version="1", auth=AUTH, urls_namespace="api")
errors.install(api)

api.add_router("/auth", auth)
api.add_router("/auth", auth_bridges)
api.add_router("/oauth", oauth)
api.add_router("/bookmarks", bookmarks)
api.add_router("/bursts", bursts)
api.add_router("/groups", bursts_groups)
api.add_router("/students", bursts_students)
api.add_router("/parents", parents)
api.add_router("/accounts", accounts)
api.add_router("/licences", licences)
api.add_router("/licence-types", licence_types)
api.add_router("/users/search", users_search)
api.add_router("/users", account_users)
api.add_router("/training", training)
api.add_router("/membership", membership)
api.add_router("/content", content)
api.add_router("/support", support)
api.add_router("/learning", learning)
api.add_router("/wonde", wonde)
api.add_router("/assessment", assessment)
