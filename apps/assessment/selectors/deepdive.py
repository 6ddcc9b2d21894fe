"""The subject leader's deep-dive page (issue 30), what an Ofsted deep dive into PE asks:
the curriculum's intent (the progression pages), the units each class has been taught
against the year's plan, how many children are assessed and how many of their judgements
are by default, attainment by strand, group and year (the school report's figures), and
swimming by Year 6 where it is recorded. For the school's admins and PE lead; a constant
number of queries whatever the number of classes and children."""

from collections import defaultdict

from django.db.models import Count, Q

from apps.access.scoping import students_for
from apps.assessment.models import Judgement
from apps.assessment.selectors import assess_groups
from apps.assessment.selectors import reports as rs
from apps.content.models import Strand, Unit


def _class_rows(user, account) -> list[dict]:
    groups = list(assess_groups(user).filter(account=account))
    ids = [g.pk for g in groups]
    children = students_for(user).filter(group_id__in=ids)
    years, sizes = defaultdict(dict), defaultdict(int)
    for r in children.values("group_id", "year").annotate(n=Count("id")).order_by():
        years[r["group_id"]][r["year"]] = r["n"]
        sizes[r["group_id"]] += r["n"]
    year_of = {g: max(y.items(), key=lambda p: (p[1], -p[0]))[0] for g, y in years.items()}
    plan = defaultdict(list)
    for unit in Unit.objects.filter(programme__slug="pe", year__number__in=set(year_of.values())).select_related(
        "year"
    ):
        plan[unit.year.number].append(unit)
    taught = defaultdict(set)
    seen = (
        Judgement.objects.for_user(user)
        .filter(group_id__in=ids, student__in=children)
        .values("group_id", "outcome__unit_id")
    )
    for r in seen.distinct().order_by():
        taught[r["group_id"]].add(r["outcome__unit_id"])
    assessed = defaultdict(lambda: {"children": 0, "only_default": 0, "judgements": 0, "observed": 0})
    per_child = (
        rs.attainment_for(user)
        .filter(student__in=children)
        .values("student__group_id", "student_id")
        .annotate(cells=Count("id"), observed=Count("id", filter=Q(observed=True)))
        .order_by()
    )
    for r in per_child:
        a = assessed[r["student__group_id"]]
        a["children"] += 1
        a["only_default"] += r["observed"] == 0
        a["judgements"] += r["cells"]
        a["observed"] += r["observed"]
    rows = []
    for group in groups:
        year = year_of.get(group.pk)
        units = sorted(plan.get(year, []), key=lambda u: (u.number, u.letter))
        a, size = assessed[group.pk], sizes[group.pk]
        by_default = a["judgements"] - a["observed"]
        rows.append({
            "group": group, "year": year, "size": size,
            "units": [(u, u.pk in taught[group.pk]) for u in units],
            "taught": sum(1 for u in units if u.pk in taught[group.pk]),
            "assessed": a["children"], "assessed_pct": round(100 * a["children"] / size) if size else None,
            "only_default": a["only_default"], "judgements": a["judgements"], "by_default": by_default,
            "default_pct": round(100 * by_default / a["judgements"]) if a["judgements"] else None,
        })  # fmt: skip
    return rows


def deep_dive(user, account) -> dict:
    return {
        "account": account,
        "strands_intent": list(Strand.objects.order_by("position", "pk")),
        "classes": _class_rows(user, account),
        "swimming": rs.swimming_year(user, account),
        **{f"school_{k}": v for k, v in rs.school_report(user, account).items()},
    }
