"""Reads of children's data rights and retention (issue 24): everything held about one
child (its export, generated from the models' `PERSONAL` declarations), the record of
processing the /privacy page shows, and a school's retention state.

A child's export starts from a child the user reached through the BURSTS scoping
selectors (apps/bursts/selectors.student_get) and the home-learning users through
users_for; the rows about that child are then read by the declared paths from it, and
its history from its school's own rows (account.events), as a related manager would."""

import contextlib
import datetime
import re
import uuid
from decimal import Decimal

from django.apps import apps
from django.db import models
from django.db.models import Max
from django.utils import timezone

from apps.access.scoping import accounts_for, licences_for, users_for
from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.bursts.models import YEAR_NAMES, Student, codelists
from apps.core.personal import personal_models
from apps.licences.models import Licence
from apps.privacy.models import DEFAULT_MONTHS, Erasure, Leaver, Retention, RetentionRun
from apps.users.models import User

ERASED = "[erased]"
RUNS_SHOWN = 30
ERASURES_SHOWN = 20


def naming_words(students: list[Student], home_users: list[User]) -> set[str]:
    """What names these children in free text: their names, usernames and their contacts'
    and parents' addresses (an invite's audit row names the contact it went to)."""
    words = set()
    for student in students:
        words.add(student.name)
        for contact in student.contacts.all():
            words.update([contact.email, contact.name])
            if contact.parent_id:
                words.update([contact.parent.email])
    for user in home_users:
        words.update([user.name, user.username or "", user.email or ""])
    return {w.strip() for w in words if w and sum(ch.isalpha() for ch in w) >= 2}


def name_pattern(words: set[str]):
    if not words:
        return None
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)


def months_before(day: datetime.date, months: int) -> datetime.date:
    """The same day `months` earlier (the month's last day when it has fewer days)."""
    total = day.year * 12 + day.month - 1 - months
    year, month = divmod(total, 12)
    month += 1
    for last in (31, 30, 29, 28):
        try:
            return day.replace(year=year, month=month, day=min(day.day, last))
        except ValueError:
            continue
    raise ValueError(day)


def membership_end(account: Account, today: datetime.date, licences=None) -> datetime.date | None:
    """The day the school's membership ended (its last licence's end, its trust's
    included), or None while it has a current or future licence or never had one.
    `licences`: a user's scoped licences (a page); the retention job reads them all."""
    ids = [account.pk] + ([account.parent_school_id] if account.parent_school_id else [])
    base = Licence.objects.all() if licences is None else licences
    last = base.filter(account_id__in=ids).aggregate(last=Max("end_date"))["last"]
    return last if last is not None and last < today else None


def _plain(value):
    if isinstance(value, datetime.datetime):
        return timezone.localtime(value).isoformat() if timezone.is_aware(value) else value.isoformat()
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, uuid.UUID | Decimal):
        return str(value)
    return value


def _fields(model) -> list[models.Field]:
    """What an export shows of a row: every stored field but links to other rows and secrets."""
    secret = set(model.PERSONAL.secret)
    return [f for f in model._meta.concrete_fields if not f.is_relation and f.name not in secret]


def _row(obj) -> dict:
    return {field.name: _plain(getattr(obj, field.attname)) for field in _fields(type(obj))}


def home_matches(user, student: Student) -> list[User]:
    """The school's home-learning users with the child's name: the school says which of
    them (if any) is the same child; nothing links the two records."""
    return list(
        users_for(user)
        .filter(account=student.account_id, kind=User.Kind.HOME)
        .filter(first_name__iexact=student.first_name.strip(), last_name__iexact=student.last_name.strip())
        .order_by("username")
    )


def chosen_home_users(user, student: Student, ids) -> list[User]:
    wanted = {int(i) for i in ids if str(i).isdigit()}
    return [u for u in home_matches(user, student) if u.pk in wanted]


def _sections(path_attr: str, ids: list[int]) -> list[dict]:
    sections = []
    for model in personal_models():
        path = getattr(model.PERSONAL, path_attr)
        if not path or not ids:
            continue
        rows = model.objects.filter(**{f"{path}__in": ids}).distinct().order_by("pk")
        sections.append({
            "model": model._meta.label_lower,
            "about": model.PERSONAL.whose,
            "why": model.PERSONAL.why,
            "kept": model.PERSONAL.kept,
            "columns": [str(f.verbose_name) for f in _fields(model)],
            "rows": [_row(obj) for obj in rows],
        })  # fmt: skip
    return sections


def _history(student: Student, home_users: list[User]) -> list[dict]:
    """The school's history rows about the child: by its row, naming it in their text, or
    the imports of its class from the MIS."""
    pattern = name_pattern(naming_words([student], home_users))
    user_ids = {u.pk for u in home_users}
    group = student.group
    rows = []
    for event in student.account.events.select_related("actor").order_by("created", "pk"):
        detail = event.detail if isinstance(event.detail, dict) else {}
        about = detail.get("student") == student.pk or (user_ids and detail.get("user") in user_ids)
        # The import of the child's class from the MIS (the child came in with it).
        about = about or (group is not None and event.action == AuditKind.SYNC_CLASS_IMPORTED
                          and detail.get("name") == group.name)  # fmt: skip
        if about or (pattern and any(pattern.search(str(v)) for v in detail.values())):
            label = AuditKind(event.action).label if event.action in AuditKind.values else event.action
            with contextlib.suppress(KeyError, IndexError, ValueError):
                label = label.format(**detail)
            rows.append({"when": _plain(event.created), "who": event.actor_label, "what": label, "detail": detail})
    return rows


def held_sections(student: Student, home_users: list[User]) -> list[dict]:
    """Every declared row about the child and the chosen home-learning users, by model."""
    return _sections("child", [student.pk]) + _sections("home_child", [u.pk for u in home_users])


