"""Per-school scoping: every query of school data a page or API call makes starts here.
Staff see every school; a school user sees their own account (a trust's admin also its
child schools); a home user only themself; nobody sees another school's rows. Children,
their classes, contacts and events go down to the class (see below).

Each selector marks its queryset's query with the rule that scoped it (`access_scope`,
kept through filter/order/slice because Query.clone copies it); the route walker test
(tests/test_scoped_routes.py) fails for any page or call that reads school data from a
queryset without that mark."""

from django.db.models import Q, QuerySet
from django.http import Http404
from django.utils import timezone

from apps.access import rules
from apps.accounts.models import Account, AccountEvent
from apps.assessment.models import Attainment, Evidence, Judgement
from apps.bursts.models import ChildRead, Contact, Event, Group, Student
from apps.core.scoping import register
from apps.licences.models import Licence
from apps.myaccount.models import PurchaseOrder, Referral, TrainingItem
from apps.parents.models import Parent
from apps.passport.models import PassportOpening, PassportShare, ReceivingSchool
from apps.sync.models import Employee, SyncRun
from apps.users.models import User


def _mark(qs: QuerySet, scope: str) -> QuerySet:
    qs.query.access_scope = scope
    return qs


def scope_of(qs: QuerySet) -> str | None:
    return getattr(qs.query, "access_scope", None)


def _school_ids(user) -> Q:
    """The accounts a school user reaches: their own, and a trust admin's child schools."""
    if rules.is_account_admin(user):
        return Q(pk=user.account_id) | Q(parent_school_id=user.account_id)
    return Q(pk=user.account_id)


