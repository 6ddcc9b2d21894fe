"""The premium pages (issue 32): the school's return for an academic year (the ledger, the
answers, the computed figures, what to publish), its xlsx and printable document, and the
public page a school links from its website. Views parse, check, call and render."""

from django.contrib import messages
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access.decorators import require
from apps.premium import selectors, services
from apps.premium.forms import LineFormSet, YearForm, changed_lines
from apps.premium.models import KeyIndicator
from apps.premium.selectors.figures import FEWER, MIN_GROUP, school_figures
from apps.premium.selectors.public import published_years
from apps.premium.services.exports import return_workbook

SAVED = "PE and sport premium saved."
PUBLISHED = "PE and sport premium saved and published: the public page shows it as it is now."
NOT_SAVED = "Nothing was saved: correct what is marked below."
FIRST, LAST = 2013, 2100  # the premium began in 2013-14


def _start(start_year) -> int:
    start = int(start_year)
    if not FIRST <= start <= LAST:
        raise Http404
    return start


def _context(request, year, lines, figures):
    fields = selectors.return_fields(year, lines, figures, request.user.account.name)
    page = selectors.public_page_for(request.user)
    current = selectors.current_start()
    saved = {y.start for y in selectors.years_for(request.user)}
    by = {f.key: f for f in fields}
    return {
        "year": year,
        "fields": fields,
        "by_key": by,
        "figures": figures,
        "indicators": KeyIndicator.choices,
        "overspend": selectors.overspend(year, lines),
        "overspend_shown": selectors.money(selectors.overspend(year, lines)),
        "spend_rows": [(n, label, by[f"indicator_{n}"].shown) for n, label in KeyIndicator.choices],
        "public_url": request.build_absolute_uri(reverse("premium_public", args=[page.key])) if page else "",
        "years": sorted(saved | {current, year.start}, reverse=True),
        "fewer": FEWER,
        "min_group": MIN_GROUP,
    }


@require(selectors.can_keep_premium)
def year_view(request, start_year=None):
    start = selectors.current_start() if start_year is None else _start(start_year)
    year = selectors.year_for(request.user, start)
    existing = selectors.lines_for(request.user, year)
    form = YearForm(request.POST or None, instance=year, prefix="y")
    formset = LineFormSet(request.POST or None, queryset=existing, prefix="lines")
    status = 200
    if request.method == "POST":
        if not (form.is_valid() and formset.is_valid()):
            messages.error(request, NOT_SAVED)
            status = 400
        elif any(f.instance.pk is None for f in formset.initial_forms):  # a line not this year's (or gone)
            messages.error(request, services.NOT_THIS_YEAR)
            status = 400
        else:
            try:
                with transaction.atomic():
                    saved = services.premium_year_save(
                        acting_user=request.user, year=year, answers=form.cleaned_data,
                        lines=changed_lines(formset), existing=list(existing),
                    )  # fmt: skip
                    lines = list(selectors.lines_for(request.user, saved))
                    figures = school_figures(request.user, saved.account_id, start)
                    services.premium_publish(year=saved, snapshot=selectors.public_snapshot(saved, lines, figures))
            except ValidationError as exc:
                messages.error(request, exc.messages[0])
                status = 400
            else:
                messages.success(request, PUBLISHED if saved.published else SAVED)
                return redirect("premium_year", start_year=start)
    lines = list(existing)
    figures = school_figures(request.user, request.user.account_id, start)
    context = {"title": f"PE and sport premium {year.label}", "form": form, "formset": formset,
               **_context(request, year, lines, figures)}  # fmt: skip
    return render(request, "premium/year.html", context, status=status)


def _filled(request, start_year):
    start = _start(start_year)
    year = selectors.year_for(request.user, start)
    lines = list(selectors.lines_for(request.user, year))
    return year, lines, school_figures(request.user, request.user.account_id, start)


@require(selectors.can_keep_premium)
def export_view(request, start_year):
    year, lines, figures = _filled(request, start_year)
    fields = selectors.return_fields(year, lines, figures, request.user.account.name)
    response = HttpResponse(
        return_workbook(fields, lines, figures),
        content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    response["Content-Disposition"] = f'attachment; filename="pe-sport-premium-{year.label}.xlsx"'
    return response


@require(selectors.can_keep_premium)
def print_view(request, start_year):
    year, lines, figures = _filled(request, start_year)
    for line in lines:
        line.shown = selectors.money(line.cost)
    context = {"title": f"PE and sport premium {year.label}", "lines": lines, **_context(request, year, lines, figures)}
    return render(request, "premium/print.html", context)


@login_not_required
def public_view(request, key):
    school, years = published_years(key)
    indicators = dict(KeyIndicator.choices)
    for y in years:
        for line in y.snapshot.get("spend", {}).get("lines", []):
            line.append(indicators.get(line[1], ""))
    context = {"title": f"{school}: PE and sport premium", "school": school, "years": years}
    return render(request, "premium/public.html", context)
