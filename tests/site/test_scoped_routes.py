"""Every page of the URLconf and every GET operation of the OpenAPI, opened by every
persona, reads school data only through the access layer's scoping selectors.

The routes are read from the URLconf and the OpenAPI, not from a hand list: a new route
is walked as soon as it exists, and one whose parameters have no sample value below
fails until it gets one. tests/scope_probe.py says what counts as scoped and lists the
modules allowed to read without a user's scope, with their reasons.

Children's data goes down to the class (issue 23): the walk also fails on any class, child,
contact or event read outside the persona's reach, worked out here from the data (a
teacher's classes, an admin's or lead's school, none for a temporary or home user). The
class-level personas (a teacher, a teacher of another class of the same school, the
temporary user) are given the ids of an Oakfield class that is not theirs."""

import pytest

from apps.accounts.models import Account
from apps.bookmarks.models import Bookmark
from apps.bursts.models import Contact, Event, Group, Student
from apps.licences.models import Licence
from apps.myaccount.models import PurchaseOrder, TrainingItem
from apps.users.models import User
from tests.scope_probe import Reach, probe
from tests.site.route_matrix import COMMON_SAMPLES, api_reads, api_url, openapi_schema, page_url, patterns

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_viewer", "school_admin", "teacher", "home_user", "trial_admin",
            "bursts_user", "other_teacher", "temp_user", "bursts_lead", "parent", "other_parent",
            "receiver"]  # fmt: skip
# Oakfield's users who see only some of its classes: walked with the ids of a class not theirs.
CLASS_LEVEL = {"teacher": "herons", "other_teacher": "kestrels", "temp_user": "kestrels"}

# URL names that are not pages of school data, with the reason they are not walked.
NOT_WALKED = {
    "signin:logout": "signs the walker out",
    "temp_warning": "POST only: remembers that the warning was seen",
    # 503 until a worker and beat run (its answer, not a fault); apps/ops tests check it
    "health_ready": "reads no school data: the platform's own readiness",
}
# Django admin (content editing) is checked by its own tests; the API by OpenAPI below.
SKIPPED_PREFIXES = ("admin:", "api:")


# Parents on the web (issue 31): each is linked to a child of Oakfield's Year 2 Kestrels and
# walked with the ids of the other parent's child, in the same class.
PARENTS = {"parent": "kestrels", "other_parent": "kestrels_too"}


def _link_parents(personas, ids):
    """Links each parent persona to their own Kestrels child and switches the page on."""
    from django.utils import timezone

    from apps.parents.models import ParentView

    for persona, key in PARENTS.items():
        Contact.objects.filter(pk=ids[key]["contact"]).update(
            kind="parent", parent=personas[persona].parent_profile, web_linked=timezone.now()
        )
    ParentView.objects.update_or_create(account=personas["teacher"].account, defaults={"enabled": True})


def _samples(ids, persona=None):
    """A value for every URL and API parameter name, pointing at another school's rows
    where the parameter is an id (so a scope leak would show as a read); for a class-level
    persona, at a class of its own school that is not theirs."""
    samples = _other_school_samples(ids)
    if persona in PARENTS:  # the other parent's child, of the same class
        theirs_not = ids[next(key for p, key in PARENTS.items() if p != persona)]
        samples |= {"group_id": theirs_not["group"], "groupId": theirs_not["group"],
                    "student_id": theirs_not["student"], "studentId": theirs_not["student"],
                    "contact_id": theirs_not["contact"]}  # fmt: skip
    if persona in CLASS_LEVEL:
        theirs_not = ids[CLASS_LEVEL[persona]]
        samples |= {"group_id": theirs_not["group"], "groupId": theirs_not["group"],
                    "student_id": theirs_not["student"], "studentId": theirs_not["student"],
                    "contact_id": theirs_not["contact"]}  # fmt: skip
    return samples


