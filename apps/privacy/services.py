"""A child's rights and the retention the system runs (issue 24): export what is held
about one child, erase a child, and the retention job that erases children no longer in
their school's MIS and the children of schools whose membership has ended.

What a child's erasure takes is generated from the models' own declarations
(`PERSONAL`, apps/core/personal.py): every model that declares a path to a BURSTS child
(`child`) or to a home-learning child (`home_child`) loses the rows on that path; rows
that may be about several children (`shared`: a parent of two) go with the last of them.
The account's history keeps its rows but loses the erased child's name, username and
contacts' addresses. The statistics' rollups hold only counts by month and attributes,
never a child: they are left as they are, so the figures stay right (rebuilding them
from the raw events, as the demo seed does, would count only the children still held)."""

import logging
from collections import Counter
from datetime import date

from django.apps import apps
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.accounts.services import account_event_record
from apps.bursts.models import Contact, Student
from apps.core.actors import acting_system
from apps.core.models import OutboxEmail
from apps.core.personal import personal_models
from apps.licences.models import Licence
from apps.passport.models import year6_leavers_due
from apps.passport.services import copies_expire
from apps.privacy.models import DEFAULT_MONTHS, MIN_MONTHS, Erasure, Leaver, Retention, RetentionRun
from apps.privacy.selectors import ERASED, membership_end, months_before, name_pattern, naming_words
from apps.users.models import User

log = logging.getLogger(__name__)

# Keys of an audit row's detail that name the one child a row is about (the row names it
# by "student", or by "user" for a home-learning child).
SUBJECT_KEYS = ("name", "email", "username")
BATCH = 500  # children erased together by the retention job (one transaction each)

RETENTION_ACTOR = "Retention (nightly)"


def _label(model) -> str:
    return model._meta.label_lower


def _rows_on(path_attr: str, subject_model, ids: list[int]) -> dict:
    """{model: [pk...]} of every declared row on the `path_attr` path ("child" or
    "home_child") to one of these subjects; shared rows only when no other subject has them."""
    rows = {}
    for model in personal_models():
        path = getattr(model.PERSONAL, path_attr)
        if not path:
            continue
        qs = model.objects.filter(**{f"{path}__in": ids})
        if model.PERSONAL.shared:
            others = subject_model.objects.exclude(pk__in=ids).values("pk")
            qs = qs.exclude(pk__in=model.objects.filter(**{f"{path}__in": others}).values("pk"))
        pks = sorted(set(qs.values_list("pk", flat=True)))
        if pks:
            rows[model] = pks
    return rows


def _scrub_value(value, pattern):
    if isinstance(value, str):
        return pattern.sub(ERASED, value) if pattern else value
    if isinstance(value, list):
        return [_scrub_value(v, pattern) for v in value]
    if isinstance(value, dict):
        return {k: _scrub_value(v, pattern) for k, v in value.items()}
    return value


def _audit_scrub(account_ids: set[int], *, student_ids: set[int], user_ids: set[int], words: set[str]) -> int:
    """The schools' history keeps every row; rows about an erased child (by its row) lose
    the child's name, address and username, and any row naming one in its text has the
    name replaced. Returns the rows changed."""
    rows = AccountEvent.objects.filter(account_id__in=account_ids).only("pk", "detail", "actor_name")
    # The names a row about the child gave it then (a child renamed since): found in other rows too.
    about = rows.filter(detail__student__in=list(student_ids)) if student_ids else rows.none()
    for detail in about.values_list("detail", flat=True):
        words |= {str(detail.get("name") or "").strip()} - {"", ERASED} if isinstance(detail, dict) else set()
    pattern = name_pattern({w for w in words if sum(ch.isalpha() for ch in w) >= 2})
    changed = []
    for event in rows.iterator(chunk_size=2000):
        detail = event.detail if isinstance(event.detail, dict) else {}
        new = _scrub_value(detail, pattern)
        if detail.get("student") in student_ids or (detail.get("user") in user_ids and user_ids):
            new.update({key: ERASED for key in SUBJECT_KEYS if key in new})
        actor_name = _scrub_value(event.actor_name, pattern)
        if new != detail or actor_name != event.actor_name:
            event.detail, event.actor_name = new, actor_name
            changed.append(event)
    AccountEvent.objects.bulk_update(changed, ["detail", "actor_name"], batch_size=500)
    return len(changed)


