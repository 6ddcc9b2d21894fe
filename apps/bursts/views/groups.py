"""Classes (spec 2 §2 screens 16-19): the list, a class with its active table and
inactive grid, the edit and remove modals, and the invite / re-invite modal."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.db.models import Count
from django.shortcuts import redirect
from django.utils import timezone
from django_htmx.http import HttpResponseClientRedirect

from apps.access import rules as can
from apps.bursts import selectors, services
from apps.bursts.forms import GroupForm
from apps.bursts.models import LEVELS
from apps.bursts.views.common import bursts_page, render_page
from apps.core import messages as text


@bursts_page
def groups_view(request, page):
    """The classes list, in the first response (one query: it needs no loading state, works
    without JavaScript, and the largest paint does not wait for a second request). An HTMX
    request gets the list alone."""
    groups = list(selectors.group_list(request.user, page.account))
    if request.htmx:
        return render_page(request, page, "bursts/groups.html#list", groups=groups)
    can_add = can.can_add_child(request.user, page.account)
    can_log = can.can_read_child_log(request.user, page.account)
    return render_page(request, page, "bursts/groups.html", title="BURSTS Classes", can_add=can_add, groups=groups,
                       can_log=can_log)  # fmt: skip


def _ribbons(user, group):
    """How many active children are at each XP level: the class's ribbons."""
    rows = selectors.active_students(user, group).order_by().values("level").annotate(n=Count("id"))
    counts = {row["level"]: row["n"] for row in rows}
    return [(level, counts[level]) for level in range(1, LEVELS + 1) if counts.get(level)]


def _active_table(request, group):
    sort = selectors.sort_key(request.GET.get("sort"))
    rows = Paginator(selectors.active_students(request.user, group, sort), selectors.TABLE_PER_PAGE)
    return {"table": rows.get_page(request.GET.get("page")), "sort": sort}


def _inactive_grid(request, group):
    cards = Paginator(selectors.inactive_students(request.user, group), selectors.GRID_PER_PAGE)
    return {"grid": cards.get_page(request.GET.get("ipage"))}


@bursts_page
def group_view(request, page, group_id):
    user, group = request.user, selectors.group_get(request.user, page.account, group_id)
    context = {"group": group, "title": group.name}
    if request.htmx and request.htmx.target == "active-table":
        return render_page(request, page, "bursts/group.html#active", **context, **_active_table(request, group))
    if request.htmx and request.htmx.target == "inactive-grid":
        return render_page(request, page, "bursts/group.html#inactive", **context, **_inactive_grid(request, group))
    context.update(_active_table(request, group), **_inactive_grid(request, group))
    context.update(
        ribbons=_ribbons(user, group),
        awards=selectors.group_awards(user, group),
        **_teachers(user, group),
        can_edit=can.can_edit_class(user, group),
        can_sync=can.can_sync_class(user, group),
        can_add=can.can_add_child(user, page.account),
        invite_label="Re-invite" if group.date_invited else "Invite",
        text=text,
    )
    return render_page(request, page, "bursts/group.html", **context)


def _teachers(user, group):
    """The Teachers card: who teaches the class (MIS ones marked) and, for the school's
    admins, the users they may connect."""
    shown = can.can_see_class_teachers(user)
    connect = can.can_connect_teachers(user, group)
    return {
        "show_teachers": shown,
        "teachers": selectors.group_teachers(user, group) if shown else [],
        "can_connect": connect,
        "teacher_choices": selectors.teacher_choices(user, group) if connect else [],
    }


@bursts_page
def group_teachers_view(request, page, group_id):
    """The class page's Teachers card (issue 23), swapped by HTMX: the school's admin
    connects a user of the school (POST teacher) or disconnects one they connected (POST
    remove); a MIS teacher is changed in the MIS. Without JavaScript it posts and goes back."""
    group = selectors.group_get(request.user, page.account, group_id)
    back = page.url("group", group_id=group.pk)
    if not can.can_connect_teachers(request.user, group):
        return redirect(back)
    error = done = None
    if request.method == "POST":
        try:
            if request.POST.get("remove"):
                link = selectors.group_teacher_link(request.user, group, request.POST["remove"])
                services.group_teacher_disconnect(link=link, acting_user=request.user)
                done = text.TEACHER_DISCONNECTED
            else:
                teacher = selectors.teacher_get(request.user, group, request.POST.get("teacher"))
                services.group_teacher_connect(group=group, teacher=teacher, acting_user=request.user)
                done = text.TEACHER_CONNECTED
        except ValidationError as exc:
            error = exc.messages[0]
        if not request.htmx:
            messages.success(request, done) if done else messages.error(request, error)
            return redirect(back)
    context = {"group": group, "error": error, "done": done, **_teachers(request.user, group)}
    return render_page(request, page, "bursts/group.html#teachers", status=400 if error else 200, **context)


@bursts_page
def group_edit_view(request, page, group_id):
    group = selectors.group_get(request.user, page.account, group_id)
    back = page.url("group", group_id=group.pk)
    if not can.can_edit_class(request.user, group):
        return redirect(back)
    form = GroupForm(request.POST or None, initial={"name": group.name, "subject": group.subject,
                                                    "description": group.description})  # fmt: skip
    if request.method == "POST" and form.is_valid():
        services.group_update(group=group, acting_user=request.user, **form.cleaned_data)
        messages.success(request, text.SAVED)
        return HttpResponseClientRedirect(back) if request.htmx else redirect(back)
    context = {"group": group, "form": form, "modal_id": "class-edit", "title": "Edit Class",
               "action": page.url("group_edit", group_id=group.pk), "back": back}  # fmt: skip
    return render_page(request, page, "bursts/group_edit.html", **context)


@bursts_page
def group_delete_view(request, page, group_id):
    """Remove Class: confirm ('Delete Class'), then the account's BURSTS home (spec 2 §4)."""
    group = selectors.group_get(request.user, page.account, group_id)
    back = page.url("group", group_id=group.pk)
    if not can.can_edit_class(request.user, group):
        return redirect(back)
    if request.method == "POST":
        services.group_delete(group=group, acting_user=request.user)
        messages.success(request, text.DELETED)
        return HttpResponseClientRedirect(page.home) if request.htmx else redirect(page.home)
    context = {"group": group, "modal_id": "class-delete", "title": "Delete Class",
               "action": page.url("group_delete", group_id=group.pk), "back": back,
               "delete_text": text.CLASS_DELETE_TEXT}  # fmt: skip
    return render_page(request, page, "bursts/group_delete.html", **context)


@bursts_page
def group_reinvite_view(request, page, group_id):
    """The invite modal: confirm, submit, results (count sent; children with 'no contact'), Done."""
    group = selectors.group_get(request.user, page.account, group_id)
    back = page.url("group", group_id=group.pk)
    if not can.can_invite_class(request.user, group):
        return redirect(back)
    context = {"group": group, "modal_id": "class-invite", "back": back,
               "title": "Re-invite Accounts" if group.date_invited else "Invite Accounts",
               "action": page.url("group_reinvite", group_id=group.pk)}  # fmt: skip
    if request.method == "POST":
        try:
            results = services.group_reinvite(group=group, acting_user=request.user)
        except ValidationError as error:
            context["error"] = error.messages[0]
            return render_page(request, page, "bursts/group_invite.html", **context, status=400)
        context["results"] = results
        context["sent"] = sum(1 for _, ok in results if ok is True)
        context["missing"] = [name for name, ok in results if ok is not True]
    elif not services.can_reinvite(group, timezone.localdate()):
        context["error"] = text.REINVITE_ONCE
    return render_page(request, page, "bursts/group_invite.html", **context)
