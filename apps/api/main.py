from ninja import NinjaAPI

from apps.api import errors
from apps.api.auth import AUTH

api = NinjaAPI(title="PE Platform API", version="1", auth=AUTH, urls_namespace="api")
errors.install(api)


def _routers():
    from apps.bookmarks.api import router as bookmarks
    from apps.parents.api import router as parents
    from apps.signin.api import router as auth

    api.add_router("/auth", auth)
    api.add_router("/bookmarks", bookmarks)
    api.add_router("/parents", parents)


_routers()
