import re

from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import ValidationError
from django.shortcuts import render

from apps.core import messages as text
from apps.parents import services
from apps.parents.forms import HomeResetForm

CODE = re.compile(r"^[A-Za-z0-9-]{1,64}$")


@login_not_required
def bursts_tools_view(request):
    """Links from the home-learning app's emails: ?verify=token or ?reset=token, and the
    BURSTS invite's ?connect=code (opened away from the app: how to enter the code in it)."""
    context = {"mode": None, "result": None, "form": None}
    if (code := request.GET.get("connect", "").strip()) and CODE.match(code):
        # Shown as given, never looked up: the page tells nobody whether a code exists.
        context.update(mode="connect", code=code)
    elif key := request.GET.get("verify"):
        ok = services.parent_verify_email(key=key)
        context.update(mode="verify", result="success" if ok else "fail")
        context["message"] = text.HOME_EMAIL_VERIFIED if ok else text.HOME_LINK_EXPIRED
    elif key := request.GET.get("reset"):
        context["mode"] = "reset"
        if not services.parent_reset_check(key=key):
            context.update(result="fail", message=text.HOME_LINK_EXPIRED)
        else:
            form = HomeResetForm(request.POST or None)
            context["form"] = form
            if request.method == "POST" and form.is_valid():
                try:
                    ok = services.parent_reset_change(key=key, password=form.cleaned_data["password"])
                except ValidationError as error:
                    form.add_error("password", error)
                else:
                    context.update(
                        form=None,
                        result="success" if ok else "fail",
                        message=text.HOME_PASSWORD_UPDATED if ok else text.HOME_LINK_EXPIRED,
                    )
    return render(request, "parents/bursts_tools.html", context)


from apps.parents.views.family import (  # noqa: E402
    parents_evidence_file_view,
    parents_home_view,
    parents_join_view,
    parents_privacy_view,
)
from apps.parents.views.school import parents_preview_view, parents_school_view  # noqa: E402

__all__ = ["bursts_tools_view", "parents_evidence_file_view", "parents_home_view", "parents_join_view",
           "parents_preview_view", "parents_privacy_view", "parents_school_view"]  # fmt: skip
