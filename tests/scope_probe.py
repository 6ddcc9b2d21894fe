"""A probe for tests: records every read of school data that did not start from the
access layer's scoping selectors (apps.access.scoping), with the code that made it.

A read is fine when its queryset was made by a scoping selector (its query carries
`access_scope`), when it follows a relation from an object already in hand (a related
manager or descriptor: Django hints the instance), when it is authentication (Django's
or allauth's own code finding the signed-in user), or when the innermost project frame
is in one of the EXCEPTIONS, each with its reason."""

import contextlib
import sys
from dataclasses import dataclass

from django.db import connection
from django.db.models.query import QuerySet

from apps.accounts.models import Account, AccountEvent, StaffPreference
from apps.assessment.models import Attainment, Evidence, Judgement
from apps.bookmarks.models import Bookmark
from apps.bursts.models import ChildRead, Contact, Event, Group, Student
from apps.licences.models import Licence
from apps.myaccount.models import PurchaseOrder, TrainingItem
from apps.parents.models import Parent
from apps.passport.models import PassportOpening, PassportShare, ReceivingSchool
from apps.premium.models import PremiumLine, PremiumYear, PublicPage
from apps.sync.models import Employee, SyncCursor, SyncRun
from apps.users.models import User

SCHOOL_MODELS = {Account, AccountEvent, Licence, User, Parent, Bookmark, StaffPreference, TrainingItem, PurchaseOrder}
SCHOOL_MODELS |= {Group, Student, Contact, Event, ChildRead}  # BURSTS
SCHOOL_MODELS |= {Employee, SyncRun, SyncCursor}  # MIS sync
SCHOOL_MODELS |= {Judgement, Attainment, Evidence}  # assessment (issue 30)
SCHOOL_MODELS |= {PremiumYear, PremiumLine, PublicPage}  # the PE and sport premium return (issue 32)
SCHOOL_MODELS |= {ReceivingSchool, PassportShare, PassportOpening}  # the PE passport (issue 32)

SCHOOL_TABLES = tuple(model._meta.db_table for model in SCHOOL_MODELS)

# Functions that may read school data without a user's scope, and why. No package is
# waved through: the access layer's own unscoped reads are its two entitlement functions.
EXCEPTIONS = {
    "apps.access.entitlements:user_access": "what a user may open: their own account's licences (and a trust's)",
    "apps.access.entitlements:account_access": "what an account may open: its own licences, for the page showing it",
    # The same two reads, written as SQL for speed (the probe sees SQL a module writes itself too).
    "apps.access.running_licences:running_licences": "user_access's and account_access's licences, as SQL",
    # The school's public premium page (issue 32): nobody signs in, so no user's scope applies.
    # It finds the school by its unguessable key and reads only the years the school chose to
    # publish, each with the copy of its figures saved by the admin's scoped reads (counts,
    # under 5 hidden): never a child, a class or a live figure.
    "apps.premium.selectors.public:published_years": "the public premium page: the school's published years, "
    "found by its key",
    "apps.sync.services.runs:runs_release_stuck": "housekeeping before a sync starts (and beat's for every school): "
    "closes the school's runs stuck past their time, whoever pressed Sync",
}
# Frames that mean "finding out who is signed in".
AUTHENTICATION = ("django/contrib/auth/", "allauth/")


@dataclass(frozen=True)
class Read:
    model: str
    where: str


def _innermost_project_frame(frame):
    while frame is not None:
        name = frame.f_globals.get("__name__", "")
        if (name.startswith("apps.") or name.startswith("project.")) and ".tests" not in name:
            return frame
        frame = frame.f_back
    return None


def _is_authentication(frame, until):
    """Django's or allauth's code between the read and the project code that caused it."""
    while frame is not None and frame is not until:
        if any(part in frame.f_code.co_filename for part in AUTHENTICATION):
            return True
        frame = frame.f_back
    return False