def accounts_for(user) -> QuerySet[Account]:
    if rules.is_staff(user):
        return _mark(Account.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(Account.objects.filter(_school_ids(user)), "school")
    return _mark(Account.objects.none(), "none")


def account_for(user, account_id) -> Account:
    """One account the user may reach (404 otherwise: another school's id reveals nothing)."""
    try:
        return accounts_for(user).get(pk=int(account_id))
    except (Account.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def users_for(user) -> QuerySet[User]:
    """Users: staff all; a school user those of the accounts they reach; a home user themself."""
    if rules.is_staff(user):
        return _mark(User.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(User.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    if rules.is_signed_in(user):
        return _mark(User.objects.filter(pk=user.pk), "self")
    return _mark(User.objects.none(), "none")


def licences_for(user) -> QuerySet[Licence]:
    """Licences of the accounts a user reaches, and of their trust (inherited licences)."""
    if rules.is_staff(user):
        return _mark(Licence.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        reach = accounts_for(user)
        trusts = reach.exclude(parent_school_id=None).values("parent_school_id")
        return _mark(Licence.objects.filter(Q(account__in=reach.values("pk")) | Q(account__in=trusts)), "school")
    return _mark(Licence.objects.none(), "none")


def account_events_for(user) -> QuerySet[AccountEvent]:
    """The audit history: staff only (school users have no page that shows it)."""
    if rules.is_staff(user):
        return _mark(AccountEvent.objects.all(), "staff")
    return _mark(AccountEvent.objects.none(), "none")


def parents_for(user) -> QuerySet[Parent]:
    """Parents of the home app: super staff only (spec 1 §6: parent results only for super staff)."""
    if rules.is_super_staff(user):
        return _mark(Parent.objects.all(), "staff")
    return _mark(Parent.objects.none(), "none")


# Children's data by class (issue 23) ------------------------------------------------------
# Group, Student, Contact and Event querysets have `for_user(user, action)` (apps/core/scoping,
# registered in apps/access/apps.py): the rules are here. Staff: view and export every
# school's (their pages need it, as before), change and delete staff admins. A school's
# admins, PE lead and BURSTS lead: the whole school (a trust's admin its child schools too);
# a teacher: the classes they are connected to (Group.teachers) and those classes'
# children, contacts and events, to view and change, never to delete or export; temporary
# users, home-learning users and anyone else: nothing.

# For each model, the path from a row to its school and to its class.
_PATHS = {
    Group: ("account", "pk"),
    Student: ("account", "group"),
    Contact: ("student__account", "student__group"),
    Event: ("account", "student__group"),
    Judgement: ("account", "student__group"),  # assessment (issue 30)
    Attainment: ("account", "student__group"),
    Evidence: ("account", "group"),  # by the class it was taken in
}


def teacher_group_ids(user) -> QuerySet:
    """The ids of the classes a user is connected to, as a subquery."""
    return Group.teachers.through.objects.filter(user_id=user.pk).values("group_id")


def _class_rule(qs: QuerySet, user, action: str) -> QuerySet:
    school, group = _PATHS[qs.model]
    if rules.is_parent(user):
        return _parent_rule(qs, user, action)
    if rules.is_staff(user):
        if action in ("view", "export") or rules.is_staff_admin(user):
            return _mark(qs, "staff")
        return _mark(qs.none(), "none")
    if not (rules.is_school_user(user) and user.account_id) or rules.is_temporary_user(user):
        return _mark(qs.none(), "none")
    in_reach = qs.filter(**{f"{school}__in": accounts_for(user).values("pk")})
    if rules.sees_whole_school(user):
        return _mark(in_reach, "school")
    if action in ("view", "change"):
        return _mark(in_reach.filter(**{f"{group}__in": teacher_group_ids(user)}), "class")
    return _mark(qs.none(), "none")


def _child_reads_rule(qs: QuerySet, user, action: str) -> QuerySet:
    """The record of reads of children's data: the school's admins (leads are admins) and
    staff admins read it; nobody changes or deletes it."""
    if action not in ("view", "export"):
        return _mark(qs.none(), "none")
    if rules.is_staff_admin(user):
        return _mark(qs, "staff")
    if rules.is_account_admin(user) and not rules.is_temporary_user(user) and user.account_id:
        return _mark(qs.filter(account__in=accounts_for(user).values("pk")), "school")
    return _mark(qs.none(), "none")


def _evidence_rule(qs: QuerySet, user, action: str) -> QuerySet:
    """Assessment evidence (photos and videos of children): the class rule, but internal
    staff see none (school-level figures only), and a class's teachers may delete what they
    may change (a photo taken by mistake must go at once)."""
    if rules.is_staff(user):
        return _mark(qs.none(), "none")
    if rules.is_parent(user):
        return _parent_evidence_rule(qs, user, action)
    return _class_rule(qs, user, "change" if action == "delete" else action)


# A parent signed in on the web (issue 31): their own children, to view, and nothing else.
# A child counts while the parent's MIS contact is linked on the web, still has parental
# responsibility and is named in no court order, at a school that has switched the parents'
# page on: a flag set by the next sync, or the switch turned off, takes the child away at once.
_PARENT_PATHS = {Student: "pk", Event: "student", Judgement: "student", Attainment: "student"}


def parent_children_ids(user) -> QuerySet:
    """The ids of a web parent's own children, as a subquery."""
    return Contact.objects.filter(
        parent__user_id=user.pk, kind=Contact.Kind.PARENT, web_linked__isnull=False,
        parental_responsibility=True, court_order=False, student__account__parent_view__enabled=True,
    ).values("student_id")  # fmt: skip


def _parent_rule(qs: QuerySet, user, action: str) -> QuerySet:
    if action != "view":
        return _mark(qs.none(), "none")
    if qs.model is Contact:  # their own contact rows (their links), never another carer's
        return _mark(qs.filter(parent__user_id=user.pk, kind=Contact.Kind.PARENT), "parent")
    path = _PARENT_PATHS.get(qs.model)
    if path is None:  # classes: a parent reads no class, only their child
        return _mark(qs.none(), "none")
    return _mark(qs.filter(**{f"{path}__in": parent_children_ids(user)}), "parent")


def _parent_evidence_rule(qs: QuerySet, user, action: str) -> QuerySet:
    """Only what a teacher shared with parents, not yet past its keep_until, showing the
    parent's own children and no other child, each with photo consent still recorded."""
    if action != "view":
        return _mark(qs.none(), "none")
    through, own = Evidence.students.through.objects, parent_children_ids(user)
    theirs = through.filter(student_id__in=own).values("evidence_id")
    others = through.filter(evidence_id__in=theirs).exclude(student_id__in=own).values("evidence_id")
    no_consent = through.filter(evidence_id__in=theirs, student__photo_consent=False).values("evidence_id")
    shown = qs.filter(pk__in=theirs, shared_with_parents=True, keep_until__gte=timezone.localdate())
    return _mark(shown.exclude(pk__in=others).exclude(pk__in=no_consent), "parent")


def register_rules():
    """Called once when the access app starts (apps/access/apps.py)."""
    for model in _PATHS:
        register(model, _class_rule)
    register(Evidence, _evidence_rule)
    register(ChildRead, _child_reads_rule)
    for model in _PASSPORT_PATHS:
        register(model, _passport_rule)


def child_reads_for(user, action: str = "view") -> QuerySet[ChildRead]:
    return ChildRead.objects.for_user(user, action)


def groups_for(user, action: str = "view") -> QuerySet[Group]:
    """BURSTS classes (a thin wrapper kept for callers: Group.objects.for_user)."""
    return Group.objects.for_user(user, action)


def students_for(user, action: str = "view") -> QuerySet[Student]:
    """BURSTS children: no school ever sees another's children, no teacher another class's."""
    return Student.objects.for_user(user, action)


def contacts_for(user, action: str = "view") -> QuerySet[Contact]:
    return Contact.objects.for_user(user, action)


def events_for(user, action: str = "view") -> QuerySet[Event]:
    """Awards and bursts of the children a user reaches."""
    return Event.objects.for_user(user, action)


def children_of_parent(parent) -> QuerySet[Student]:
    """The home app's parent reaches only the children they are a connected contact of."""
    if parent is None:
        return _mark(Student.objects.none(), "none")
    ids = Contact.objects.filter(parent=parent, kind=Contact.Kind.PARENT).values("student_id")
    return _mark(Student.objects.filter(pk__in=ids), "parent")


def own_rows(user, qs: QuerySet, *, field: str = "user") -> QuerySet:
    """Rows a user owns (bookmarks, preferences, tokens): their own and nobody else's."""
    if not rules.is_signed_in(user):
        return _mark(qs.none(), "none")
    return _mark(qs.filter(**{field: user}), "own")


def own_user_row(user) -> QuerySet[User]:
    """The signed-in user's own row (their preferences), and nobody else's."""
    if not rules.is_signed_in(user):
        return _mark(User.objects.none(), "none")
    return _mark(User.objects.filter(pk=user.pk), "own")


def account_by_wonde_id(user, wonde_id) -> Account:
    """The synced account a user may reach by its partner id (404 otherwise)."""
    account = accounts_for(user).filter(wonde_id=str(wonde_id)[:50]).exclude(wonde_id="").first()
    if account is None:
        raise Http404
    return account


def employees_for(user) -> QuerySet[Employee]:
    """MIS employees of the accounts the user reaches."""
    if rules.is_staff(user):
        return _mark(Employee.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(Employee.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    return _mark(Employee.objects.none(), "none")


def sync_runs_for(user) -> QuerySet[SyncRun]:
    if rules.is_staff(user):
        return _mark(SyncRun.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(SyncRun.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    return _mark(SyncRun.objects.none(), "none")


def emails_in_other_accounts(account, emails) -> set[str]:
    """Which of these addresses already belong to a user outside `account` (spec 1 §8:
    "This email has already been invited to a different account."). Says only that,
    never whose: the one read of other schools' users an invite needs."""
    wanted = {e for e in emails if e}
    if not wanted:
        return set()
    return set(User.objects.filter(email__in=wanted).exclude(account=account).values_list("email", flat=True))


def training_for(user) -> QuerySet[TrainingItem]:
    """Training items: staff all; a school user those of the accounts they reach."""
    if rules.is_staff(user):
        return _mark(TrainingItem.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(TrainingItem.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    return _mark(TrainingItem.objects.none(), "none")


def orders_for(user) -> QuerySet[PurchaseOrder]:
    """Membership orders: staff all; an account admin those of the accounts they reach."""
    if rules.is_staff(user):
        return _mark(PurchaseOrder.objects.all(), "staff")
    if rules.is_account_admin(user) and user.account_id:
        return _mark(PurchaseOrder.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    return _mark(PurchaseOrder.objects.none(), "none")


def referrals_for(user) -> QuerySet[Referral]:
    """Refer a Friend: staff all; a school user the referrals their school (or a trust
    admin's schools) made."""
    if rules.is_staff(user):
        return _mark(Referral.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(Referral.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    return _mark(Referral.objects.none(), "none")


# The PE passport (issue 32): the sending school's admins (rules.can_send_passports) reach
# their school's receiving schools, passports sent and their openings; a receiver (a
# secondary's PE contact) views only the receiving schools they belong to and the passports
# sent to those. Nobody else, internal staff included: these are children's records.
_PASSPORT_PATHS = {ReceivingSchool: ("account", "users"), PassportShare: ("account", "receiving__users"),
                   PassportOpening: ("share__account", None)}  # fmt: skip


def _passport_rule(qs: QuerySet, user, action: str) -> QuerySet:
    school, receiver = _PASSPORT_PATHS[qs.model]
    if rules.can_send_passports(user):
        return _mark(qs.filter(**{f"{school}__in": accounts_for(user).values("pk")}), "school")
    if rules.can_receive_passports(user) and receiver and action in ("view", "export"):
        return _mark(qs.filter(**{receiver: user}).distinct(), "receiver")
    return _mark(qs.none(), "none")


def passports_for(user, action: str = "view") -> QuerySet[PassportShare]:
    return PassportShare.objects.for_user(user, action)


def receiving_schools_for(user, action: str = "view") -> QuerySet[ReceivingSchool]:
    return ReceivingSchool.objects.for_user(user, action)
