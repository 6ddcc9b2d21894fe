"""Assessment reports (issue 30): a child's, a class's by strand, a cohort's (year group) and
the whole school's with splits by gender, pupil premium, SEN and EAL, and the subject
leader's deep dive.

Who reads what: a child's and a class's report, whoever reads the class (selectors.
assess_group: teachers their connected classes, the school's admins and PE lead every
class); the cohort, school and deep-dive reports, the school's admins and PE lead; internal
staff a school's figures only (no child's name or row, through `staff_school`).

Every figure tells observed judgements from 'by default' ones, and every figure about a group
of children is hidden when the group has fewer than 5 children (MIN_GROUP), with a second
figure hidden beside it when one hidden figure could be worked out from the total and the
others, so no child can be singled out. The figures read the attainment rollup (each child's
current level per outcome) in a fixed number of aggregate queries whatever the school's size.
"""

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Count, Exists, OuterRef, Q
from django.http import Http404

from apps.access import rules
from apps.access.scoping import account_for, students_for
from apps.assessment.models import Attainment
from apps.assessment.selectors import assess_groups, can_assess, reads_whole_school
from apps.bursts.models import Group, Student
from apps.content.models import Strand, Unit

MIN_GROUP = 5
HIDDEN = "fewer than 5 children"

# The splits the MIS gives each child: (key, title, [(value, label)]). Pupil premium is the
# eligibility (free school meals in the last six years or the indicator), as BURSTS reports it.
SPLITS = [
    ("gender", "Gender", [("FEMALE", "Girls"), ("MALE", "Boys"), ("", "Not recorded")]),
    ("pp", "Pupil premium", [(True, "Pupil premium"), (False, "Not pupil premium")]),
    ("sen", "SEN", [(True, "SEN support or EHCP"), (False, "No SEN")]),
    ("eal", "EAL", [(True, "EAL"), (False, "Not EAL")]),
]
DIMS = {"year": "student__year", "gender": "student__gender", "pp": "student__pp_eligible",
        "sen": "student__sen", "eal": "student__eal", "group": "student__group_id"}  # fmt: skip


SWIMMING = "swimming"  # the swimming scale's judgements are reported apart (met or not yet)


def attainment_for(user):
    """The current levels on the school's own scale the user reaches (swimming's apart)."""
    return Attainment.objects.for_user(user).exclude(level__scale__preset=SWIMMING)


def reads_school(user) -> bool:
    """The cohort, school and deep-dive reports: the school's admins and PE lead."""
    return can_assess(user) and reads_whole_school(user)


# Figures ------------------------------------------------------------------------------------


@dataclass
class Figure:
    """Judgements (each child's current level per outcome) of a set of children: how many
    meet the expectation, observed and by default apart."""

    children: int = 0
    judgements: int = 0
    meets: int = 0
    observed: int = 0
    observed_meets: int = 0
    hidden: bool = False

    @property
    def by_default(self) -> int:
        return self.judgements - self.observed

    @property
    def default_meets(self) -> int:
        return self.meets - self.observed_meets

    @staticmethod
    def _pct(part, whole):
        return round(100 * part / whole) if whole else None

    @property
    def meets_pct(self):
        return self._pct(self.meets, self.judgements)

    @property
    def observed_pct(self):
        """The share of the judgements a teacher made by a tap (the rest: by default)."""
        return self._pct(self.observed, self.judgements)

    @property
    def observed_meets_pct(self):
        return self._pct(self.observed_meets, self.observed)

    def add(self, row: dict):
        self.judgements += row["cells"]
        if row["meets"]:
            self.meets += row["cells"]
        if row["observed"]:
            self.observed += row["cells"]
            if row["meets"]:
                self.observed_meets += row["cells"]

    def out(self) -> dict:
        """The API's shape: no figure at all when hidden."""
        if self.hidden:
            return {"hidden": True, "note": HIDDEN}
        return {"hidden": False, "children": self.children, "judgements": self.judgements,
                "meetsPct": self.meets_pct, "observed": self.observed, "observedMeetsPct": self.observed_meets_pct,
                "byDefault": self.by_default}  # fmt: skip


