"""Every BURSTS page and API call × every persona → what they get (spec 2 §6 and our choices in
apps/access/rules.py): school users with BURSTS see their own school's classes and
children and nobody else's (404); class admins edit classes; teachers add and edit
children, admins delete them; staff use the /accounts/{id}/bursts/... form; home users
go to /home; a school without BURSTS gets the intro with the no-access text. Within the
school, by class (issue 23): a teacher of another class and the temporary user find none of
the class's ids (404) and see none of its children in a list."""

import pytest

from apps.access.entitlements import user_access
from apps.core import messages as text

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
            "other_teacher", "bursts_lead", "trial_admin", "bursts_user", "home_user", "frozen_user",
            "expired_user"]  # fmt: skip
STAFF = {"super_staff", "staff_admin", "staff_viewer"}
STAFF_ADMINS = {"super_staff", "staff_admin"}
OAK_ADMINS = {"school_admin", "pe_lead", "bursts_lead"}
OAK_USERS = {"school_admin", "teacher", "pe_lead", "bursts_lead"}  # the class's teacher and the whole-school roles
NOT_IN_CLASS = {"other_teacher", "temp_user"}  # Oakfield's, not connected to the class

# (path, who may use it: "view", "child" (add/edit children), "delete" (children), "class" (class admin))
SCHOOL_PAGES = [
    ("groups", "view"),
    ("groups/{group}", "view"),
    ("groups/{group}?sort=-level&page=1", "view"),
    ("groups/{group}/students/{active}", "view"),
    ("students/{inactive}", "view"),
    ("contacts/{parent}", "view"),
    ("students/new", "child"),
    ("students/{active}/edit", "child"),
    ("students/{active}/delete", "delete"),
    ("groups/{group}/edit", "class"),
    ("groups/{group}/delete", "class"),
    ("groups/{group}/reinvite", "class"),
    ("groups/{group}/teachers", "class"),  # the Teachers card (issue 23)
]
OTHER_SCHOOL = ["groups/{other_group}", "groups/{other_group}/students/{other_child}", "students/{other_child}",
                "students/{other_child}/edit", "students/{other_child}/delete", "contacts/{other_contact}",
                "groups/{other_group}/edit", "groups/{other_group}/reinvite"]  # fmt: skip


@pytest.fixture
def ids(bursts_rows, oak, personas):
    return {k: v.pk for k, v in bursts_rows.items()} | {"oak": oak.pk, "candidate": personas["other_teacher"].pk}


def _login(client, user):
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")


def _allowed(persona, need, *, staff_form):
    if staff_form:
        return persona in STAFF_ADMINS or (persona in STAFF and need == "view")
    if persona not in OAK_USERS:
        return False
    return need in ("view", "child") or persona in OAK_ADMINS


@pytest.mark.parametrize("persona", PERSONAS)
def test_school_pages(client, personas, ids, persona):
    user = personas[persona]
    _login(client, user)
    for path, need in SCHOOL_PAGES:
        url = "/bursts/" + path.format(**ids)
        response = client.get(url)
        if persona == "home_user":
            assert (response.status_code, response.url) == (302, "/home"), url
        elif persona in STAFF:
            assert (response.status_code, response.url) == (302, "/bursts/stats"), url
        elif persona == "trial_admin":  # Birchwood has no BURSTS
            assert response.status_code == 200 and text.BURSTS_NO_ACCESS in response.text, url
        elif persona == "bursts_user":  # Cedar: its own lists, none of Oakfield's rows
            assert response.status_code == (200 if "{" not in path else 404), url
            assert "Adams" not in response.text and "Brown" not in response.text, url
        elif persona in NOT_IN_CLASS:  # the class's ids are not found, its children not listed
            if "{" in path:
                assert response.status_code == 404, url
            elif path == "students/new":  # a temporary user adds no child
                assert response.status_code == (200 if persona == "other_teacher" else 302), url
            else:
                assert response.status_code == 200, url
            assert "Adams" not in response.text and "Brown" not in response.text, url
        elif persona in ("frozen_user", "expired_user"):  # no current BURSTS licence
            assert response.status_code in (302, 404) or text.BURSTS_NO_ACCESS in response.text, url
            assert "Adams" not in response.text and "Brown" not in response.text, url
        elif _allowed(persona, need, staff_form=False):
            assert response.status_code == 200, url
        else:
            assert response.status_code == 302 and response.url.startswith("/bursts/"), url


@pytest.mark.parametrize("persona", PERSONAS)
def test_staff_form_of_the_pages(client, personas, ids, persona):
    user = personas[persona]
    _login(client, user)
    for path, need in SCHOOL_PAGES[1:]:
        url = f"/accounts/{ids['oak']}/bursts/" + path.format(**ids)
        response = client.get(url)
        if _allowed(persona, need, staff_form=True):
            assert response.status_code == 200, url
        elif persona in STAFF:
            assert response.status_code == 302 and response.url.startswith(f"/accounts/{ids['oak']}/bursts"), url
        elif persona in ("frozen_user", "expired_user"):  # signed out or sent away, never a BURSTS page
            assert response.status_code == 302 and not response.url.startswith("/accounts"), url
        else:
            assert response.status_code == 302, url
            assert response.url == ("/home" if persona == "home_user" else user_access(user).dashboard_path), url


@pytest.mark.parametrize("persona", ["school_admin", "teacher", "bursts_user"])
def test_another_schools_ids_are_not_found(client, personas, ids, persona):
    """Oakfield's users guessing Cedar's ids, and Cedar's guessing Oakfield's: 404, nothing shown."""
    _login(client, personas[persona])
    paths = OTHER_SCHOOL if persona != "bursts_user" else [
        p.replace("other_group", "group").replace("other_child", "active").replace("other_contact", "parent")
        for p in OTHER_SCHOOL
    ]  # fmt: skip
    for path in paths:
        url = "/bursts/" + path.format(**ids)
        assert client.get(url).status_code == 404, url
        assert client.post(url, {"first_name": "X", "last_name": "Y"}).status_code == 404, url


