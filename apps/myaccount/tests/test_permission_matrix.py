"""Every page and call of My Account × every persona → the expected answer (spec 1 §2:
/account/* for admins of a full member; staff go to /accounts, others to their dashboard;
§6: invite by email hidden for synced accounts unless super staff; the API answers 403/404
and never another school's users)."""

import pytest

from apps.access.entitlements import user_access
from apps.users.models import User

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "other_admin", "teacher", "pe_lead",
            "trial_admin", "home_user"]  # fmt: skip
OK, STAFF_HOME, DASH, NOT_FOUND, FORBIDDEN = 200, "/accounts", "dash", 404, 403

MANAGERS_OF_OAK = {"school_admin": OK, "pe_lead": OK, "super_staff": OK, "staff_admin": OK, "staff_viewer": STAFF_HOME}
# path → {persona: expected}; a persona not named gets its dashboard (a redirect).
PAGES = {
    "/account/users": {
        "school_admin": OK,
        "pe_lead": OK,
        "other_admin": OK,
        "super_staff": STAFF_HOME,
        "staff_admin": STAFF_HOME,
        "staff_viewer": STAFF_HOME,
    },
    "/account/{oak}/users": {
        "school_admin": 302,
        "pe_lead": 302,
        "super_staff": 302,
        "staff_admin": 302,
        "staff_viewer": 302,
    },
    "/account/{oak}/users/invite": {"super_staff": OK, "staff_admin": STAFF_HOME, "staff_viewer": STAFF_HOME},
    "/account/{oak}/users/{teacher}/edit": {
        "school_admin": OK,
        "pe_lead": OK,
        "super_staff": OK,
        "staff_admin": OK,
        "staff_viewer": "/accounts/{oak}/users",
    },
    "/account/{oak}/users/{teacher}/delete": {
        "school_admin": OK,
        "pe_lead": OK,
        "super_staff": OK,
        "staff_admin": OK,
        "staff_viewer": STAFF_HOME,
    },
    "/account/{hazel}/users/invite": {
        "other_admin": OK,
        "super_staff": OK,
        "staff_admin": OK,
        "staff_viewer": STAFF_HOME,
    },
    "/accounts/{oak}/users": {"super_staff": OK, "staff_admin": OK, "staff_viewer": OK},
    "/account/home": {
        "school_admin": OK,
        "pe_lead": OK,
        "other_admin": OK,
        "super_staff": STAFF_HOME,
        "staff_admin": STAFF_HOME,
        "staff_viewer": STAFF_HOME,
    },
    "/account/{oak}/home/add": MANAGERS_OF_OAK,
    "/account/{oak}/home/import": MANAGERS_OF_OAK,
    "/account/{oak}/home/export.xlsx": {**MANAGERS_OF_OAK, "staff_viewer": OK},
    "/account/{oak}/home/new.xlsx?ids={child}": {**MANAGERS_OF_OAK, "staff_viewer": OK},
    "/accounts/{oak}/home": {"super_staff": OK, "staff_admin": OK, "staff_viewer": OK},
    "/account/training": {
        "school_admin": OK,
        "pe_lead": OK,
        "other_admin": OK,
        "super_staff": STAFF_HOME,
        "staff_admin": STAFF_HOME,
        "staff_viewer": STAFF_HOME,
    },
    "/account/{oak}/training/new": {"super_staff": OK, "staff_admin": OK, "staff_viewer": STAFF_HOME},
    "/account/purchase": {
        "school_admin": OK,
        "pe_lead": OK,
        "other_admin": OK,
        "trial_admin": OK,
        "super_staff": STAFF_HOME,
        "staff_admin": STAFF_HOME,
        "staff_viewer": STAFF_HOME,
    },
    # Refer a Friend (spec 1 §6): every user of a full member; staff to /accounts.
    "/account/refer": {
        "school_admin": OK,
        "other_admin": OK,
        "teacher": OK,
        "pe_lead": OK,
        "super_staff": STAFF_HOME,
        "staff_admin": STAFF_HOME,
        "staff_viewer": STAFF_HOME,
    },
    "/account/trial/end": {
        "trial_admin": OK,
        "super_staff": STAFF_HOME,
        "staff_admin": STAFF_HOME,
        "staff_viewer": STAFF_HOME,
    },
}
API = {
    "/api/users": {
        "school_admin": 200,
        "pe_lead": 200,
        "other_admin": 200,
        "super_staff": 404,
        "staff_admin": 404,
        "staff_viewer": 404,
    },
    "/api/users?accountId={oak}&filter=pending": {
        "school_admin": 200,
        "pe_lead": 200,
        "super_staff": 200,
        "staff_admin": 200,
        "staff_viewer": 200,
        "other_admin": 404,
        "trial_admin": 404,
    },
    "/api/users?accountId={oak}&filter=temp": {
        "super_staff": 200,
        "staff_admin": 200,
        "other_admin": 404,
        "trial_admin": 404,
    },
    "/api/users/account/{teacher}": {
        "school_admin": 200,
        "pe_lead": 200,
        "super_staff": 200,
        "staff_admin": 200,
        "staff_viewer": 200,
        "other_admin": 404,
        "trial_admin": 404,
    },
    "/api/users?kind=home&accountId={oak}&filter=pending": {
        "school_admin": 200,
        "pe_lead": 200,
        "super_staff": 200,
        "staff_admin": 200,
        "staff_viewer": 200,
        "other_admin": 404,
        "trial_admin": 404,
    },
    "/api/users/home/{child}": {
        "home_user": 403,
        "school_admin": 200,
        "pe_lead": 200,
        "super_staff": 200,
        "staff_admin": 200,
        "staff_viewer": 200,
        "other_admin": 404,
        "trial_admin": 404,
    },
    "/api/users/home/export?accountId={oak}": {
        "school_admin": 200,
        "pe_lead": 200,
        "super_staff": 200,
        "staff_admin": 200,
        "staff_viewer": 200,
        "other_admin": 404,
        "trial_admin": 404,
    },
    "/api/users/home/new-password": {
        "school_admin": 200,
        "pe_lead": 200,
        "other_admin": 200,
        "super_staff": 404,
        "staff_admin": 404,
        "staff_viewer": 404,
    },
}
API["/api/training?accountId={oak}"] = {
    "school_admin": 200,
    "pe_lead": 200,
    "super_staff": 200,
    "staff_admin": 200,
    "staff_viewer": 200,
    "other_admin": 404,
    "trial_admin": 404,
}
# Those the API answers 404 (the row is out of their scope) rather than 403.
API_OUT_OF_SCOPE = {"home_user"}


