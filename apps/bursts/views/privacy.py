"""A child's data and erasure (issue 24), for the school's admins and staff admins: what
is held about the child, a copy (JSON, and a readable document to print or keep), and
erasure. The school says which of its home-learning users with the child's name, if
any, is the same child (nothing links the two records)."""

import json

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import redirect
from django.template.loader import render_to_string
from django.utils.text import slugify

from apps.access import rules as can
from apps.bursts import selectors, services
from apps.bursts.models import Student
from apps.bursts.selectors.links import student_url
from apps.bursts.views.common import bursts_page, render_page
from apps.privacy import selectors as privacy
from apps.privacy import services as erasure

FORMATS = ("json", "html")
ERASED_MESSAGE = "{name}'s data has been erased"


def _child(request, page, student_id, rule):
    """The child (through the BURSTS scoping selectors) when the rule allows, else None."""
    student = selectors.student_get(request.user, page.account, student_id)
    return student if rule(request.user, student) else None


def _home_users(request, student):
    return privacy.chosen_home_users(request.user, student, request.POST.getlist("home"))


@bursts_page
def student_data_view(request, page, student_id):
    """What is held about the child, with the home-learning users that may be the same
    child to tick, and Download (JSON or a document) and Erase."""
    student = _child(request, page, student_id, can.can_export_child)
    if student is None:
        return redirect(page.home)
    matches = privacy.home_matches(request.user, student)
    context = {
        "title": f"Data held about {student.name}",
        "student": student,
        "held": privacy.held_counts(student, []),
        "matches": matches,
        "can_erase": can.can_erase_child(request.user, student),
        "back": student_url(page.staff_account_id, student),
        "export_action": page.url("student_export", student_id=student.pk),
        "erase_action": page.url("student_erase", student_id=student.pk),
    }
    return render_page(request, page, "bursts/student_data.html", **context)


@bursts_page
def student_export_view(request, page, student_id):
    """POST format=json|html (and the ticked home-learning users): the copy, recorded."""
    student = _child(request, page, student_id, can.can_export_child)
    if student is None or request.method != "POST":
        return redirect(page.url("student_data", student_id=student_id) if student else page.home)
    kind = request.POST.get("format") if request.POST.get("format") in FORMATS else "json"
    home_users = _home_users(request, student)
    record = privacy.child_record(student, home_users, exported_by=request.user)
    erasure.child_export_record(student=student, acting_user=request.user, format=kind)
    services.child_reads_record(account=student.account, reader=request.user, kind="export", students=[student],
                                where=f"{request.path} ({kind})", fields=Student.PERSONAL.fields)  # fmt: skip
    filename = f"child-{slugify(student.name) or 'data'}-{student.code}"
    if kind == "json":
        response = HttpResponse(json.dumps(record, indent=2, ensure_ascii=False), content_type="application/json")
        response["Content-Disposition"] = f'attachment; filename="{filename}.json"'
        return response
    document = privacy.child_document(record)
    body = render_to_string("privacy/child_document.html", {"record": document, "product": "bursts"}, request=request)
    response = HttpResponse(body)
    response["Content-Disposition"] = f'inline; filename="{filename}.html"'
    return response


@bursts_page
def student_erase_view(request, page, student_id):
    """Confirm, then erase; the class's page (or BURSTS) after, with a message."""
    student = _child(request, page, student_id, can.can_erase_child)
    if student is None:
        return redirect(page.home)
    home_users = _home_users(request, student) if request.method == "POST" else []
    if request.method == "POST" and request.POST.get("confirm") == "1":
        name, group_id = student.name, student.group_id
        erasure.child_erase(student=student, acting_user=request.user, home_users=home_users)
        messages.success(request, ERASED_MESSAGE.format(name=name))
        return redirect(page.url("group", group_id=group_id) if group_id else page.home)
    context = {
        "title": f"Erase {student.name}'s data?",
        "student": student,
        "home_users": home_users,
        "held": privacy.held_counts(student, home_users),
        "back": page.url("student_data", student_id=student.pk),
        "action": page.url("student_erase", student_id=student.pk),
    }
    return render_page(request, page, "bursts/student_erase.html", **context)