def _other_school_samples(ids):
    return {
        **COMMON_SAMPLES,
        "account_id": ids["other_account"],
        "accountId": ids["other_account"],
        "licence_id": ids["other_licence"],
        "user_id": ids["other_user"],
        "uid": ids["other_uid"],
        "bookmark_id": ids["other_bookmark"],
        "training_id": ids["other_training"],
        "order_id": ids["other_order"],
        "group_id": ids["other_group"],
        "groupId": ids["other_group"],
        "student_id": ids["other_student"],
        "studentId": ids["other_student"],
        "contact_id": ids["other_contact"],
        "evidence_id": ids["other_evidence"],
        "share_id": ids["other_share"],  # a passport Birchwood sent elsewhere (issue 32)
        "zid": "Z-OAK",
        "wonde_id": "A1930499544",  # Oakfield's: another school for most personas
        "wondeId": "A1930499544",
    }


_patterns = patterns  # tests/site/test_bad_input.py walks them too


def _page_urls(samples):
    urls, missing = {}, []
    for name, pattern in patterns():
        if name in NOT_WALKED or name.startswith(SKIPPED_PREFIXES):
            continue
        try:
            urls[name] = page_url(name, pattern, samples)
        except KeyError as error:
            missing.append(str(error))
    return urls, missing


def _api_urls(samples):
    urls, missing = {}, []
    for _key, path, params in api_reads():
        try:
            urls[path] = api_url(path, params, samples)
        except KeyError as error:
            missing.append(str(error))
    return urls, missing


@pytest.fixture
def ids(personas):
    return sample_ids(personas)


def _evidence(account, group, student):
    """A photo of another school's child (the row only: no page may reach its file)."""
    from apps.assessment.models import Evidence

    evidence = Evidence.objects.create(
        account=account, group=group, file="evidence/elsewhere.png", kind="photo", keep_until="2099-01-01"
    )
    evidence.students.add(student)
    return evidence


def _passport(account, student):
    """Another school's child's passport, sent to another secondary (issue 32)."""
    from apps.passport.models import PassportShare, ReceivingSchool

    receiving = ReceivingSchool.objects.create(account=account, name="Birch High", urn="100998", contact_name="B",
                                               contact_email="pe@birch-high.example.com")  # fmt: skip
    return PassportShare.objects.create(account=account, receiving=receiving, student=student, child_name="Bo Birch",
                                        document={}, keep_until="2099-12-31")  # fmt: skip


def sample_ids(personas):
    """Another school's rows of every kind (tests/site/test_bad_input.py uses them too)."""
    other = Account.objects.get(name="Birchwood Primary")  # not Oakfield: another school
    Bookmark.objects.create(user=personas["trial_admin"], url="/real", title="Real PE")
    group = Group.objects.create(account=other, name="Birch class")
    student = Student.objects.create(account=other, group=group, first_name="Bo", last_name="Birch", code="BIRCH1")
    contact = Contact.objects.create(student=student, email="bo.parent@example.org")
    oakfield = personas["teacher"].account
    classes = {}
    for key, name, teacher in (("kestrels", "Year 2 Kestrels", "teacher"),
                               ("herons", "Year 5 Herons", "other_teacher")):  # fmt: skip
        oak_group = Group.objects.create(account=oakfield, name=name)
        oak_group.teachers.add(personas[teacher])
        child = Student.objects.create(account=oakfield, group=oak_group, first_name=name[-7:], last_name="Oak",
                                       code=f"OAK{key[:3].upper()}", dob="2019-05-01", sen="K", eal=True)  # fmt: skip
        Event.objects.create(student=child, account=oakfield, app_id=f"walk-{key}", kind="activity", seconds=90)
        classes[key] = {"group": oak_group.pk, "student": child.pk,
                        "contact": Contact.objects.create(student=child, email=f"{key}@example.org").pk}  # fmt: skip
    # A second Kestrels child (issue 31: two parents of the same class).
    kestrels = classes["kestrels"]["group"]
    child = Student.objects.create(
        account=oakfield, group_id=kestrels, first_name="Kes", last_name="Two", code="OAKKE2"
    )
    Event.objects.create(student=child, account=oakfield, app_id="walk-kes2", kind="activity", seconds=60)
    contact = Contact.objects.create(student=child, email="kes2@example.org")
    classes["kestrels_too"] = {"group": kestrels, "student": child.pk, "contact": contact.pk}
    return {
        **classes,
        "other_group": group.pk,
        "other_student": student.pk,
        "other_contact": contact.pk,
        "other_evidence": _evidence(other, group, student).pk,
        "other_share": _passport(other, student).pk,
        "other_account": other.pk,
        "other_licence": Licence.objects.filter(account=other).first().pk,
        "other_user": User.objects.filter(account=other).first().pk,
        "other_uid": str(User.objects.filter(account=other).first().uid),
        "other_bookmark": Bookmark.objects.filter(user__account=other).first().pk,
        "other_training": TrainingItem.objects.create(account=other, title="Birch training").pk,
        "other_order": PurchaseOrder.objects.create(
            account=other,
            length=1,
            price=695,
            finance_first_name="B",
            finance_last_name="B",
            finance_email="b@b.example.com",
        ).pk,
    }


