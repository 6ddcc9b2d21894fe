from django.core.exceptions import ValidationError
from django.shortcuts import render

from apps.access import rules as can
from apps.access.decorators import require
from apps.core import messages as text
from apps.staff.selectors.search import user_search_again
from apps.staff.services.preferences import preference_get, preference_set


@require(can.can_search_users)
def user_search_view(request):
    """The last search is remembered (per user) and shown again on return."""
    asked = "search" in request.GET
    saved = preference_get(request.user, "user_search")
    term = request.GET["search"].strip() if asked else saved
    include_parents = can.can_search_parents(request.user)
    context = {"title": "User Search", "empty_text": text.NO_USERS_FOUND, "term": term, "show_parents": include_parents}
    template = "accounts/user_search.html#results" if request.htmx else "accounts/user_search.html"
    try:
        context["results"] = user_search_again(request.user, term, include_parents=include_parents, asked=asked)
    except ValidationError as error:
        # Too long to be anything searched for: said, and not remembered.
        context.update(term="", error=error.message_dict["search"][0])
        return render(request, template, context, status=400)
    if asked and term != saved:  # a write only when the remembered search changes
        preference_set(user=request.user, name="user_search", value=term)
    return render(request, template, context)
