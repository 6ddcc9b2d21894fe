from django.shortcuts import render

from apps.access import rules as can
from apps.access.decorators import require
from apps.core import messages as text
from apps.staff.preferences import preference_get, preference_set
from apps.staff.search import user_search


@require(can.can_search_users)
def user_search_view(request):
    """The last search is remembered (per user) and shown again on return."""
    if "search" in request.GET:
        term = request.GET["search"].strip()
        preference_set(user=request.user, name="user_search", value=term)
    else:
        term = preference_get(request.user, "user_search")
    include_parents = can.can_search_parents(request.user)
    context = {
        "title": "User Search",
        "empty_text": text.NO_USERS_FOUND,
        "term": term,
        "results": user_search(request.user, term, include_parents=include_parents),
        "show_parents": include_parents,
    }
    template = "accounts/user_search.html#results" if request.htmx else "accounts/user_search.html"
    return render(request, template, context)
