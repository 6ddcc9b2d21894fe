"""BURSTS reads. Every query starts from a scoping selector (groups_for, students_for,
contacts_for, events_for), so no school ever sees another's children."""

from django.db.models import Count, F, IntegerField, OuterRef, Q, Subquery, Sum
from django.db.models.functions import Coalesce
from django.http import Http404

from apps.access import rules
from apps.access.scoping import (
    account_for,
    accounts_for,
    child_reads_for,
    contacts_for,
    events_for,
    groups_for,
    students_for,
    users_for,
)
from apps.bursts.models import GroupTeacher, NationalCell, SchoolYear, Student, codelists, usual_year
from apps.bursts.selectors import stats
from apps.bursts.selectors.links import student_url
from apps.core.databases import stats_alias
from apps.users.models import User

ACTIVE = [Student.Status.ACTIVE, Student.Status.CONNECTED]  # spec 2 §4: status [2, 1]
TABLE_PER_PAGE = 16  # spec 2 §9
GRID_PER_PAGE = 24
AWARDS_SHOWN = 6
# Sort keys of the active table (spec 2 §2 screen 17 / §7: name, or a column, '-' descending).
SORTS = {
    "name": ("last_name", "first_name", "id"),
    "totalSeconds": ("total_seconds", "last_name", "id"),
    "adventureTotal": ("adventure_total", "last_name", "id"),
    "level": ("level", "last_name", "id"),
}


def bursts_account(user, account_id=None):
    """The school whose BURSTS pages are open: the one in the URL (staff), or the user's own."""
    return account_for(user, account_id if account_id is not None else user.account_id)