@pytest.fixture
def cast(personas, hazel_admin):
    people = dict(personas)
    people["other_admin"] = hazel_admin
    teacher = personas["teacher"]
    child = User.objects.get(username="oakfield-home1")
    ids = {"oak": teacher.account_id, "hazel": hazel_admin.account_id, "teacher": teacher.pk, "child": child.pk}
    return people, ids


def _expected_redirect(expected, user, ids):
    if expected == DASH:
        return user_access(user).dashboard_path
    return expected.format(**ids)


@pytest.mark.parametrize("persona", PERSONAS)
def test_pages(client, cast, persona):
    people, ids = cast
    user = people[persona]
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    for path, table in PAGES.items():
        url = path.format(**ids)
        expected = table.get(persona, DASH)
        response = client.get(url)
        if expected in (OK, 302):
            assert response.status_code == expected, url
        else:
            assert (response.status_code, response.url) == (302, _expected_redirect(expected, user, ids)), url


@pytest.mark.parametrize("persona", PERSONAS)
def test_api_reads(client, cast, persona):
    people, ids = cast
    client.force_login(people[persona], backend="allauth.account.auth_backends.AuthenticationBackend")
    for path, table in API.items():
        url = path.format(**ids)
        default = 404 if persona in API_OUT_OF_SCOPE else 403
        assert client.get(url).status_code == table.get(persona, default), url


