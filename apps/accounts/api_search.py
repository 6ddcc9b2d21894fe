from ninja import Router

from apps.accounts.api import check
from apps.accounts.search import user_search
from apps.core import permissions as can

router = Router(tags=["users"])


@router.get("")
def users_search(request, search: str = ""):
    """Accounts with their matching users; parents only for super staff."""
    check(can.can_search_users, request)
    return user_search(search, include_parents=can.can_search_parents(request.user))