def _erase(students: list[Student], home_users: list[User]) -> Counter:
    """Deletes every declared row of these children and clears the history; the counts by
    kind of row (no names). Call inside a transaction."""
    student_ids = [s.pk for s in students]
    user_ids = [u.pk for u in home_users]
    if any(not u.is_home for u in home_users):
        raise ValidationError("Only home-learning children are erased with a child.")
    accounts = {s.account_id for s in students} | {u.account_id for u in home_users if u.account_id}
    words = naming_words(students, home_users)
    rows = {}
    if student_ids:
        rows.update(_rows_on("child", Student, student_ids))
    if user_ids:
        for model, pks in _rows_on("home_child", User, user_ids).items():
            rows[model] = sorted(set(rows.get(model, [])) | set(pks))
    counts = Counter()
    # Emails about the child still waiting in the outbox (a sent one keeps no address or
    # body): to its contacts or parents, or an invite carrying one of its contacts' codes.
    about = Q(to__in={w.lower() for w in words if "@" in w})
    for uid in Contact.objects.filter(student_id__in=student_ids).values_list("uid", flat=True):
        about |= Q(body__contains=str(uid))
    waiting = OutboxEmail.objects.filter(about).exclude(status=OutboxEmail.Status.SENT)
    counts["core.outboxemail"] = waiting.delete()[0]
    # A parent's web sign-in (issue 31) goes with their Parent row, the last of their children.
    parents = [pk for model, pks in rows.items() if model._meta.label == "parents.Parent" for pk in pks]
    if parents:
        counts["parent sign-ins"] += (
            User.objects.filter(parent_profile__pk__in=parents, kind=User.Kind.PARENT).delete()[1].get("users.User", 0)
        )
    for model, pks in rows.items():
        counts[_label(model)] += len(pks)
        for start in range(0, len(pks), BATCH):
            model.objects.filter(pk__in=pks[start : start + BATCH]).delete()
    counts["history rows cleared"] = _audit_scrub(accounts, student_ids=set(student_ids), user_ids=set(user_ids),
                                                  words=words)  # fmt: skip
    return counts


def _noun(key: str) -> str:
    try:
        return apps.get_model(key).PERSONAL.label
    except (LookupError, ValueError, AttributeError):
        return key


def summary(counts: Counter | dict) -> str:
    """E.g. "BURSTS record 1, contacts 2, awards and bursts 14; history rows cleared 3"."""
    parts = [f"{_noun(key)} {n}" for key, n in counts.items() if n and key != "history rows cleared"]
    text = ", ".join(parts) or "nothing held"
    if counts.get("history rows cleared"):
        text += f"; history rows cleared {counts['history rows cleared']}"
    return text


def _actor_name(user) -> str:
    return (user.name or user.email or "") if user else ""


@transaction.atomic
def child_erase(
    *, student: Student, acting_user, home_users: list[User] = (), reason=Erasure.Reason.REQUEST
) -> Erasure:
    """Erases a BURSTS child (and the home-learning users the school says are the same
    child): record, contacts, awards and bursts, active months, a parent who has no other
    child here, the home-learning users with their bookmarks, links and sign-ins, and the
    child's name from the history. One audit row and one erasure report, with no name."""
    home_users = [u for u in home_users if u.account_id == student.account_id]
    account = student.account
    counts = _erase([student], home_users)
    erasure = Erasure.objects.create(account=account, reason=reason, actor=acting_user,
                                     actor_name=_actor_name(acting_user), children=1, counts=dict(counts))  # fmt: skip
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.CHILD_ERASED,
                         detail={"summary": summary(counts), "erasure": erasure.pk})  # fmt: skip
    return erasure