@pytest.mark.parametrize("persona", PERSONAS)
def test_writes(client, cast, persona):
    """Delete the Oakfield teacher by page and by API: only its managers can."""
    people, ids = cast
    client.force_login(people[persona], backend="allauth.account.auth_backends.AuthenticationBackend")
    client.post(f"/account/{ids['oak']}/users/{ids['teacher']}/delete")
    client.post(f"/account/{ids['hazel']}/users/delete", {"user": [ids["teacher"]], "confirm": "1"})
    client.delete(f"/api/users/account/{ids['teacher']}")
    client.post(f"/account/{ids['oak']}/home/delete", {"user": [ids["child"]], "confirm": "1", "filter": "inactive"})
    client.post(f"/account/{ids['oak']}/home/add", {"rows": "1", "first_0": "Zed", "last_0": "Zee"})
    managers = persona in {"school_admin", "pe_lead", "super_staff", "staff_admin"}
    assert User.objects.filter(pk__in=[ids["teacher"], ids["child"]]).count() == (0 if managers else 2)
    assert User.objects.filter(first_name="Zed", kind="home").exists() == managers


@pytest.mark.parametrize("persona", PERSONAS)
def test_trial_and_purchase_writes(client, cast, persona):
    """Only the trial's admin ends it; only school admins place orders."""
    from apps.licences.models import Licence
    from apps.myaccount.models import PurchaseOrder

    people, _ = cast
    user = people[persona]
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    client.post("/account/trial/end", {"reason": "too expensive right now"})
    client.post("/api/membership/trial-cancel", {"reason": "too expensive right now"}, content_type="application/json")
    finance = {"finance_first_name": "F", "finance_last_name": "N", "finance_email": "f@n.example.com"}
    client.post("/account/purchase", {"length": "1", **finance})
    trial = Licence.objects.get(account=people["trial_admin"].account, licence_type_id=150)
    assert (trial.status == "cancelled") == (persona == "trial_admin")
    admins = {"school_admin", "pe_lead", "other_admin", "trial_admin"}
    assert PurchaseOrder.objects.filter(placed_by=user).exists() == (persona in admins)


@pytest.mark.parametrize("persona", PERSONAS)
def test_refer_a_friend_writes(client, cast, persona):
    """Only a full member's users refer a school; the referral is their own school's."""
    from apps.myaccount.models import Referral

    people, _ = cast
    user = people[persona]
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    client.post(
        "/account/refer", {"school_name": "Elm School", "contact_name": "E", "contact_email": "e@elm.example.com"}
    )
    referrals = list(Referral.objects.all())
    full = {"school_admin", "other_admin", "teacher", "pe_lead"}
    assert [r.account_id for r in referrals] == ([user.account_id] if persona in full else [])


@pytest.mark.parametrize("persona", PERSONAS)
def test_training_and_invite_writes_by_api(client, cast, persona):
    """PUT/DELETE training/{id} and POST training: staff admins only. POST users/account/bulk:
    who may invite at Hazelwood (not synced) invites; nobody else reaches it."""
    from apps.accounts.models import AccountEvent
    from apps.myaccount.models import TrainingItem

    people, ids = cast
    client.force_login(people[persona], backend="allauth.account.auth_backends.AuthenticationBackend")
    item = TrainingItem.objects.filter(account_id=ids["hazel"]).first()
    body = {"title": f"Changed by {persona}"}
    put = client.put(f"/api/training/{item.pk}", body, content_type="application/json").status_code
    post = client.post("/api/training", {**body, "accountId": ids["hazel"]}, content_type="application/json")
    delete = client.delete(f"/api/training/{item.pk}").status_code
    rows = [{"email": f"invited.{persona}@hazelwood.example.com"}]
    invite = client.post(f"/api/users/account/bulk?accountId={ids['hazel']}", rows, content_type="application/json")
    staff_admins = persona in {"super_staff", "staff_admin"}
    if staff_admins:
        assert (put, post.status_code, delete) == (200, 201, 204)
    else:
        assert (put, post.status_code, delete) == (403, 403, 403)
        assert TrainingItem.objects.filter(pk=item.pk, title=item.title).exists()
    assert AccountEvent.objects.filter(action="training_saved").exists() == staff_admins
    inviters = {"super_staff", "staff_admin", "other_admin"}
    assert invite.status_code == (200 if persona in inviters else 403 if persona == "staff_viewer" else 404)
    assert User.objects.filter(email=f"invited.{persona}@hazelwood.example.com").exists() == (persona in inviters)


def test_anonymous(client, cast):
    _, ids = cast
    for path in PAGES:
        response = client.get(path.format(**ids))
        assert response.status_code == 302 and response.url.startswith("/login?next="), path
    for path in API:
        assert client.get(path.format(**ids)).status_code == 401, path
