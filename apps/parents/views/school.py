"""The school's side of the parents' page (issue 31): its admins switch it on, and first
preview exactly what a parent will see, child by child (the same template, built by the
same selector)."""

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render

from apps.access import rules
from apps.access.scoping import accounts_for, students_for
from apps.parents import selectors, services
from apps.parents.forms import ParentViewForm


def _school_admin(request):
    """The school's own admins (not a temporary user, not staff): None for anyone else."""
    user = request.user
    if not rules.is_account_admin(user) or rules.is_temporary_user(user) or not user.account_id:
        return None
    return accounts_for(user).get(pk=user.account_id)


def parents_school_view(request):
    account = _school_admin(request)
    if account is None:
        return redirect("dashboard")
    if (chosen := request.GET.get("child", "")).isdigit():  # the preview's chooser (works without script)
        return redirect("parents_preview", student_id=int(chosen))
    setting = selectors.school_setting(account)
    form = ParentViewForm(request.POST or None, initial={"enabled": setting.enabled,
                                                         "show_behaviour": setting.show_behaviour})  # fmt: skip
    if request.method == "POST" and form.is_valid():
        setting = services.parent_view_update(account=account, acting_user=request.user, **form.cleaned_data)
        state = "on" if setting.enabled else "off"
        messages.success(request, services.SETTING_SAVED.format(state=state, school=account.name))
        return redirect("parents_school")
    classes = selectors.children_by_class(request.user, account)
    context = {"form": form, "setting": setting, "classes": classes, "account": account}
    return render(request, "parents/school.html", context, status=400 if form.errors else 200)


def parents_preview_view(request, student_id):
    """Exactly what the child's parent will see: the parents' page's own template."""
    account = _school_admin(request)
    if account is None:
        return redirect("dashboard")
    child = students_for(request.user).filter(account=account, pk=student_id).select_related("group", "account")
    child = child.first()
    if child is None:
        raise Http404
    views = selectors.family_views(request.user, [child])
    services.parent_view_record(reader=request.user, students=[child], where=f"GET {request.path} (preview)",
                                sections=selectors.SECTIONS)  # fmt: skip
    context = {"views": views, "preview": True, "child": child, "enabled": selectors.school_setting(account).enabled}
    return render(request, "parents/preview.html", context)