@dataclass
class Gap:
    """The difference between two groups' shares meeting the expectation, in points: all
    judgements, and the observed ones alone."""

    first: str
    second: str
    points: int | None
    observed_points: int | None
    hidden: bool

    def out(self) -> dict:
        if self.hidden:
            return {"between": [self.first, self.second], "hidden": True, "note": HIDDEN}
        return {"between": [self.first, self.second], "hidden": False, "points": self.points,
                "observedPoints": self.observed_points}  # fmt: skip


@dataclass
class Split:
    key: str
    title: str
    rows: list = field(default_factory=list)  # (label, Figure)
    gap: Gap | None = None


def _match(dims: dict, key: str, value) -> bool:
    if key == "sen":
        return bool(dims["sen"]) == value
    if key == "gender":
        return (dims["gender"] or "") == value
    return dims[key] == value


def suppress(sizes: dict, rows: list, cols: list) -> set:
    """The cells of a table of group sizes ({(row, col): children}) to hide: every group of
    1 to 4 children, then, until nothing changes, a second cell in any row or column where
    one hidden cell could be worked out from the row's or column's total (the smallest
    other group with children)."""
    hidden = {k for k, n in sizes.items() if 0 < n < MIN_GROUP}
    changed = True
    while changed:
        changed = False
        lines = [[(r, c) for c in cols] for r in rows] + [[(r, c) for r in rows] for c in cols]
        for line in lines:
            shown = [k for k in line if sizes.get(k, 0) > 0 and k not in hidden]
            if sum(1 for k in line if k in hidden) == 1 and shown:
                hidden.add(min(shown, key=lambda k: sizes[k]))
                changed = True
    return hidden