@transaction.atomic
def children_erase(*, account: Account, students: list[Student], acting_user, reason=Erasure.Reason.REQUEST,
                   run: RetentionRun | None = None) -> Erasure | None:  # fmt: skip
    """Several children of one school at once (a class deleted with its children; the
    retention job): as child_erase, one report for them all."""
    students = [s for s in students if s.account_id == account.pk]
    if not students:
        return None
    counts = _erase(students, [])
    return Erasure.objects.create(account=account, reason=reason, actor=acting_user, run=run,
                                  actor_name=_actor_name(acting_user), children=len(students),
                                  counts=dict(counts))  # fmt: skip


@transaction.atomic
def home_children_erase(*, account: Account, users: list[User], acting_user, reason=Erasure.Reason.REQUEST,
                        run: RetentionRun | None = None) -> Erasure | None:  # fmt: skip
    """Home-learning children of one school: their users and everything declared on them,
    and their names and usernames from the history."""
    users = [u for u in users if u.account_id == account.pk and u.is_home]
    if not users:
        return None
    counts = _erase([], users)
    return Erasure.objects.create(account=account, reason=reason, actor=acting_user, run=run,
                                  actor_name=_actor_name(acting_user), children=len(users),
                                  counts=dict(counts))  # fmt: skip


@transaction.atomic
def child_export_record(*, student: Student, acting_user, format: str) -> None:
    """An export of a child's data is recorded on the school's history (who, when, which
    child and in which form); erasing the child later takes the name out of it."""
    account_event_record(account=student.account, acting_user=acting_user, action=AuditKind.CHILD_EXPORTED,
                         detail={"student": student.pk, "name": student.name, "format": format})  # fmt: skip


# Retention ---------------------------------------------------------------------------


def retention_months(account: Account) -> int:
    row = Retention.objects.filter(account=account).values_list("months", flat=True).first()
    return row or DEFAULT_MONTHS


@transaction.atomic
def retention_set(*, account: Account, acting_user, months: int) -> Retention:
    retention, _ = Retention.objects.get_or_create(account=account)
    retention.months, retention.updated = months, timezone.now()
    retention.full_clean(exclude=["account"])
    retention.save()
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.RETENTION_SET,
                         detail={"months": months})  # fmt: skip
    return retention


def retention_due(account: Account, today: date) -> tuple[str, date, list[int], list[int]]:
    """(reason, cutoff, BURSTS child ids, home-learning user ids) the retention job would
    erase at this school today: every child once its membership ended before the cutoff,
    otherwise the children who left the MIS before it."""
    cutoff = months_before(today, retention_months(account))
    ended = membership_end(account, today)
    if ended is not None and ended < cutoff:
        students = list(Student.objects.filter(account=account).values_list("pk", flat=True))
        users = list(User.objects.filter(account=account, kind=User.Kind.HOME).values_list("pk", flat=True))
        return Erasure.Reason.MEMBERSHIP_ENDED, cutoff, students, users
    leavers = Leaver.objects.filter(student__account=account)
    students = list(leavers.exclude(student__year=6).filter(since__lt=cutoff).values_list("student_id", flat=True))
    # Year 6 leavers (issue 32): kept until their PE passport is received or the autumn term ends.
    students += year6_leavers_due(leavers.filter(student__year=6), today)
    return Erasure.Reason.LEFT_MIS, cutoff, students, []


def _school_rows_erase(account: Account) -> Counter:
    """Rows declared by their school only (MIS staff): erased with an ended membership."""
    counts = Counter()
    for model in personal_models():
        personal = model.PERSONAL
        if personal.school and not personal.child and not personal.home_child:
            counts[_label(model)] += (
                model.objects.filter(**{personal.school: account}).delete()[1].get(model._meta.label, 0)
            )
    return counts


def leavers_note(*, today: date) -> tuple[int, int]:
    """Notes the children of synced schools found without a class today (a child the MIS
    gave BURSTS, with no class after the syncs: no longer in the school's MIS) and forgets
    those back in a class. (noted, forgotten)."""
    back = Leaver.objects.exclude(student__group=None).delete()[1].get(Leaver._meta.label, 0)
    out = Student.objects.filter(group=None).exclude(wonde_id="").exclude(account__wonde_id="")
    new = [Leaver(student_id=pk, since=today) for pk in out.filter(leaver=None).values_list("pk", flat=True)]
    Leaver.objects.bulk_create(new, batch_size=1000, ignore_conflicts=True)
    return len(new), back