def _int(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        raise Http404 from None


def group_list(user, account):
    """The classes of a school with their active and inactive child counts (one query)."""
    return (
        groups_for(user)
        .filter(account=account)
        .annotate(
            total_active=Count("students", filter=Q(students__status__in=ACTIVE)),
            total_inactive=Count("students", filter=Q(students__status=Student.Status.INACTIVE)),
        )
        .order_by("name", "id")
    )


def group_choices(user, account):
    return list(groups_for(user).filter(account=account).order_by("name", "id").values_list("pk", "name"))


def group_get(user, account, group_id):
    group = groups_for(user).filter(account=account, pk=_int(group_id)).select_related("account").first()
    if group is None:
        raise Http404
    return group


def group_year(user, group) -> int | None:
    """The class's year (models.usual_year): the Add Child form's default."""
    return usual_year(students_for(user).filter(group=group), group.name)


def group_any(user, group_id):
    """A class in the user's reach, whichever school (the API names classes by id alone)."""
    group = groups_for(user).filter(pk=_int(group_id)).select_related("account").first()
    if group is None:
        raise Http404
    return group


def group_detail(user, group_id):
    """A class by id with its child counts (GET groups/{id}): active, inactive, and
    inactive children with an invited contact. One query."""
    inactive = Q(students__status=Student.Status.INACTIVE)
    invited = inactive & Q(students__contacts__invited__isnull=False)
    group = (
        groups_for(user)
        .filter(pk=_int(group_id))
        .select_related("account")
        .annotate(
            total_active=Count("students", filter=Q(students__status__in=ACTIVE), distinct=True),
            total_inactive=Count("students", filter=inactive, distinct=True),
            total_invited=Count("students", filter=invited, distinct=True),
        )
        .first()
    )
    if group is None:
        raise Http404
    return group


def student_any(user, student_id):
    student = students_for(user).filter(pk=_int(student_id)).select_related("account", "group").first()
    if student is None:
        raise Http404
    return student


def events_page_qs(user, *, account, group_id=None, student_id=None):
    """The Events list call (spec 2 §7): a class's or a child's awards, newest first."""
    qs = events_for(user).filter(account=account)
    if group_id is not None:
        qs = qs.filter(student__group_id=group_id)
    if student_id is not None:
        qs = qs.filter(student_id=student_id)
    return qs.order_by("-date_created", "-id")


def group_teachers(user, group):
    """The class's teachers, each with `from_mis` (a MIS teacher is removed in the MIS only)."""
    links = GroupTeacher.objects.filter(group=group, user__in=users_for(user).values("pk"))
    rows = links.select_related("user").order_by("user__last_name", "user__first_name", "user_id")
    teachers = []
    for link in rows:
        link.user.from_mis = link.from_mis
        teachers.append(link.user)
    return teachers


def child_reads(user, account):
    """The school's access log, newest first, with each reader (one query; names of the
    children are looked up per page: child_read_names)."""
    return child_reads_for(user).filter(account=account).select_related("reader").order_by("-created", "-id")


def child_read_names(user, reads) -> dict[int, str]:
    """{child id: name} for the children of a page of the log the user may still see (an
    erased child, or one outside the reader's classes, has no name here)."""
    ids = {pk for read in reads for pk in read.student_ids}
    rows = students_for(user).filter(pk__in=ids).values_list("pk", "first_name", "last_name")
    return {pk: f"{first} {last}".strip() for pk, first, last in rows}


def group_teacher_link(user, group, teacher_id):
    """One teacher's connection to a class (404 when not connected or not in reach)."""
    link = (
        GroupTeacher.objects.filter(group=group, user_id=_int(teacher_id), user__in=users_for(user).values("pk"))
        .select_related("user", "group__account")
        .first()
    )  # fmt: skip
    if link is None:
        raise Http404
    return link


def teacher_choices(user, group):
    """Who the school's admin may connect to the class: the school's own active users (not
    home-learning children, not temporary users), not already connected."""
    return list(
        users_for(user)
        .filter(account=group.account_id, kind=User.Kind.ACCOUNT, date_end_temp=None)
        .exclude(status=User.Status.DISABLED)
        .exclude(pk__in=GroupTeacher.objects.filter(group=group).values("user_id"))
        .order_by("last_name", "first_name", "id")
    )


def teacher_get(user, group, teacher_id):
    """A user the admin may connect to the class (404 otherwise: another school's id)."""
    teacher = next((t for t in teacher_choices(user, group) if str(t.pk) == str(teacher_id)), None)
    if teacher is None:
        raise Http404
    return teacher


def group_awards(user, group, limit=AWARDS_SHOWN):
    return list(
        events_for(user).filter(student__group=group).select_related("student").order_by("-date_created", "-id")[:limit]
    )


def sort_key(value):
    """A sort from the query ('name', 'level', '-totalSeconds'...); unknown ones sort by name."""
    value = value or "name"
    field = value.removeprefix("-")
    if field not in SORTS:
        return "name"
    return value


def _sorted(qs, sort):
    sort = sort_key(sort)
    fields = SORTS[sort.removeprefix("-")]
    return qs.order_by(*[F(f).desc() if sort.startswith("-") and f == fields[0] else F(f).asc() for f in fields])


def active_students(user, group, sort="name"):
    return _sorted(students_for(user).filter(group=group, status__in=ACTIVE), sort)


def inactive_students(user, group):
    """Inactive children sorted by name (spec 2 §9), with whether any contact has an email."""
    return (
        students_for(user)
        .filter(group=group, status=Student.Status.INACTIVE)
        .annotate(emails=Count("contacts", filter=~Q(contacts__email="")))
        .order_by("first_name", "last_name", "id")
    )


def student_get(user, account, student_id, group_id=None):
    qs = students_for(user).filter(account=account, pk=_int(student_id)).select_related("group", "account")
    if group_id is not None:
        qs = qs.filter(group_id=_int(group_id))
    student = qs.first()
    if student is None:
        raise Http404
    return student


def student_contacts(user, student):
    return list(contacts_for(user).filter(student=student).order_by("priority", "id"))


def student_email(user, student) -> str:
    """The child form's Contact Email: the first contact that is not a connected parent."""
    contact = next((c for c in student_contacts(user, student) if not c.is_parent), None)
    return contact.email if contact else ""


def student_awards(user, student, limit=AWARDS_SHOWN):
    return list(events_for(user).filter(student=student).order_by("-date_created", "-id")[:limit])


def contact_get(user, account, contact_id):
    contact = (
        contacts_for(user)
        .filter(student__account=account, pk=_int(contact_id))
        .select_related("student", "student__account", "student__group")
        .first()
    )
    if contact is None:
        raise Http404
    return contact


def students_page_qs(user, *, account=None, group_id=None, status=(), sort="name"):
    """The Students list call (spec 2 §7): filtered by class and status, sorted."""
    qs = students_for(user)
    if account is not None:
        qs = qs.filter(account=account)
    if group_id is not None:
        qs = qs.filter(group_id=group_id)
    if status:
        qs = qs.filter(status__in=status)
    return _sorted(qs, sort)


def year_table(user, filters, *, account=None) -> dict:
    """The year-to-date table: one school's (its raw events, through the user's scope), or
    for staff every school's (the rollups). Anyone else gets nothing."""
    if account is not None:
        return stats.school_table(events_for(user), account, filters)
    if not rules.can_view_bursts_stats(user):
        raise PermissionError
    return stats.cells_table(filters)


def year_filters(user, *, account=None) -> list[dict]:
    """The filter list (spec 2 §7 GET bursts/year/filters): each filter's name, label,
    kind and choices; ethnicities and nationalities are the codes the children have, each
    once, with their labels (codelists). `.order_by()`: a model's default ordering would
    put its columns in the SELECT DISTINCT and repeat a value once per child."""
    if account is not None:
        rows = students_for(user).filter(account=account)
    else:
        rows = NationalCell.objects.using(stats_alias())  # the rollups, with the tables
    ethnicities = rows.exclude(ethnicity="").order_by().values_list("ethnicity", flat=True).distinct()
    nationalities = rows.exclude(nationality="").order_by().values_list("nationality", flat=True).distinct()
    yes_no = [["true", "Yes"], ["false", "No"]]
    filters = [
        {"name": "year", "label": "Year", "choices": [[str(v), label] for v, label in stats.YEAR_CHOICES]},
        {"name": "gender", "label": "Gender", "choices": [list(c) for c in stats.GENDER_CHOICES]},
        {"name": "ethnicity", "label": "Ethnicity", "choices": codelists.ethnicity_choices(ethnicities)},
        {"name": "nationality", "label": "Nationality", "choices": codelists.nationality_choices(nationalities)},
        {"name": "ppEligible", "label": "Pupil Premium Eligible", "choices": yes_no},
        {"name": "ppIndicator", "label": "Pupil Premium Indicator", "choices": yes_no},
        {"name": "sen", "label": "SEN", "choices": [list(c) for c in stats.SEN_CHOICES], "multiple": True},
        {"name": "eal", "label": "English as Another Language", "choices": yes_no},
    ]
    if account is None and rules.can_view_bursts_stats(user):
        places = accounts_for(user)
        for name, label, field, title in (("regionId", "Region", "region", "region__name"),
                                          ("countyId", "County", "county", "county__title"),
                                          ("authorityId", "Authority", "authority", "authority__name")):  # fmt: skip
            rows = places.exclude(**{f"{field}_id": None}).values_list(f"{field}_id", title).distinct().order_by(title)
            filters.append({"name": name, "label": label, "choices": [[str(pk), t] for pk, t in rows]})
    return filters


def school_years(user, *, this_year: int):
    """The staff accounts table: each school with BURSTS activity, its minutes and active
    children this academic year and last, and its users' sign-ins (one query a page)."""

    def year_value(year, field):
        rows = SchoolYear.objects.filter(account=OuterRef("pk"), academic_year=year).values(field)[:1]
        return Coalesce(Subquery(rows), 0)

    logins = (
        users_for(user)
        .filter(account=OuterRef("pk"))
        .order_by()
        .values("account")
        .annotate(n=Sum("total_logins"))
        .values("n")
    )
    active_ids = SchoolYear.objects.filter(academic_year__in=[this_year, this_year - 1]).values("account_id")
    return (
        accounts_for(user)
        .filter(pk__in=active_ids)
        .annotate(
            seconds_now=year_value(this_year, "seconds"),
            active_now=year_value(this_year, "active"),
            seconds_before=year_value(this_year - 1, "seconds"),
            active_before=year_value(this_year - 1, "active"),
            sign_ins=Coalesce(Subquery(logins, output_field=IntegerField()), 0),
        )
        .order_by("name", "pk")
    )


def parent_children(user, parent_ids) -> dict[int, list[dict]]:
    """The children each parent is a connected contact of (user search's Parents), one query:
    {parent id: [{id, name, groupId, accountId, url}]} with the staff child page's address."""
    found: dict[int, list[dict]] = {}
    rows = (
        students_for(user)
        .filter(contacts__parent_id__in=list(parent_ids), contacts__kind="parent")
        .values("pk", "first_name", "last_name", "group_id", "account_id", "contacts__parent_id")
        .order_by("first_name", "pk")
    )
    for row in rows:
        child = Student(pk=row["pk"], group_id=row["group_id"])
        found.setdefault(row["contacts__parent_id"], []).append({
            "id": row["pk"], "name": f"{row['first_name']} {row['last_name']}", "groupId": row["group_id"],
            "accountId": row["account_id"], "url": student_url(row["account_id"], child),
        })  # fmt: skip
    return found
