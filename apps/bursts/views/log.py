"""The BURSTS access log (issue 23): who read children's sensitive fields (a child's page
or the API) and who exported children, when, which children and which fields. The
school's admins at /bursts/log, staff admins at /accounts/{id}/bursts/log."""

from django.core.paginator import Paginator
from django.shortcuts import redirect

from apps.access import rules as can
from apps.bursts import selectors
from apps.bursts.models import Student
from apps.bursts.views.common import bursts_page, render_page

PER_PAGE = 25
LABELS = {f.name: str(f.verbose_name).replace("_", " ").capitalize() for f in Student._meta.fields}
LABELS |= {"dob": "Date of birth", "sen": "SEN", "eal": "EAL", "pp_indicator": "Pupil Premium Indicator",
           "pp_eligible": "Pupil Premium Eligible"}  # fmt: skip


@bursts_page
def child_log_view(request, page):
    if not can.can_read_child_log(request.user, page.account):
        return redirect(page.home)
    reads = Paginator(selectors.child_reads(request.user, page.account), PER_PAGE).get_page(request.GET.get("page"))
    names = selectors.child_read_names(request.user, reads)
    rows = [
        {"read": read, "children": [names.get(pk, f"Child #{pk} (no longer here)") for pk in read.student_ids],
         "fields": [LABELS.get(f, f) for f in read.fields]}
        for read in reads
    ]  # fmt: skip
    context = {"title": "BURSTS access log", "reads": reads, "rows": rows}
    if request.htmx:
        return render_page(request, page, "bursts/log.html#log", **context)
    return render_page(request, page, "bursts/log.html", **context)
