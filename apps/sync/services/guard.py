"""The sync's guard (issue 26): a sync never removes a school's people on an empty or
suspicious answer. A pass whose answer would make temporary more than a share of the
school's staff users (settings.SYNC_GUARD_SHARE, 20 %), or take more than that share of
the children in its imported classes out of their class, or that got nothing where the
school had many, or that read from another host than the school's region, stops before
making anyone temporary or taking any child out of a class: the run is held with its
reasons and the changes it did not make, and a school admin or a staff admin reviews
them on the run's report and applies them (sync_run_apply).

What a held pass still does: records that are new or changed in the answer are written
as usual (they remove nobody); a small number of people (settings.SYNC_GUARD_MIN_PEOPLE,
3) never holds a sync, so one leaver at a small school is not held."""

from django.conf import settings

from apps.sync.services import constants as c


class SyncHeld(Exception):
    """Raised by a pass's finish before it changes anyone; carries its plan."""

    def __init__(self, reasons: list[str], plan: dict):
        super().__init__("; ".join(reasons))
        self.reasons, self.plan = reasons, plan


def _share() -> float:
    return float(getattr(settings, "SYNC_GUARD_SHARE", 0.2))


def _floor() -> int:
    return int(getattr(settings, "SYNC_GUARD_MIN_PEOPLE", 3))


def percent(share: float) -> str:
    return f"{share * 100:g}"


def too_many(n: int, total: int) -> bool:
    return n > _floor() and n > _share() * max(total, 0)


def empty_where_many(seen: int, known: int) -> bool:
    return seen == 0 and known > _floor()


def staff_reasons(*, flagged: int, total: int, seen: int | None, known: int) -> list[str]:
    """seen: employees in a full pass's answer (None for an incremental pass)."""
    reasons = []
    if seen is not None and empty_where_many(seen, known):
        reasons.append(c.HELD_STAFF_EMPTY.format(known=known))
    if too_many(flagged, total):
        reasons.append(c.HELD_STAFF_SHARE.format(n=flagged, total=total, pct=round(100 * flagged / max(total, 1)),
                                                 limit=percent(_share())))  # fmt: skip
    return reasons


def children_reasons(*, leaving: int, total: int, seen: int | None, known: int) -> list[str]:
    reasons = []
    if seen is not None and empty_where_many(seen, known):
        reasons.append(c.HELD_CHILDREN_EMPTY.format(known=known))
    if too_many(leaving, total):
        reasons.append(c.HELD_CHILDREN_SHARE.format(n=leaving, total=total, pct=round(100 * leaving / max(total, 1)),
                                                    limit=percent(_share())))  # fmt: skip
    return reasons


def region_reason(*, host: str, domain: str, code: str, main_codes) -> str:
    """The host a pass reads from against the school's region as the partner gave it this
    run: another host than its region's domain, or no domain the product can read for a
    school outside the main region (it would be read from the main host, which answers
    such a school with no data)."""
    if domain and host != domain:
        return c.HELD_REGION.format(region=domain, host=host)
    if not domain and code and code not in main_codes:
        return c.HELD_REGION.format(region=f"Wonde's {code} region", host=host)
    return ""