def test_every_route_has_sample_values(ids):
    samples = _samples(ids)
    assert _page_urls(samples)[1] == [], "declare a sample value in _samples for these URL parameters"
    assert _api_urls(samples)[1] == [], "declare a sample value in _samples for these API parameters"


def reach_of(user) -> Reach | None:
    """The classes and children a persona may read, from the data itself: staff every
    school's (None: not checked), a school's admins and leads their school's, a teacher
    the classes they are connected to, a temporary or home user none."""
    if user is None:
        return Reach(frozenset(), frozenset())
    if user.kind == User.Kind.PARENT:  # their own linked children (issue 31)
        students = Student.objects.filter(contacts__parent__user=user, contacts__web_linked__isnull=False)
        return Reach(frozenset(students.values_list("group_id", flat=True)),
                     frozenset(students.values_list("pk", flat=True)))  # fmt: skip
    if user.is_create:
        return None
    if user.is_home or user.date_end_temp is not None or not user.account_id:
        return Reach(frozenset(), frozenset())
    if user.admin or user.lead_pe or user.lead_bursts:
        groups = Group.objects.filter(account_id=user.account_id)
        students = Student.objects.filter(account_id=user.account_id)
    else:
        groups = Group.objects.filter(account_id=user.account_id, teachers=user)
        students = Student.objects.filter(group__in=groups)
    return Reach(frozenset(groups.values_list("pk", flat=True)), frozenset(students.values_list("pk", flat=True)))


@pytest.mark.parametrize("persona", PERSONAS + ["anonymous"])
def test_routes_read_school_data_only_through_scoping(client, signed_in, personas, ids, persona):
    samples = _samples(ids, persona)
    pages, _ = _page_urls(samples)
    calls, _ = _api_urls(samples)
    assert len(pages) > 30 and len(calls) > 15  # the walk really covers the site
    user = personas.get(persona)
    if persona in PARENTS:
        _link_parents(personas, ids)
    if user is not None:
        signed_in(user)
    reach = reach_of(user)
    leaks, outside = {}, {}
    with probe(reach) as found:
        for url in [*pages.values(), *calls.values()]:
            before, before_outside = len(found.unscoped), len(found.outside)
            response = client.get(url)
            assert response.status_code < 500, url
            if len(found.unscoped) > before:
                leaks[url] = sorted({f"{r.model} at {r.where}" for r in found.unscoped[before:]})
            if len(found.outside) > before_outside:
                outside[url] = sorted({f"{r.model} at {r.where}" for r in found.outside[before_outside:]})
    assert leaks == {}
    assert outside == {}, "read outside the persona's classes"
    if persona in CLASS_LEVEL:  # the walk did open the other class's pages
        assert any(str(samples["student_id"]) in url for url in pages.values())
    if persona in PARENTS:  # ... and the parent's own page, with their child and not the other's
        html = client.get("/parents").content.decode()
        own = ids[PARENTS[persona]]["student"]
        assert f'id="child-{own}"' in html and f'id="child-{samples["student_id"]}"' not in html


