import logging

from celery import shared_task
from django.core.files import File
from django.core.files.storage import default_storage
from django.http import QueryDict

from apps.staff.filters import accounts_filtered
from apps.staff.services.export import accounts_xlsx, export_job_get, export_job_set, export_job_user, exports_prune

log = logging.getLogger(__name__)


@shared_task
def export_accounts(job, query):
    """Writes the export to storage, reporting progress in the cache. Safe to run
    twice: the file is written again under the same name."""
    if export_job_get(job) is None or export_job_user(job) is None:
        return
    exports_prune()
    try:
        user = export_job_user(job)
        qs = accounts_filtered(user, QueryDict(query))
        with accounts_xlsx(qs, progress=lambda n: export_job_set(job, done=n)) as out:
            path = f"exports/accounts-{job}.xlsx"
            if default_storage.exists(path):
                default_storage.delete(path)
            path = default_storage.save(path, File(out))
    except Exception:  # the user sees the spec's failure message; the cause goes to the log
        log.exception("accounts export %s failed", job)
        export_job_set(job, state="failed")
        return
    state = export_job_get(job) or {}
    export_job_set(job, state="done", done=state.get("total", 0), path=path)