def child_record(student: Student, home_users: list[User], *, exported_by) -> dict:
    """Everything held about one child, as its export gives it (JSON, and the document)."""
    group = student.group
    return {
        "exported": _plain(timezone.now()),
        "exportedBy": exported_by.name or exported_by.email,
        "school": {"name": student.account.name, "urn": student.account.urn},
        "child": {
            "name": student.name,
            "code": student.code,
            "class": group.name if group else None,
            "source": "The school's MIS" if student.wonde_id else "Added by the school",
        },  # fmt: skip
        "held": held_sections(student, home_users),
        "history": _history(student, home_users),
    }


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def held_counts(student: Student, home_users: list[User]) -> list[tuple[str, int]]:
    """What an erasure of this child would take, by kind of row (the data page's list)."""
    return [(_capital(apps.get_model(s["model"]).PERSONAL.label), len(s["rows"]))
            for s in held_sections(student, home_users) if s["rows"]]  # fmt: skip


# Field names as a school reads them (the document, the privacy page); others by their own name.
FIELD_LABELS = {"dob": "Date of birth", "sen": "SEN", "eal": "English as an additional language",
                "pp_indicator": "Pupil premium indicator", "pp_eligible": "Pupil premium eligible",
                "wonde_id": "MIS id", "uid": "Reference", "code": "Unique code", "extra": "Details",
                "adventure_levels": "FMS levels by adventure", "total_seconds": "Active seconds",
                "last_visited": "Last page visited", "key_hash": "Key (hashed)", "home_group": "Class",
                "actor_name": "Who", "detail": "What and whom", "period": "Month or year",
                "lines": "Report lines", "schools": "Schools ordered for"}  # fmt: skip


def field_label(model, name: str) -> str:
    if name in FIELD_LABELS:
        return FIELD_LABELS[name]
    return _capital(str(model._meta.get_field(name).verbose_name))


def _display(model, name, value) -> str:
    """One stored value as a person reads it: choices by their label, codes by their name,
    dates in words, yes and no."""
    if value is None or value == "" or value == [] or value == {}:
        return "-"
    field = model._meta.get_field(name)
    if field.choices:
        return str(dict(field.flatchoices).get(value, value))
    if name == "year" and model is Student:
        return dict(YEAR_NAMES).get(value, str(value))
    if name == "ethnicity":
        return codelists.ethnicity_label(value) or value
    if name == "nationality":
        return codelists.nationality_label(value) or value
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(field, models.DateTimeField):
        parsed = datetime.datetime.fromisoformat(value)
        return timezone.localtime(parsed).strftime("%-d %b %Y %H:%M") if timezone.is_aware(parsed) else value
    if isinstance(field, models.DateField):
        return datetime.date.fromisoformat(value).strftime("%-d %b %Y")
    if isinstance(value, list):
        return ", ".join(map(str, value))
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)


def child_document(record: dict) -> dict:
    """The export as a readable document: each kind of row held, each row as its fields'
    labels and values; the kinds with nothing held named at the end."""
    held, none = [], []
    for section in record["held"]:
        model = apps.get_model(section["model"])
        if not section["rows"]:
            none.append(model.PERSONAL.label)
            continue
        rows = [[(field_label(model, k), _display(model, k, v)) for k, v in row.items() if k != "id"]
                for row in section["rows"]]  # fmt: skip
        held.append({**section, "label": _capital(model.PERSONAL.label), "rows": rows})
    history = [{**row, "when": _display(AccountEvent, "created", row["when"])} for row in record["history"]]
    exported = datetime.datetime.fromisoformat(record["exported"])
    return {**record, "held": held, "none": none, "history": history,
            "exported": timezone.localtime(exported).strftime("%-d %B %Y at %H:%M")}  # fmt: skip


# The record of processing (/privacy) ---------------------------------------------------


def processing_record() -> list[dict]:
    """What is held, why and for how long: one entry per model that declares it."""
    entries = []
    for model in personal_models():
        personal = model.PERSONAL
        names = [field_label(model, f) for f in personal.fields]
        entries.append({"whose": personal.whose, "fields": names, "why": personal.why, "kept": personal.kept,
                        "model": model._meta.label_lower})  # fmt: skip
    return entries


# A school's retention ------------------------------------------------------------------


def school_retention(user, account, today: datetime.date | None = None) -> dict:
    """The school's period, when its membership ended, what is due and when, and its
    latest erasures (the account reached through accounts_for by the caller)."""
    today = today or timezone.localdate()
    scoped = accounts_for(user).filter(pk=account.pk)
    retention = Retention.objects.filter(account__in=scoped).first()
    months = retention.months if retention else DEFAULT_MONTHS
    cutoff = months_before(today, months)
    leavers = Leaver.objects.filter(student__account__in=scoped).select_related("student").order_by("since", "pk")
    due = [(leaver.student, _add_months(leaver.since, months)) for leaver in leavers[:200]]
    return {
        "months": months,
        "default": DEFAULT_MONTHS,
        "cutoff": cutoff,
        "ended": membership_end(account, today, licences=licences_for(user)),
        "leavers": due,
        "leaver_count": leavers.count(),
        "erasures": list(Erasure.objects.filter(account__in=scoped)[:ERASURES_SHOWN]),
    }


def _add_months(day: datetime.date, months: int) -> datetime.date:
    return months_before(day, -months)


def retention_runs(user) -> list[RetentionRun]:
    from apps.access import rules

    if not rules.can_read_retention_runs(user):
        return []
    return list(RetentionRun.objects.all()[:RUNS_SHOWN])


def recent_erasures(user, limit=50) -> list[Erasure]:
    return list(Erasure.objects.filter(account__in=accounts_for(user)).select_related("account")[:limit])