def test_the_probe_catches_a_read_outside_the_class(personas, ids):
    """The class check above would pass trivially if it saw nothing: a teacher's read of
    another class's child (as an unscoped query would make) is reported; their own is not."""
    teacher = personas["teacher"]
    reach = reach_of(teacher)
    with probe(reach) as found:
        list(Student.objects.filter(pk=ids["herons"]["student"]))
        list(Student.objects.filter(pk=ids["kestrels"]["student"]))
    assert [r.model for r in found.outside] == [f"Student {ids['herons']['student']}"]
    assert reach_of(personas["temp_user"]).students == frozenset()


def test_the_probe_catches_an_unscoped_read(school_admin):
    """The walk above would pass trivially if the probe saw nothing: an unscoped query
    made from project code is reported, its scoped twin is not."""
    from apps.access.scoping import accounts_for

    with probe() as found:
        _read_every_account()
    assert {(r.model, r.where.split(":")[0]) for r in found.unscoped} == {("Account", "project.fake_view")}
    with probe() as found:
        list(accounts_for(school_admin))
    assert found.unscoped == []


def _read_every_account():
    """An unscoped read as if a view of the site made it (the probe ignores test modules)."""
    code = compile("list(Account.objects.all())", "project/fake_view.py", "eval")
    return eval(code, {"__name__": "project.fake_view", "Account": Account})  # noqa: S307 - a fixed string


# The writes (issue 22): every page URL posted to and every write operation of the OpenAPI
# called, with an empty body, by the personas whose reach is narrower than a whole school
# or who see only their own. Each request runs in a transaction rolled back afterwards, so
# one call's write never changes what the next one finds. A write's view reads what it
# acts on before it validates the body, which is where a scope leak would be.
WRITE_PERSONAS = ["teacher", "other_teacher", "temp_user", "school_admin", "staff_viewer", "home_user", "parent"]


def _api_writes(samples):
    for path, operations in openapi_schema()["paths"].items():
        for method in ("post", "put", "patch", "delete"):
            operation = operations.get(method)
            if operation is not None:
                params = [p for p in operation.get("parameters", []) if p["in"] == "path" or p.get("required")]
                yield method, api_url(path, params, samples)


@pytest.mark.parametrize("persona", WRITE_PERSONAS)
def test_writes_read_school_data_only_through_scoping(client, signed_in, personas, ids, persona):
    from django.db import transaction

    from apps.api.models import ApiToken

    samples = _samples(ids, persona)
    token, _key = ApiToken.objects.issue(User.objects.get(pk=ids["other_user"]))
    samples["token_id"] = token.pk  # another school's user's token
    pages, _ = _page_urls(samples)
    writes = [("post", url) for url in pages.values()] + list(_api_writes(samples))
    assert len(writes) > 100 and sum(method != "post" for method, _ in writes) > 5
    if persona in PARENTS:
        _link_parents(personas, ids)
    signed_in(personas[persona])
    leaks, outside = {}, {}
    with probe(reach_of(personas[persona])) as found:
        for method, url in writes:
            before, before_outside = len(found.unscoped), len(found.outside)
            api_call = url.startswith("/api/")
            body, kind = (b"{}", "application/json") if api_call else (b"", "application/x-www-form-urlencoded")
            with transaction.atomic():
                response = client.generic(method.upper(), url, body, content_type=kind, headers={"X-CSRFToken": "w"})
                transaction.set_rollback(True)
            assert response.status_code < 500, f"{method.upper()} {url}"
            if len(found.unscoped) > before:
                leaks[f"{method.upper()} {url}"] = sorted({f"{r.model} at {r.where}" for r in found.unscoped[before:]})
            if len(found.outside) > before_outside:
                outside[f"{method.upper()} {url}"] = sorted(
                    {f"{r.model} at {r.where}" for r in found.outside[before_outside:]}
                )
    assert leaks == {}, "\n".join(f"{url}: {where}" for url, where in leaks.items())
    assert outside == {}, "read outside the persona's classes"