# Children's data down to the class (issue 23): the rows of these models a persona may read,
# by the model's path to its child (None: a class, by its own id).
CHILD_MODELS = {Group: None, Student: "pk", Contact: "student_id", Event: "student_id"}
CHILD_MODELS |= {Judgement: "student_id", Attainment: "student_id"}  # assessment (issue 30)
CHILD_MODELS |= {Evidence: "group_id"}  # by the class it was taken in (it may show several children)


@dataclass(frozen=True)
class Reach:
    """The classes and children a persona may read, worked out by the test from the data
    (not by the scoping code under test): any other row read is a read outside the class."""

    groups: frozenset
    students: frozenset

    def allows(self, obj) -> bool:
        if isinstance(obj, Group):
            return obj.pk in self.groups
        field = CHILD_MODELS[type(obj)]
        if field == "group_id":
            return obj.group_id in self.groups
        return getattr(obj, field) in self.students


class Probe:
    def __init__(self, reach: Reach | None = None):
        self.unscoped: list[Read] = []
        self.reach = reach
        self.outside: list[Read] = []

    def check_rows(self, qs):
        """Rows of a child's class, the child, its contacts or events that came back from a
        query although outside the persona's reach: a read outside the class."""
        if self.reach is None or qs.model not in CHILD_MODELS or not qs._result_cache:
            return
        for obj in qs._result_cache:
            if isinstance(obj, tuple(CHILD_MODELS)) and not self.reach.allows(obj):
                frame = _innermost_project_frame(sys._getframe(2))
                where = f"{frame.f_globals['__name__']}:{frame.f_code.co_name}:{frame.f_lineno}" if frame else "?"
                self.outside.append(Read(f"{type(obj).__name__} {obj.pk}", where))

    def check_sql(self, sql):
        """SQL a project module wrote itself (not through a queryset, which check() sees)
        that names a school table: unscoped, unless the module's function is an exception."""
        if not any(table in sql for table in SCHOOL_TABLES):
            return
        frame = sys._getframe(2)
        while frame is not None:
            name = frame.f_globals.get("__name__", "")
            if name.startswith("django.db.models") or name.startswith("django.contrib"):
                return  # the ORM's own statement (or Django's: sessions, auth)
            if (name.startswith("apps.") or name.startswith("project.")) and ".tests" not in name:
                break
            frame = frame.f_back
        if frame is None or f"{name}:{frame.f_code.co_name}" in EXCEPTIONS:
            return
        self.unscoped.append(Read("SQL", f"{name}:{frame.f_code.co_name}:{frame.f_lineno}"))

    def check(self, qs):
        if qs.model not in SCHOOL_MODELS:
            return
        if getattr(qs.query, "access_scope", None) or qs._hints.get("instance") is not None:
            return
        caller = sys._getframe(2)
        frame = _innermost_project_frame(caller)
        if frame is None or _is_authentication(caller, frame):
            return
        module = frame.f_globals["__name__"]
        if f"{module}:{frame.f_code.co_name}" in EXCEPTIONS:
            return
        self.unscoped.append(Read(qs.model.__name__, f"{module}:{frame.f_code.co_name}:{frame.f_lineno}"))


@contextlib.contextmanager
def probe(reach: Reach | None = None):
    """with probe() as p: ... ; p.unscoped lists the unscoped reads of school data; given
    the persona's reach, p.outside lists the classes, children, contacts and events read
    outside it (scoped or not)."""
    found = Probe(reach)
    originals = {}

    def sql_seen(execute, sql, params, many, context):
        found.check_sql(sql)
        return execute(sql, params, many, context)

    for name in ("_fetch_all", "count", "exists", "aggregate", "iterator", "update", "delete", "contains"):
        original = getattr(QuerySet, name)
        originals[name] = original

        def wrapped(self, *args, _original=original, _name=name, **kwargs):
            found.check(self)
            fresh = _name == "_fetch_all" and self._result_cache is None
            result = _original(self, *args, **kwargs)
            if fresh:
                found.check_rows(self)
            return result

        setattr(QuerySet, name, wrapped)
    try:
        with connection.execute_wrapper(sql_seen):
            yield found
    finally:
        for name, original in originals.items():
            setattr(QuerySet, name, original)