class Cube:
    """A school's (or a cohort's) current attainment summed by the children's year, class,
    gender, pupil premium, SEN and EAL, the outcome's strand, observed and meets: two
    aggregate queries (and one for the strands' sizes) whatever the number of children."""

    def __init__(self, user, students):
        keys = list(DIMS.values())
        attainment = attainment_for(user)
        rows = (
            attainment.filter(student__in=students)
            .values(*keys, "outcome__strand_id", "observed", "level__meets")
            .annotate(cells=Count("id"))
            .order_by()
        )
        self.rows = [self._dims(r) | {"strand": r["outcome__strand_id"], "observed": r["observed"],
                                      "meets": r["level__meets"], "cells": r["cells"]} for r in rows]  # fmt: skip
        assessed = Exists(attainment.filter(student=OuterRef("pk")))
        sizes = students.filter(assessed).values(*[v.split("__", 1)[1] for v in keys]).annotate(n=Count("id"))
        self.sizes = [{**self._dims({f"student__{k}": v for k, v in s.items()}), "n": s["n"]} for s in sizes]
        strand_sizes = (
            attainment.filter(student__in=students)
            .values("outcome__strand_id")
            .annotate(n=Count("student", distinct=True))
            .order_by()
        )
        self.strand_sizes = {r["outcome__strand_id"]: r["n"] for r in strand_sizes}

    @staticmethod
    def _dims(r: dict) -> dict:
        return {k: r[v] for k, v in DIMS.items()}

    def figure(self, **where) -> Figure:
        """The figure of the children matching every where (key=value: year=5, pp=True...)."""
        fig = Figure()
        for row in self.rows:
            if all(_match(row, k, v) for k, v in where.items() if k != "strand") and (
                "strand" not in where or row["strand"] == where["strand"]
            ):
                fig.add(row)
        if "strand" in where:
            fig.children = self.strand_sizes.get(where["strand"], 0)
        else:
            fig.children = sum(s["n"] for s in self.sizes if all(_match(s, k, v) for k, v in where.items()))
        return fig

    def total(self, **where) -> Figure:
        fig = self.figure(**where)
        fig.hidden = 0 < fig.children < MIN_GROUP
        return fig

    def splits(self, **where) -> list[Split]:
        """Each split of these children, small groups hidden, the gap between its first two
        groups (girls and boys; with and without pupil premium, SEN, EAL)."""
        out = []
        for key, title, values in SPLITS:
            figures = {label: self.figure(**where, **{key: value}) for value, label in values}
            if not figures.get("Not recorded", Figure()).children:
                figures.pop("Not recorded", None)
            hidden = suppress({(0, label): f.children for label, f in figures.items()}, [0], list(figures))
            for label, fig in figures.items():
                fig.hidden = (0, label) in hidden
            first, second = values[0][1], values[1][1]
            a, b = figures[first], figures[second]
            gap_hidden = a.hidden or b.hidden or not (a.judgements and b.judgements)
            gap = Gap(first, second,
                      None if gap_hidden else a.meets_pct - b.meets_pct,
                      None if gap_hidden or not (a.observed and b.observed)
                      else a.observed_meets_pct - b.observed_meets_pct,
                      gap_hidden)  # fmt: skip
            out.append(Split(key, title, list(figures.items()), gap))
        return out

    def by(self, key: str, values: list, **where) -> dict:
        """{value: Figure} for each year (or class) in values, small ones hidden (and a second
        one beside a lone hidden one)."""
        figures = {v: self.figure(**where, **{key: v}) for v in values}
        hidden = suppress({(v, 0): f.children for v, f in figures.items()}, list(figures), [0])
        for v, fig in figures.items():
            fig.hidden = (v, 0) in hidden
        return figures

    def year_splits(self, years: list) -> list[dict]:
        """Each year by each split's groups: a two-way table, hidden cell by cell (a year's
        small group, and a second cell wherever one could be worked out from a total)."""
        table = []
        for key, title, values in SPLITS:
            labels = [label for _, label in values]
            cells = {(y, label): self.figure(year=y, **{key: value}) for y in years for value, label in values}
            if not any(cells[(y, "Not recorded")].children for y in years if (y, "Not recorded") in cells):
                labels = [lb for lb in labels if lb != "Not recorded"]
            hidden = suppress({k: f.children for k, f in cells.items() if k[1] in labels}, years, labels)
            rows = []
            for y in years:
                row = []
                for label in labels:
                    fig = cells[(y, label)]
                    fig.hidden = (y, label) in hidden
                    row.append(fig)
                rows.append((y, row))
            table.append({"key": key, "title": title, "labels": labels, "rows": rows})
        return table

    def strands(self, **where) -> list[tuple]:
        ids = sorted({r["strand"] for r in self.rows})
        strands = Strand.objects.in_bulk(ids)
        out = []
        for strand in sorted(strands.values(), key=lambda s: (s.position, s.pk)):
            fig = self.figure(**where, strand=strand.pk)
            fig.hidden = 0 < fig.children < MIN_GROUP
            out.append((strand, fig))
        return out

    def years(self) -> list[int]:
        return sorted({s["year"] for s in self.sizes})


# The reports ---------------------------------------------------------------------------------


def school_children(user, account_id):
    """The school's children the user reaches (the access layer's scope), for the figures."""
    return students_for(user).filter(account_id=account_id)


def staff_school(user, account_id):
    """A school for internal staff's figures-only report (404 for a school not theirs to see)."""
    if not rules.is_staff(user):
        raise Http404
    return account_for(user, account_id)


def school_report(user, account) -> dict:
    cube = Cube(user, school_children(user, account.pk))
    years = cube.years()
    return {
        "account": account,
        "total": cube.total(),
        "splits": cube.splits(),
        "years": list(cube.by("year", years).items()),
        "year_splits": cube.year_splits(years),
        "strands": cube.strands(),
    }


