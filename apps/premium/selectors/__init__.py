"""The premium return's reads (issue 32): who keeps it, a school's year (saved, or an
unsaved one: reads never write), its ledger, and the return itself as the ordered list of
the DfE's fields that the page, the xlsx and the printable document all carry."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from django.db.models import QuerySet
from django.utils import timezone

from apps.access.entitlements import user_access
from apps.access.premium import keeps_premium
from apps.premium.models import KeyIndicator, PremiumLine, PremiumYear, PublicPage
from apps.premium.selectors.figures import SWIMMING


def can_keep_premium(user) -> bool:
    """The school's admins and PE lead, of a school with the PE programme (in full or on
    trial): the return is filled from its assessment."""
    return keeps_premium(user) and user_access(user).has("pe")


def current_start(today: date | None = None) -> int:
    """The academic year now (September to August), by its first calendar year."""
    today = today or timezone.localdate()
    return today.year if today.month >= 9 else today.year - 1


def years_for(user) -> QuerySet[PremiumYear]:
    return PremiumYear.objects.for_user(user).filter(account_id=user.account_id)


def year_for(user, start: int) -> PremiumYear:
    """The school's saved year, or an unsaved one with the defaults."""
    return years_for(user).filter(start=start).first() or PremiumYear(account_id=user.account_id, start=start)


def lines_for(user, year: PremiumYear) -> QuerySet[PremiumLine]:
    qs = PremiumLine.objects.for_user(user)
    return qs.filter(year=year) if year.pk else qs.none()


def public_page_for(user) -> PublicPage | None:
    return PublicPage.objects.for_user(user).filter(account_id=user.account_id).first()


def money(value) -> str:
    return f"£{Decimal(value or 0):,.2f}"


def yes_no(value: bool) -> str:
    return "Yes" if value else "No"


@dataclass(frozen=True)
class Field:
    """One field of the return: its label, its value for a file (a number or text) and as shown."""

    key: str
    label: str
    value: object
    shown: str


def spend(lines) -> dict:
    """Total spend per key indicator (all five, zero where nothing was spent) and overall."""
    by = {n: Decimal("0") for n in KeyIndicator.values}
    for line in lines:
        by[line.indicator] += line.cost
    return {"by_indicator": by, "total": sum(by.values(), Decimal("0"))}


def return_fields(year: PremiumYear, lines, figures: dict, school: str) -> list[Field]:
    """Every field the DfE asks for, in its order."""
    spent = spend(lines)
    under = max(year.received - spent["total"], Decimal("0"))
    fields = [
        Field("school", "School", school, school),
        Field("year", "Academic year", year.label, year.label),
        Field("received", "Amount received", year.received, money(year.received)),
    ]
    for n, label in KeyIndicator.choices:
        amount = spent["by_indicator"][n]
        fields.append(Field(f"indicator_{n}", f"Spend on key indicator {n}: {label}", amount, money(amount)))
    fields += [
        Field("total", "Total spend", spent["total"], money(spent["total"])),
        Field("underspend", "Underspend (received minus spend)", under, money(under)),
        Field("for_disadvantaged", "Prioritised for disadvantaged pupils", yes_no(year.for_disadvantaged),
              yes_no(year.for_disadvantaged)),
        Field("for_girls", "Prioritised for girls", yes_no(year.for_girls), yes_no(year.for_girls)),
        Field("for_send", "Prioritised for pupils with SEND", yes_no(year.for_send), yes_no(year.for_send)),
        Field("impact", "Measurable impact", year.impact, year.impact),
        Field("sustainability", "How the improvements will be sustained", year.sustainability, year.sustainability),
    ]  # fmt: skip
    for (code, question), swim in zip(SWIMMING, figures["swimming"], strict=True):
        value = swim["pct"]
        fields.append(Field(code, f"% of the Year 6 cohort who can: {question}", value,
                            "no Year 6 pupils" if value is None else f"{value}%"))  # fmt: skip
    return fields


def overspend(year: PremiumYear, lines) -> Decimal:
    return max(spend(lines)["total"] - year.received, Decimal("0"))


def public_snapshot(year: PremiumYear, lines, figures: dict, today: date | None = None) -> dict:
    """What the public page shows of a published year: the sections the school chose, the
    figures as public_figures leaves them (under 5: hidden). JSON only, no child."""
    from apps.premium.selectors.figures import public_figures

    shown = public_figures(figures)
    spent = spend(lines)
    snap = {"year": year.label, "as_of": (today or timezone.localdate()).isoformat()}
    if year.show_spend:
        snap["spend"] = {
            "received": money(year.received),
            "indicators": [[n, label, money(spent["by_indicator"][n])] for n, label in KeyIndicator.choices],
            "lines": [[line.what, line.indicator, money(line.cost)] for line in lines],
            "total": money(spent["total"]),
            "underspend": money(max(year.received - spent["total"], Decimal("0"))),
            "priorities": [["Disadvantaged pupils", yes_no(year.for_disadvantaged)],
                           ["Girls", yes_no(year.for_girls)], ["Pupils with SEND", yes_no(year.for_send)]],
        }  # fmt: skip
    if year.show_impact:
        snap["impact"] = {"impact": year.impact, "sustainability": year.sustainability}
    if year.show_swimming:
        snap["swimming"] = [{"question": s["question"], "pct": _pct(s["pct"], "no Year 6 pupils")}
                            for s in shown["swimming"]]  # fmt: skip
    if year.show_activity:
        snap["activity"] = {"active_pct": _pct(shown["active_pct"]), "weekly_minutes": _n(shown["weekly_minutes"])}
    if year.show_groups:
        snap["groups"] = [{"label": g["label"], "children": _n(g["children"]), "active_pct": _pct(g["active_pct"]),
                           "weekly_minutes": _n(g["weekly_minutes"]), "swim": [_pct(p) for p in g["swim"]]}
                          for g in shown["groups"]]  # fmt: skip
    return snap


def _pct(value, none="-") -> str:
    """A percentage as the public page prints it ("fewer than 5" stays as it is)."""
    if value is None:
        return none
    return f"{value}%" if isinstance(value, int) else str(value)


def _n(value) -> str:
    return "-" if value is None else str(value)
