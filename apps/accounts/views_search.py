from django.shortcuts import render

from apps.accounts.search import user_search
from apps.core import permissions as can
from apps.core.decorators import require

LAST_SEARCH = "user_search_last"


@require(can.can_search_users)
def user_search_view(request):
    """The last search is remembered (in the session) and shown again on return."""
    if "search" in request.GET:
        term = request.GET["search"].strip()
        request.session[LAST_SEARCH] = term
    else:
        term = request.session.get(LAST_SEARCH, "")
    include_parents = can.can_search_parents(request.user)
    context = {
        "title": "User Search",
        "term": term,
        "results": user_search(term, include_parents=include_parents),
        "show_parents": include_parents,
    }
    template = "accounts/user_search.html#results" if request.htmx else "accounts/user_search.html"
    return render(request, template, context)
