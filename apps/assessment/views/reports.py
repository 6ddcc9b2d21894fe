"""Assessment report pages (issue 30): a child's, a class's by strand, a cohort's, the
school's, internal staff's figures-only school page, the subject leader's deep dive, and
their xlsx exports. Each page prints as a clean document (assessment's print CSS). Who reads
which is selectors.reports' (module docstring)."""

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.text import slugify

from apps.access import rules
from apps.access.decorators import require
from apps.assessment import selectors
from apps.assessment.selectors import deepdive
from apps.assessment.selectors import reports as rs
from apps.assessment.services import exports

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def _xlsx(data: bytes, name: str) -> HttpResponse:
    response = HttpResponse(data, content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="{slugify(name)}.xlsx"'
    return response


def _year(year) -> int:
    if not 0 <= int(year) <= 6:
        raise Http404
    return int(year)


@require(selectors.can_assess)
def child_view(request, student_id):
    child = rs.report_child(request.user, student_id)
    context = {"title": f"Assessment: {child.name}", **rs.child_report(request.user, child)}
    return render(request, "assessment/reports/child.html", context)


@require(selectors.can_assess)
def class_strands_view(request, group_id):
    group = selectors.assess_group(request.user, group_id)
    context = {"title": f"Assessment by strand: {group.name}", "group": group,
               **rs.class_strands(request.user, group)}  # fmt: skip
    return render(request, "assessment/reports/class_strands.html", context)


@require(selectors.can_assess)
def class_export_view(request, group_id):
    group = selectors.assess_group(request.user, group_id)
    data = exports.class_workbook(
        group, rs.class_unit_levels(request.user, group), rs.class_strands(request.user, group)
    )
    return _xlsx(data, f"assessment {group.name}")


def _school_context(request, account, staff):
    report = rs.school_report(request.user, account)
    return {"title": f"Assessment: {account.name}", "staff": staff, **report}


@require(rs.reads_school)
def school_view(request):
    return render(request, "assessment/reports/school.html", _school_context(request, request.user.account, False))


@require(rs.reads_school)
def school_export_view(request):
    account = request.user.account
    return _xlsx(exports.school_workbook(rs.school_report(request.user, account)), f"assessment {account.name}")


@require(rs.reads_school)
def cohort_view(request, year):
    report = rs.cohort_report(request.user, request.user.account, _year(year))
    context = {"title": f"Assessment: Year {report['year']}", "staff": False, **report}
    return render(request, "assessment/reports/cohort.html", context)


@require(rs.reads_school)
def cohort_export_view(request, year):
    account = request.user.account
    report = rs.cohort_report(request.user, account, _year(year))
    return _xlsx(exports.cohort_workbook(report), f"assessment {account.name} year {year}")


@require(rules.is_staff)
def staff_school_view(request, account_id):
    account = rs.staff_school(request.user, account_id)
    return render(request, "assessment/reports/school.html", _school_context(request, account, True))


@require(rules.is_staff)
def staff_school_export_view(request, account_id):
    account = rs.staff_school(request.user, account_id)
    return _xlsx(exports.school_workbook(rs.school_report(request.user, account)), f"assessment {account.name}")


@require(rules.is_staff)
def staff_cohort_view(request, account_id, year):
    account = rs.staff_school(request.user, account_id)
    report = rs.cohort_report(request.user, account, _year(year), with_classes=False)
    context = {"title": f"Assessment: {account.name}, Year {report['year']}", "staff": True, **report}
    return render(request, "assessment/reports/cohort.html", context)


@require(rs.reads_school)
def deep_dive_view(request):
    context = {"title": "PE deep dive", **deepdive.deep_dive(request.user, request.user.account)}
    return render(request, "assessment/reports/deep_dive.html", context)
