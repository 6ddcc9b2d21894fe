"""Accounts as xlsx (spec 1 §7 GET {path}/export). Rows stream from the database
(values_list + iterator) into openpyxl's write-only workbook, so memory stays flat
however many accounts there are. Large exports run as a Celery task (tasks.py) with
their progress in the cache."""

import tempfile
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.core.files.storage import default_storage
from django.db.models import CharField, Max, OuterRef, Subquery, Value
from django.db.models.functions import Coalesce, Concat, NullIf, Trim
from django.utils import timezone
from openpyxl import Workbook

from apps.access.scoping import accounts_for, licences_for
from apps.accounts.models import Account
from apps.core.catalogue import LICENCE_PRODUCT_LABELS, licence_year_labels
from apps.licences.models import Licence
from apps.users.models import User

FILENAME = "export.xlsx"
CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
THRESHOLD = settings.EXPORT_BACKGROUND_THRESHOLD  # more accounts: a background task with a progress bar
PROGRESS_EVERY = 500
JOB_TTL = 60 * 60 * 6

COLUMNS = [
    ("ID", "pk"),
    ("Name", "name"),
    ("Status", "status"),
    ("Frozen", "frozen"),
    ("Type", "account_type"),
    ("Address 1", "address_line1"),
    ("Address 2", "address_line2"),
    ("City", "city"),
    ("County", "county__title"),
    ("Postcode", "postcode"),
    ("Region", "region__name"),
    ("Authority", "authority__name"),
    ("Manager", "manager_name"),  # full name, else email: as the cards show it
    ("URN", "urn"),
    ("CRM id", "zoho_id"),
    ("Wonde id", "wonde_id"),
    ("PE sync", "wonde_pe_status"),
    ("BURSTS sync", "wonde_bursts_status"),
    ("Parent school", "parent_school__name"),
    ("Latest licence end", "latest_end"),
]
HEADERS = [title for title, _ in COLUMNS]
TYPE_LABELS = dict(Account.Type.choices)
STATUS_LABELS = dict(Account.Status.choices)
STATUS_COL, FROZEN_COL, TYPE_COL = 2, 3, 4


def export_rows(qs):
    """Plain tuples for each account of `qs`, in its order."""
    latest = Licence.objects.filter(account=OuterRef("pk")).values("account").annotate(m=Max("end_date")).values("m")
    manager = Coalesce(
        NullIf(Trim(Concat("manager__first_name", Value(" "), "manager__last_name")), Value("")),
        "manager__email",
        output_field=CharField(),
    )
    rows = qs.annotate(latest_end=Subquery(latest), manager_name=manager).values_list(*[name for _, name in COLUMNS])
    for row in rows.iterator(chunk_size=2000):
        row = list(row)
        row[STATUS_COL] = STATUS_LABELS.get(row[STATUS_COL], row[STATUS_COL])
        row[FROZEN_COL] = "Yes" if row[FROZEN_COL] else "No"
        row[TYPE_COL] = TYPE_LABELS.get(row[TYPE_COL], row[TYPE_COL])
        yield row


def write_workbook(out, sheets, progress=None):
    """sheets: [(title, headers, rows)]. `progress(n)` is called every PROGRESS_EVERY rows."""
    wb = Workbook(write_only=True)
    done = 0
    for title, headers, rows in sheets:
        ws = wb.create_sheet(title)
        ws.append(headers)
        for row in rows:
            ws.append(row)
            done += 1
            if progress and done % PROGRESS_EVERY == 0:
                progress(done)
    wb.save(out)
    return done


def accounts_xlsx(qs, progress=None):
    """A temporary file holding the xlsx of `qs` (the caller streams and closes it)."""
    out = tempfile.TemporaryFile(suffix=".xlsx")  # noqa: SIM115 - returned open; the response closes it
    write_workbook(out, [("Accounts", HEADERS, export_rows(qs))], progress)
    out.seek(0)
    return out


def account_xlsx(user, account):
    """One account: its row, and its licences on a second sheet."""
    licences = licences_for(user).filter(account=account).select_related("licence_type").order_by("-start_date")
    licence_rows = (
        [lic.licence_type.title, lic.status.title(), lic.start_date, lic.end_date, "Yes" if lic.renew else "No",
         ", ".join(LICENCE_PRODUCT_LABELS.get(p, p) for p in lic.effective_products),
         ", ".join(licence_year_labels(lic.effective_years)), lic.comments]
        for lic in licences
    )  # fmt: skip
    out = tempfile.TemporaryFile(suffix=".xlsx")  # noqa: SIM115 - returned open; the response closes it
    sheets = [
        ("Account", HEADERS, export_rows(accounts_for(user).filter(pk=account.pk))),
        ("Licences", ["Type", "Status", "Start", "End", "Renew", "Products", "Years", "Comments"], licence_rows),
    ]
    write_workbook(out, sheets)
    out.seek(0)
    return out


# Background jobs -------------------------------------------------------------------


def _key(job):
    return f"accounts-export:{job}"


def export_job_get(job):
    return cache.get(_key(job))


def export_job_set(job, **fields):
    state = {**(cache.get(_key(job)) or {}), **fields, "updated": timezone.now().isoformat()}
    cache.set(_key(job), state, JOB_TTL)
    return state


def export_job_user(job):
    """Who asked for the export: the job runs with that person's view of the accounts."""
    state = export_job_get(job) or {}
    return User.objects.filter(pk=state.get("user"), kind=User.Kind.CREATE).first()


def exports_prune(*, now=None) -> int:
    """Deletes export files older than a job's lifetime (their links have expired)."""
    now = now or timezone.now()
    try:
        _, names = default_storage.listdir("exports")
    except FileNotFoundError:
        return 0
    pruned = 0
    for name in names:
        path = f"exports/{name}"
        if name.startswith("accounts-") and default_storage.get_modified_time(path) < now - timedelta(seconds=JOB_TTL):
            default_storage.delete(path)
            pruned += 1
    return pruned
