"""Export pages: small exports download at once; large ones run in the background
with a progress bar (polled with HTMX) and a download link."""

import logging

from django.contrib import messages
from django.core.files.storage import default_storage
from django.http import FileResponse, Http404
from django.shortcuts import redirect, render

from apps.access import rules as can
from apps.access.decorators import require
from apps.accounts.selectors import account_get
from apps.core import messages as text
from apps.staff.selectors import listing
from apps.staff.services import accounts_export_begin, export
from apps.staff.services.preferences import preference_get
from apps.staff.views.links import account_url, accounts_url

log = logging.getLogger(__name__)
export_required = require(can.can_export_accounts)


def xlsx_response(out, filename=export.FILENAME):
    return FileResponse(out, as_attachment=True, filename=filename, content_type=export.CONTENT_TYPE)


def _failed(request, back):
    messages.error(request, text.EXPORT_FAILED)
    return redirect(back)


@export_required
def accounts_export_view(request):
    query = listing.filter_query(request.GET)
    try:
        out, job = accounts_export_begin(user=request.user, query=query)
    except Exception:
        log.exception("accounts export failed")
        return _failed(request, accounts_url(query))
    return redirect("accounts_export_progress", job=job) if job else xlsx_response(out)


@export_required
def account_export_view(request, account_id):
    account = account_get(request.user, account_id)
    try:
        return xlsx_response(export.account_xlsx(request.user, account))
    except Exception:
        log.exception("account %s export failed", account_id)
        return _failed(request, account_url(account.pk))


def _job(request, job):
    state = export.export_job_get(job)
    if not state or state.get("user") != request.user.pk:
        raise Http404
    return state


@export_required
def export_progress_view(request, job):
    state = _job(request, job)
    if state["state"] == "failed" and request.htmx:
        messages.error(request, text.EXPORT_FAILED)
    percent = int(100 * state.get("done", 0) / state["total"]) if state.get("total") else 100
    context = {
        "title": "Export",
        "job": job,
        "state": state,
        "percent": percent,
        "back": accounts_url(preference_get(request.user, "account_filters")),
    }
    return render(request, "accounts/export.html#progress" if request.htmx else "accounts/export.html", context)


@export_required
def export_file_view(request, job):
    state = _job(request, job)
    if state["state"] != "done" or not default_storage.exists(state["path"]):
        raise Http404
    return xlsx_response(default_storage.open(state["path"], "rb"))
