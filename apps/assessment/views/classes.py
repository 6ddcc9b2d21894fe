"""A class made by the school's admins (issue 30), for schools whose classes come neither
from BURSTS nor from the MIS: name, year, children by name, teachers. One save."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render

from apps.access.decorators import require
from apps.access.scoping import users_for
from apps.assessment import selectors
from apps.assessment.services.classes import NOT_OF_SCHOOL, class_create
from apps.users.models import User

YEARS = [(0, "Reception"), *((n, f"Year {n}") for n in range(1, 7))]


def _teacher_choices(user):
    return list(
        users_for(user)
        .filter(account=user.account_id, kind=User.Kind.ACCOUNT, date_end_temp=None)
        .exclude(status=User.Status.DISABLED)
        .order_by("last_name", "first_name", "id")
    )


@require(selectors.chooses_settings)
def class_new_view(request):
    choices = _teacher_choices(request.user)
    error = ""
    if request.method == "POST":
        by_id = {str(u.pk): u for u in choices}
        wanted = request.POST.getlist("teachers")
        try:
            if any(i not in by_id for i in wanted):
                raise ValidationError(NOT_OF_SCHOOL)
            group = class_create(
                account=request.user.account,
                acting_user=request.user,
                name=request.POST.get("name", ""),
                year=request.POST.get("year", ""),
                children=request.POST.get("children", ""),
                teachers=[by_id[i] for i in dict.fromkeys(wanted)],
            )
        except ValidationError as exc:
            error = exc.messages[0]
        else:
            messages.success(request, f"{group.name} made.")
            return redirect("assessment_class", group.pk)
    context = {
        "title": "Make a class",
        "years": YEARS,
        "teachers": choices,
        "error": error,
        "post": request.POST if error else None,
        "chosen": request.POST.getlist("teachers") if error else [],
    }
    return render(request, "assessment/class_new.html", context, status=400 if error else 200)