@pytest.mark.parametrize("persona", PERSONAS)
def test_writes(client, personas, ids, persona, bursts_rows):
    """POSTs change only what the persona may change; the rest is refused with nothing written."""
    from apps.bursts.models import Group, Student

    _login(client, personas[persona])
    staff_form = persona in STAFF
    prefix = f"/accounts/{ids['oak']}/bursts/" if staff_form else "/bursts/"
    client.post(prefix + "groups/{group}/edit".format(**ids), {"name": "Renamed"})
    renamed = Group.objects.get(pk=ids["group"]).name == "Renamed"
    assert renamed == _allowed(persona, "class", staff_form=staff_form)
    client.post(prefix + "students/{inactive}/edit".format(**ids),
                {"first_name": "Benny", "last_name": "Brown", "code": "BEN-1"})  # fmt: skip
    edited = Student.objects.get(pk=ids["inactive"]).first_name == "Benny"
    assert edited == _allowed(persona, "child", staff_form=staff_form)
    client.post(prefix + "students/{active}/delete".format(**ids))
    deleted = not Student.objects.filter(pk=ids["active"]).exists()
    assert deleted == _allowed(persona, "delete", staff_form=staff_form)


# The API calls (spec 2 §7) × every persona and nobody: the same rules as the pages. Each
# call names Oakfield's rows; the answer is the status, and only a 2xx writes anything.
API_CALLS = [
    # (method, path, body, who may use it, status when allowed)
    ("get", "/api/groups/{group}", None, "view", 200),
    ("post", "/api/students", {"firstName": "New", "lastName": "Kid", "accountId": "{oak}"}, "child", 201),
    ("put", "/api/students/{inactive}", {"firstName": "Benny", "lastName": "Brown"}, "child", 200),
    ("post", "/api/groups/{group}/teachers", {"teacher": "{candidate}"}, "class", 200),
    ("delete", "/api/students/{active}", None, "delete", 204),
    ("delete", "/api/groups/{group}", None, "class", 204),
]


def _api_expected(persona, need, allowed_status, path=""):
    if persona == "anonymous":
        return {401}
    if persona in STAFF:
        return {allowed_status} if persona in STAFF_ADMINS or need == "view" else {403}
    if persona in OAK_USERS:
        return {allowed_status} if need in ("view", "child") or persona in OAK_ADMINS else {403}
    if persona in NOT_IN_CLASS:  # the class's ids are not found; a new child without a class
        if path == "/api/students":
            return {allowed_status if persona == "other_teacher" else 403}
        return {404}
    if persona == "bursts_user":  # Cedar: Oakfield's ids are not found
        return {404}
    if persona in ("trial_admin", "home_user"):  # no BURSTS: refused before any id is read
        return {403}
    return {401, 403}  # frozen_user, expired_user: access ended (403), then signed out (401)


def _api_call(client, method, path, body, ids):
    url = path.format(**ids)
    if body is None:
        return getattr(client, method)(url)
    body = {k: int(v.format(**ids)) if v.startswith("{") else v for k, v in body.items()}
    return getattr(client, method)(url, body, content_type="application/json")


def _oak_rows(ids):
    from apps.bursts.models import Group, Student

    return (
        Group.objects.filter(pk=ids["group"]).values_list("name", flat=True).first(),
        sorted(Student.objects.filter(account_id=ids["oak"]).values_list("first_name", flat=True)),
        sorted(Group.teachers.through.objects.filter(group_id=ids["group"]).values_list("user_id", flat=True)),
    )


@pytest.mark.parametrize("persona", [*PERSONAS, "anonymous"])
def test_api_calls(client, personas, ids, persona):
    if persona != "anonymous":
        _login(client, personas[persona])
    for method, path, body, need, allowed_status in API_CALLS:
        before = _oak_rows(ids)
        response = _api_call(client, method, path, body, ids)
        expected = _api_expected(persona, need, allowed_status, path)
        assert response.status_code in expected, (method, path, response.status_code, response.content)
        if response.status_code >= 400:
            assert response.json()["status"] == response.status_code
            assert _oak_rows(ids) == before, (method, path)
        elif method != "get":
            assert _oak_rows(ids) != before, (method, path)


@pytest.mark.parametrize("persona", ["school_admin", "teacher", "pe_lead", "bursts_user"])
def test_api_another_schools_ids_are_not_found(client, personas, ids, persona):
    """Oakfield's users with Cedar's ids, Cedar's with Oakfield's: 404 and nothing written."""
    from apps.bursts.models import Group, Student

    _login(client, personas[persona])
    theirs = {"group": "other_group", "child": "other_child"} if persona != "bursts_user" else {
        "group": "group", "child": "active"}  # fmt: skip
    group, child = ids[theirs["group"]], ids[theirs["child"]]
    body = {"firstName": "X", "lastName": "Y"}
    calls = [
        client.get(f"/api/groups/{group}"),
        client.delete(f"/api/groups/{group}"),
        client.get(f"/api/students/{child}"),
        client.put(f"/api/students/{child}", body, content_type="application/json"),
        client.delete(f"/api/students/{child}"),
    ]
    assert [c.status_code for c in calls] == [404] * 5
    assert Group.objects.filter(pk=group).exists() and Student.objects.filter(pk=child, first_name="X").count() == 0
    assert Student.objects.filter(pk=child).exists()
