"""The API's composition root: one NinjaAPI with every area's router (spec 1 §7 paths).
It lives in the site layer so no area needs to know the others."""

from ninja import NinjaAPI

from apps.api import errors
from apps.api.auth import AUTH
from apps.bookmarks.api import router as bookmarks
from apps.content.api import router as content
from apps.licences.api import router as licences
from apps.licences.api import types_router as licence_types
from apps.parents.api import router as parents
from apps.signin.api import router as auth
from apps.staff.api import router as accounts
from apps.staff.api import user_search_router as users_search

api = NinjaAPI(title="PE Platform API", version="1", auth=AUTH, urls_namespace="api")
errors.install(api)

api.add_router("/auth", auth)
api.add_router("/bookmarks", bookmarks)
api.add_router("/parents", parents)
api.add_router("/accounts", accounts)
api.add_router("/licences", licences)
api.add_router("/licence-types", licence_types)
api.add_router("/users/search", users_search)
api.add_router("/content", content)