def cohort_report(user, account, year: int, *, with_classes: bool = True) -> dict:
    children = school_children(user, account.pk).filter(year=year)
    cube = Cube(user, children)
    report = {"account": account, "year": year, "total": cube.total(year=year), "splits": cube.splits(year=year),
              "strands": cube.strands(year=year), "classes": []}  # fmt: skip
    if with_classes:
        ids = sorted({s["group"] for s in cube.sizes if s["group"]})
        groups = {g.pk: g for g in Group.objects.for_user(user).filter(pk__in=ids)}
        figures = cube.by("group", [i for i in ids if i in groups], year=year)
        report["classes"] = sorted(((groups[i], f) for i, f in figures.items()), key=lambda p: p[0].name)
    return report


def school_years(user, account_id) -> list[int]:
    """The years with children assessed, for the cohort links."""
    assessed = Exists(attainment_for(user).filter(student=OuterRef("pk")))
    years = school_children(user, account_id).filter(assessed).values_list("year", flat=True).distinct()
    return sorted(set(years))


def report_child(user, student_id) -> Student:
    """A child whose class the user reads (404 otherwise)."""
    try:
        return (
            students_for(user)
            .filter(group__in=assess_groups(user).values("pk"))
            .select_related("group", "account")
            .get(pk=int(student_id))
        )
    except (Student.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def child_report(user, child: Student) -> dict:
    """A child's current level on every outcome assessed, by strand and by unit: one query."""
    rows = list(
        Attainment.objects.for_user(user)
        .filter(student=child)
        .select_related("level__scale", "outcome__strand", "outcome__unit__year")
        .order_by("outcome__unit__year__number", "outcome__unit__number", "outcome__unit__letter", "outcome__order")
    )
    strands, units, swimming = {}, {}, []
    for a in rows:
        if a.level.scale.preset == SWIMMING:
            swimming.append(a)
            continue
        fig = strands.setdefault(a.outcome.strand, Figure(children=1))
        fig.add({"cells": 1, "meets": a.level.meets, "observed": a.observed})
        units.setdefault(a.outcome.unit, []).append(a)
    ordered = sorted(strands.items(), key=lambda p: (p[0].position, p[0].pk))
    return {"child": child, "strands": ordered, "units": list(units.items()), "swimming": swimming,
            "count": len(rows) - len(swimming)}  # fmt: skip


def class_strands(user, group: Group) -> dict:
    """Each child of the class by strand (how many of their outcomes meet the expectation,
    how many observed), and the class's figure per strand: three queries."""
    from apps.assessment.selectors import class_children

    children = list(class_children(user, group))
    rows = (
        attainment_for(user)
        .filter(student__in=[c.pk for c in children])
        .values("student_id", "outcome__strand_id", "observed", "level__meets")
        .annotate(cells=Count("id"))
        .order_by()
    )
    per_child, per_strand, seen = defaultdict(Figure), defaultdict(Figure), defaultdict(set)
    for r in rows:
        row = {"cells": r["cells"], "meets": r["level__meets"], "observed": r["observed"]}
        per_child[(r["student_id"], r["outcome__strand_id"])].add(row)
        per_strand[r["outcome__strand_id"]].add(row)
        seen[r["outcome__strand_id"]].add(r["student_id"])
    strands = sorted(Strand.objects.filter(pk__in=list(per_strand)), key=lambda s: (s.position, s.pk))
    for strand in strands:
        per_strand[strand.pk].children = len(seen[strand.pk])
    grid = [{"student": c, "cells": [per_child.get((c.pk, s.pk)) for s in strands]} for c in children]
    totals = [per_strand[s.pk] for s in strands]
    return {"children": children, "strands": strands, "grid": grid, "totals": totals}


def class_year(user, group: Group) -> int | None:
    """A class's year: its children's most common year."""
    years = students_for(user).filter(group=group).values("year").annotate(n=Count("id")).order_by("-n", "year")
    first = years.first()
    return first["year"] if first else None


def class_unit_levels(user, group: Group) -> list[dict]:
    """Every current level of the class's children, for the export: one query."""
    from apps.assessment.selectors import class_children

    rows = (
        Attainment.objects.for_user(user)
        .filter(student__in=class_children(user, group))
        .select_related("student", "level", "outcome__strand", "outcome__unit")
        .order_by("student__last_name", "student__first_name", "outcome__unit__number", "outcome__order")
    )
    return list(rows)


def units_in_plan(year: int) -> list[Unit]:
    return list(Unit.objects.filter(programme__slug="pe", year__number=year).order_by("number", "letter"))


# The API's shapes ---------------------------------------------------------------------------


def _splits_out(splits) -> list[dict]:
    return [{"key": s.key, "title": s.title, "groups": [{"label": label, "figure": f.out()} for label, f in s.rows],
             "gap": s.gap.out()} for s in splits]  # fmt: skip


def _strands_out(strands) -> list[dict]:
    return [{"slug": s.slug, "title": s.title, "figure": f.out()} for s, f in strands]


def school_report_out(report) -> dict:
    return {
        "accountId": report["account"].pk,
        "school": report["account"].name,
        "total": report["total"].out(),
        "splits": _splits_out(report["splits"]),
        "years": [{"year": y, "figure": f.out()} for y, f in report["years"]],
        "strands": _strands_out(report["strands"]),
    }


def cohort_report_out(report) -> dict:
    return {
        "year": report["year"],
        "total": report["total"].out(),
        "splits": _splits_out(report["splits"]),
        "strands": _strands_out(report["strands"]),
        "classes": [{"id": g.pk, "name": g.name, "figure": f.out()} for g, f in report["classes"]],
    }


def child_report_out(report) -> dict:
    child = report["child"]
    return {
        "child": {"id": child.pk, "name": child.name},
        "strands": [
            {
                "slug": s.slug,
                "title": s.title,
                "judgements": f.judgements,
                "meets": f.meets,
                "observed": f.observed,
                "byDefault": f.by_default,
            }
            for s, f in report["strands"]
        ],  # fmt: skip
        "units": [
            {
                "id": unit.pk if unit else None,
                "title": unit.display_title if unit else "",
                "outcomes": [
                    {
                        "outcomeId": a.outcome_id,
                        "text": a.outcome.text,
                        "strand": a.outcome.strand.slug,
                        "level": a.level.label,
                        "meets": a.level.meets,
                        "observed": a.observed,
                        "recordedAt": a.recorded_at,
                    }
                    for a in rows
                ],  # fmt: skip
            }
            for unit, rows in report["units"]
        ],
    }


def class_strands_out(group, report) -> dict:
    def cell(c):
        return {"judgements": c.judgements, "meets": c.meets, "observed": c.observed} if c else None

    return {
        "groupId": group.pk,
        "groupName": group.name,
        "strands": [{"slug": s.slug, "title": s.title} for s in report["strands"]],
        "rows": [
            {"child": {"id": r["student"].pk, "name": r["student"].name}, "cells": [cell(c) for c in r["cells"]]}
            for r in report["grid"]
        ],  # fmt: skip
        "totals": [f.out() for f in report["totals"]],
    }


def swimming_year(user, account, year: int = 6) -> dict:
    """Swimming by the end of Year 6: how many of the year's children have met each outcome
    recorded on the swimming scale (hidden below 5 children). Two queries."""
    children = school_children(user, account.pk).filter(year=year)
    size = children.count()
    rows = (
        Attainment.objects.for_user(user)
        .filter(student__in=children, level__scale__preset=SWIMMING)
        .values("outcome_id", "outcome__text", "outcome__order")
        .annotate(recorded=Count("id"), met=Count("id", filter=Q(level__meets=True)))
        .order_by("outcome__order", "outcome_id")
    )
    hidden = 0 < size < MIN_GROUP
    outcomes = [{"text": r["outcome__text"], "met": r["met"], "recorded": r["recorded"],
                 "pct": round(100 * r["met"] / size) if size else None} for r in rows]  # fmt: skip
    return {"year": year, "children": size, "hidden": hidden, "outcomes": [] if hidden else outcomes}