def _candidates(today: date):
    """Schools that may have something due: children who left the MIS at least the
    shortest period ago, or any children or MIS staff with no current licence."""
    from apps.sync.models import Employee

    left = Leaver.objects.filter(Q(since__lt=months_before(today, MIN_MONTHS)) | Q(student__year=6)).values(
        "student__account_id"
    )
    current = Licence.objects.filter(end_date__gte=today).values("account_id")
    held = (set(Student.objects.values_list("account_id", flat=True).distinct())
            | set(User.objects.filter(kind=User.Kind.HOME).values_list("account_id", flat=True).distinct())
            | set(Employee.objects.values_list("account_id", flat=True).distinct()))  # fmt: skip
    unlicensed = Account.objects.filter(pk__in=held).exclude(pk__in=current)
    return Account.objects.filter(pk__in=left) | unlicensed


def _school_retention(account: Account, run: RetentionRun, today: date) -> tuple[int, str | None]:
    reason, cutoff, student_ids, user_ids = retention_due(account, today)
    counts = Counter()
    children = 0
    for start in range(0, len(student_ids), BATCH):
        with transaction.atomic():
            part = list(Student.objects.filter(pk__in=student_ids[start : start + BATCH]).select_related("account"))
            counts.update(_erase(part, []))
            children += len(part)
    for start in range(0, len(user_ids), BATCH):
        with transaction.atomic():
            counts.update(_erase([], list(User.objects.filter(pk__in=user_ids[start : start + BATCH]))))
            children += len(user_ids[start : start + BATCH])
    if reason == Erasure.Reason.MEMBERSHIP_ENDED:
        with transaction.atomic():
            counts.update(_school_rows_erase(account))
    if not sum(counts.values()):
        return 0, None
    why = (f"membership ended before {cutoff:%d %b %Y}" if reason == Erasure.Reason.MEMBERSHIP_ENDED
           else f"not in the school's MIS since before {cutoff:%d %b %Y}")  # fmt: skip
    with transaction.atomic():
        Erasure.objects.create(account=account, run=run, reason=reason, children=children, counts=dict(counts))
        account_event_record(account=account, acting_user=None, action=AuditKind.RETENTION_ERASED,
                             detail={"count": children, "reason": why, "summary": summary(counts)})  # fmt: skip
    months = retention_months(account)
    return children, f"{account.name}: {children} child(ren) erased, {why} (period {months} months): {summary(counts)}."


def retention_run(*, today: date | None = None) -> RetentionRun:
    """The retention job (daily, Celery beat): each school in its own transactions, so one
    school's failure is reported and the others still run. Safe to run twice: what was
    erased is gone, and nothing else is due."""
    with acting_system(RETENTION_ACTOR):  # the actor on the audit rows it writes
        return _retention_run(today or timezone.localdate())


def _retention_run(today: date) -> RetentionRun:
    run = RetentionRun.objects.create()
    lines, errors, schools, children = [], [], 0, 0
    noted, back = leavers_note(today=today)
    copies_expire(today=today)  # the receiving schools' passport copies past the autumn term (issue 32)
    for account in _candidates(today).order_by("name", "pk").distinct():
        try:
            erased, line = _school_retention(account, run, today)
        except Exception as error:  # one school's fault must not stop the others
            log.exception("retention failed for account %s", account.pk)
            errors.append(f"{account.name}: not erased ({type(error).__name__}); the next run tries again.")
            continue
        if line:
            lines.append(line)
            schools += 1
            children += erased
    lines.insert(0, f"{children} child(ren) erased at {schools} school(s) on {today:%d %b %Y}."
                 if children else f"Nothing was due on {today:%d %b %Y}.")  # fmt: skip
    lines.insert(1, f"{noted} child(ren) newly found no longer in their school's MIS; {back} back in a class.")
    run.lines, run.errors = lines, errors
    run.counts = {"children": children, "schools": schools, "left_mis": noted, "back": back}
    run.status = RetentionRun.Status.FAILED if errors else RetentionRun.Status.DONE
    run.finished = timezone.now()
    run.save(update_fields=["lines", "errors", "counts", "status", "finished"])
    return run
