"""A child's page and form (spec 2 §2 screens 20-21)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import redirect
from django_htmx.http import HttpResponseClientRedirect

from apps.access import rules as can
from apps.bursts import selectors, services
from apps.bursts.forms import StudentForm
from apps.bursts.models import ADVENTURES, BEHAVIOURS
from apps.bursts.selectors.links import student_url
from apps.bursts.views.common import bursts_page, render_page
from apps.core import messages as text


def _go(request, url):
    return HttpResponseClientRedirect(url) if request.htmx else redirect(url)


@bursts_page
def student_view(request, page, student_id, group_id=None):
    user = request.user
    student = selectors.student_get(user, page.account, student_id, group_id)
    services.child_reads_record(account=student.account, reader=user, kind="page", where=request.path,
                                students=[student])  # fmt: skip
    levels = student.adventure_levels or []
    context = {
        "title": student.name,
        "student": student,
        "contacts": selectors.student_contacts(user, student),
        "awards": selectors.student_awards(user, student),
        "adventures": [(name, levels[n] if n < len(levels) else 0) for n, name in ADVENTURES.items()],
        "behaviours": [(b.title(), getattr(student, b)) for b in BEHAVIOURS],
        "can_edit": can.can_edit_child(user, student),
        "can_export": can.can_export_child(user, student),
        "back": page.url("group", group_id=student.group_id) if student.group_id else page.home,
        "text": text,
    }
    return render_page(request, page, "bursts/student.html", **context)


def _form_page(request, page, form, *, student=None):
    context = {
        "form": form,
        "student": student,
        "title": "Edit Child" if student else "Add Child",
        "action": page.url("student_edit", student_id=student.pk) if student else page.url("student_new"),
        "back": student_url(page.staff_account_id, student) if student else page.home,
        "can_delete": bool(student) and can.can_delete_child(request.user, student),
    }
    return render_page(request, page, "bursts/student_form.html", status=400 if form.errors else 200, **context)


def _group(request, page, group_id):
    return selectors.group_get(request.user, page.account, group_id) if group_id else None


def _save(request, page, form, save):
    """Runs the service; its field errors go back on the form."""
    try:
        return save(_group(request, page, form.cleaned_data.get("group")))
    except ValidationError as error:
        form.add_errors(error.message_dict if hasattr(error, "error_dict") else {None: error.messages})
        return None


@bursts_page
def student_new_view(request, page):
    """Add a child; after saving, the child's page (spec 2 §4)."""
    if not can.can_add_child(request.user, page.account):
        return redirect(page.home)
    groups = selectors.group_choices(request.user, page.account)
    initial = {}
    if request.method == "GET" and request.GET.get("group"):  # Add Child on a class page: its class and year
        try:
            group = _group(request, page, request.GET["group"])
        except Http404:
            pass  # not a class of this school: the form starts empty
        else:
            initial = {"group": group.pk, "year": selectors.group_year(request.user, group)}
    form = StudentForm(request.POST or None, groups=groups, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        student = _save(request, page, form, lambda group: services.student_create_once(
            account=page.account, acting_user=request.user, first_name=data["first_name"],
            last_name=data["last_name"], email=data["email"], group=group, year=data["year"]))  # fmt: skip
        if student is not None:
            messages.success(request, text.ADDED.format(name=student.name))
            return _go(request, student_url(page.staff_account_id, student))
    return _form_page(request, page, form)


@bursts_page
def student_edit_view(request, page, student_id):
    """Edit a child: save, then back to the child (spec 2 §4 'save, then close')."""
    student = selectors.student_get(request.user, page.account, student_id)
    if not can.can_edit_child(request.user, student):
        return redirect(student_url(page.staff_account_id, student))
    initial = {"first_name": student.first_name, "last_name": student.last_name, "group": student.group_id,
               "year": student.year, "code": student.code,
               "email": selectors.student_email(request.user, student)}  # fmt: skip
    groups = selectors.group_choices(request.user, page.account)
    form = StudentForm(request.POST or None, groups=groups, initial=initial, editing=True)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        saved = _save(request, page, form, lambda group: services.student_update(
            student=student, acting_user=request.user, first_name=data["first_name"], last_name=data["last_name"],
            email=data["email"], group=group, code=data["code"], year=data["year"]))  # fmt: skip
        if saved is not None:
            messages.success(request, text.SAVED)
            return _go(request, student_url(page.staff_account_id, saved))
    return _form_page(request, page, form, student=student)


@bursts_page
def student_delete_view(request, page, student_id):
    """'Confirm Delete?' ('Delete Student'), then /bursts (the account's BURSTS home)."""
    student = selectors.student_get(request.user, page.account, student_id)
    back = student_url(page.staff_account_id, student)
    if not can.can_delete_child(request.user, student):
        return redirect(back)
    if request.method == "POST":
        services.student_delete(student=student, acting_user=request.user)
        messages.success(request, text.DELETED)
        return _go(request, page.home)
    context = {"student": student, "modal_id": "student-delete", "title": "Confirm Delete?", "back": back,
               "action": page.url("student_delete", student_id=student.pk)}  # fmt: skip
    return render_page(request, page, "bursts/student_delete.html", **context)
