"""Year-to-date statistics (spec 2 §2 screen 15): a school's at /bursts/year (staff: the
account's BURSTS Year tab), every school's at /bursts/stats/year, the accounts table at
/bursts/stats/accounts, and their xlsx exports (spec 1 §7 bursts/year, bursts/accounts)."""

import io

from django.core.paginator import Paginator
from django.http import FileResponse
from django.shortcuts import redirect, render

from apps.access import rules as can
from apps.access.decorators import require
from apps.bursts import selectors
from apps.bursts.selectors import stats
from apps.bursts.selectors.links import bursts_url
from apps.bursts.views.common import THEME, bursts_page, render_page
from apps.core import messages as text

ACCOUNTS_PER_PAGE = 24


def _filters(request, *, staff):
    try:
        return stats.parse_filters(request.GET, staff=staff), None
    except ValueError:
        return stats.YearFilters(), "Some filters were not valid and were reset."


def _results_context(request, user, *, account):
    staff = account is None
    filters, error = _filters(request, staff=staff)
    table = selectors.year_table(user, filters, account=account)
    figures = stats.shown(table)
    series = [{"label": "Total active", "values": figures["totalActive"], "group": "total"},
              {"label": "Total minutes", "values": figures["totalMinutes"], "group": "total"}]  # fmt: skip
    series += [{"label": f"Level {n}", "values": row, "group": "level"} for n, row in figures["levels"].items()]
    series += [{"label": label, "values": row, "group": "activity"} for label, row in figures["activities"].items()]
    filter_list = selectors.year_filters(user, account=account)
    for f in filter_list:  # what the form shows as chosen
        f["chosen"] = [v for part in request.GET.getlist(f["name"]) for v in part.split(",") if v]
    return {
        "figures": figures,
        "chart": {"months": figures["months"], "series": series, "upTo": stats.months_so_far()},
        "filter_list": filter_list,
        "filter_error": error,
        "query": request.GET.urlencode(),
        "ready": True,
    }


@bursts_page
def year_view(request, page):
    """The school's page: filters and results load after the page (loading, then ready)."""
    if page.staff_account_id is not None:
        return redirect(bursts_url(page.staff_account_id, "year"))
    return render_page(request, page, "bursts/year.html", title="BURSTS Year", results_url=page.url("year_results"),
                       export_url=page.url("year_export"))  # fmt: skip


@bursts_page
def year_results_view(request, page):
    """The results for the page's HTMX loads. Reached as a page (the Reset link, the filter
    form without JavaScript), it answers the whole page with those results in it; the staff
    form goes back to the account's BURSTS Year tab, with the filters."""
    if not request.htmx and page.staff_account_id is not None:
        query = request.GET.urlencode()
        return redirect(bursts_url(page.staff_account_id, "year") + (f"?{query}" if query else ""))
    context = _results_context(request, request.user, account=page.account)
    context.update(results_url=page.url("year_results"), export_url=page.url("year_export"))
    if not request.htmx:
        return render_page(request, page, "bursts/year.html", title="BURSTS Year", **context)
    return render_page(request, page, "bursts/year.html#results", **context)


def _xlsx(figures, title, filename):
    from openpyxl import Workbook

    wb = Workbook(write_only=True)
    ws = wb.create_sheet(title[:31])
    ws.append(["", *figures["months"]])
    ws.append(["Total active", *figures["totalActive"]])
    ws.append(["Total minutes", *figures["totalMinutes"]])
    for n, row in figures["levels"].items():
        ws.append([f"Level {n}", *row])
    for label, row in figures["activities"].items():
        ws.append([label, *row])
    out = io.BytesIO()
    wb.save(out)
    out.seek(0)
    return FileResponse(out, as_attachment=True, filename=filename)


@bursts_page
def year_export_view(request, page):
    filters, _ = _filters(request, staff=False)
    figures = stats.shown(selectors.year_table(request.user, filters, account=page.account))
    return _xlsx(figures, "BURSTS year", f"bursts-year-{page.account.pk}.xlsx")


def _stats_page(request, template, **context):
    context.setdefault("product", THEME)
    return render(request, template, context)


staff_stats = require(can.can_view_bursts_stats)


@staff_stats
def stats_home(request):
    """/bursts/stats redirects to year (spec 2 §2)."""
    return redirect("bursts_stats_year")


@staff_stats
def stats_year_view(request):
    if request.htmx:
        context = _results_context(request, request.user, account=None)
        context.update(results_url=request.path, export_url="/bursts/stats/year/export")
        return _stats_page(request, "bursts/year.html#results", **context)
    return _stats_page(request, "bursts/year.html", title="BURSTS Statistics", results_url=request.path,
                       export_url="/bursts/stats/year/export", stats_tabs=True, tab="year")  # fmt: skip


@staff_stats
def stats_year_export_view(request):
    filters, _ = _filters(request, staff=True)
    figures = stats.shown(selectors.year_table(request.user, filters))
    return _xlsx(figures, "BURSTS year", "bursts-year.xlsx")


@staff_stats
def stats_accounts_view(request):
    year = stats.year_start().year
    rows = Paginator(selectors.school_years(request.user, this_year=year), ACCOUNTS_PER_PAGE)
    page = rows.get_page(request.GET.get("page"))
    for a in page:  # whole minutes (spec 2 §2)
        a.minutes_now, a.minutes_before = a.seconds_now // 60, a.seconds_before // 60
    context = {"title": "BURSTS Statistics", "page": page, "this_year": year,
               "stats_tabs": True, "tab": "accounts", "empty_text": text.NO_ACCOUNTS}  # fmt: skip
    template = "bursts/stats_accounts.html#table" if request.htmx else "bursts/stats_accounts.html"
    return _stats_page(request, template, **context)


@staff_stats
def stats_accounts_export_view(request):
    from openpyxl import Workbook

    year = stats.year_start().year
    wb = Workbook(write_only=True)
    ws = wb.create_sheet("BURSTS accounts")
    ws.append(["Account", "Minutes this year", "Active children this year", "Minutes last year",
               "Active children last year", "Sign-ins"])  # fmt: skip
    for a in selectors.school_years(request.user, this_year=year).iterator(chunk_size=2000):
        ws.append([a.name, a.seconds_now // 60, a.active_now, a.seconds_before // 60, a.active_before, a.sign_ins])
    out = io.BytesIO()
    wb.save(out)
    out.seek(0)
    return FileResponse(out, as_attachment=True, filename="bursts-accounts.xlsx")
