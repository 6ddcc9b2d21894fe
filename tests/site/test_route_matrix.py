"""The role x route matrix (issue 9): every page of the URLconf and every read of the
OpenAPI, opened by every persona and by nobody, against another school's rows, must end
where the route's declared audience says. A route gets a 200 only for its audience; for
everyone else it is a redirect or a 4xx, never a 5xx. A route without a declared audience
fails the test, so a new page cannot ship unclassified.

Personas include a frozen school's old session and token and a disabled user's. Writes
(POST, PUT, DELETE) are refused or allowed by the same rules and have their rows in each
area's own permission matrix; schemathesis sends generated bodies to every operation."""

import pytest
from django.test import Client

from apps.accounts.models import Account
from apps.api.models import ApiToken
from apps.bookmarks.models import Bookmark
from apps.bursts.models import Contact, Group, Student
from apps.licences.models import Licence, LicenceType
from apps.myaccount.models import PurchaseOrder, TrainingItem
from apps.users.models import User
from tests.site.route_matrix import COMMON_SAMPLES, api_reads, api_url, page_url, patterns

pytestmark = pytest.mark.django_db

STAFF = {"super_staff", "staff_admin", "staff_viewer"}
STAFF_ADMINS = {"super_staff", "staff_admin"}
SUPER_STAFF = {"super_staff"}
# Oakfield (full pe, BURSTS, home learning), Birchwood (pe trial), Cedar (BURSTS only).
SCHOOL = {"school_admin", "teacher", "trial_admin", "bursts_user", "home_user"}
SIGNED_IN = STAFF | SCHOOL
ENDED = {"frozen_user", "disabled_user"}  # old sessions and tokens of a frozen school, a disabled user
# Parents signed in on the web (issue 31): their children's page, the pages everyone may
# open, their second factor; nothing else (apps/parents/views/guard.py).
PARENTS = {"parent"}
EVERYONE = SIGNED_IN | ENDED | {"anonymous"} | PARENTS
# A receiving secondary's PE contact (issue 32): the passports sent to them, the pages
# everyone may open that their guard lets through (apps/passport/views/guard.py); added to
# those routes below, not to EVERYONE.
RECEIVERS = {"receiver"}
SIGNED_OUT = ENDED | {"anonymous"}
MEMBERS = SIGNED_IN - {"home_user"}  # home-learning children live in /home
PE_USERS = STAFF | {"school_admin", "teacher", "trial_admin"}
HOME_USERS = STAFF | {"home_user", "school_admin", "teacher"}
BURSTS_SCHOOL = {"bursts_user", "school_admin", "teacher"}
BURSTS_VIEWERS = STAFF | BURSTS_SCHOOL
FULL_ADMIN = {"school_admin"}
SCHOOL_STAFF = SCHOOL - {"home_user"}
TRIAL_ADMIN = {"trial_admin"}
ASSESSORS = {"school_admin", "teacher", "trial_admin"}
REPORT_READERS = {"school_admin", "trial_admin"}  # assessment's cohort, school and deep-dive reports
# Routes about one row get another school's ids (or a key nobody holds): only staff may see
# another school's rows, and self-service routes refuse them to everyone.
NOBODY = set()
PERSONAS = sorted(EVERYONE)

# The declared outcome of every route: who gets it served (a 200 that is not a refusal page).
# Everyone else gets a redirect (to sign in, or to their own dashboard) or a 4xx.
AUDIENCE = {
    "health_live": EVERYONE,
    "dashboard": MEMBERS,
    "signin:login": SIGNED_OUT,
    "signin:reset": EVERYONE,
    "signin:reinvite": NOBODY,
    "signin:invite": EVERYONE,
    "signin:reset_token": EVERYONE,
    "signin:email_confirm": NOBODY,
    # The second factor (issue 23): the code step only right after a password (the walker
    # has none pending: redirected); its page and set-up for staff and school admins, the
    # set-up for those who have none yet (the demo's staff admins have one: redirected).
    "signin:code": NOBODY,
    "signin:mfa": STAFF | {"school_admin", "trial_admin"} | PARENTS,
    "signin:mfa_setup": {"staff_viewer", "school_admin", "trial_admin"} | PARENTS,
    "bursts_tools": EVERYONE,
    # The parents' page (issue 31): a parent's own; the invite link with a code nobody holds
    # is refused to all; the switch and preview for the school's admins (the preview of
    # another school's child: nobody).
    "parents_home": PARENTS,
    "parents_join": NOBODY,
    "parents_privacy": EVERYONE,
    "parents_school": {"school_admin", "trial_admin"},
    "parents_preview": NOBODY,
    # A shared photo's file (another school's child's evidence): nobody by its link alone.
    "parents_evidence_file": NOBODY,
    "profile": SIGNED_IN,
    "real": MEMBERS,
    "progression_index": PE_USERS,
    "progression": PE_USERS,
    "leaders": MEMBERS,
    "content_menu": SIGNED_IN,
    "content_view": NOBODY,
    "programme": MEMBERS,
    "year": PE_USERS,
    "unit": PE_USERS,
    "organiser": PE_USERS,
    "plan": PE_USERS,
    "unit_offline": PE_USERS,  # a unit's download list (issue 33)
    # The installable app (issue 33): the worker, its manifest and its offline page, for all.
    "service_worker": EVERYONE,
    "web_manifest": EVERYONE,
    "offline": EVERYONE,
    "ability": NOBODY,
    "lesson": PE_USERS,
    "part": NOBODY,
    "club": STAFF,
    "club_unit": STAFF,
    "club_plan": STAFF,
    "club_lesson": STAFF,
    "club_part": NOBODY,
    "stage": HOME_USERS,
    "theme": HOME_USERS,
    "theme_type": HOME_USERS,
    "theme_part": NOBODY,
    "bursts": NOBODY,
    "bursts_groups": BURSTS_SCHOOL,
    "bursts_year": BURSTS_SCHOOL,
    "bursts_year_results": BURSTS_SCHOOL,
    "account_bursts_year_results": NOBODY,
    "bursts_year_export": BURSTS_SCHOOL,
    "account_bursts_year_export": NOBODY,
    "bursts_stats": NOBODY,
    "bursts_stats_year": STAFF,
    "bursts_stats_year_export": STAFF,
    "bursts_stats_accounts": STAFF,
    "bursts_stats_accounts_export": STAFF,
    "bursts_group": NOBODY,
    "account_bursts_group": NOBODY,
    "bursts_group_edit": NOBODY,
    "account_bursts_group_edit": NOBODY,
    "bursts_group_delete": NOBODY,
    "account_bursts_group_delete": NOBODY,
    "bursts_group_reinvite": NOBODY,
    "account_bursts_group_reinvite": NOBODY,
    "bursts_log": FULL_ADMIN,  # the BURSTS access log (issue 23): the school's admins
    "account_bursts_log": NOBODY,  # Elmfield has no BURSTS: the intro
    "bursts_group_teachers": NOBODY,  # another school's class (issue 23: its admins connect teachers)
    "account_bursts_group_teachers": NOBODY,
    "bursts_student": NOBODY,
    "account_bursts_student": NOBODY,
    "bursts_student_alone": NOBODY,
    "account_bursts_student_alone": NOBODY,
    "bursts_student_new": BURSTS_SCHOOL,
    "account_bursts_student_new": NOBODY,
    "bursts_student_edit": NOBODY,
    "account_bursts_student_edit": NOBODY,
    "bursts_student_delete": NOBODY,
    "account_bursts_student_delete": NOBODY,
    "bursts_student_data": NOBODY,  # another school's child: nobody but staff on its account pages
    "account_bursts_student_data": NOBODY,  # Elmfield has no BURSTS: the intro
    "bursts_student_export": NOBODY,  # POST only (GET goes back)
    "account_bursts_student_export": NOBODY,
    "bursts_student_erase": NOBODY,
    "account_bursts_student_erase": NOBODY,
    "bursts_contact": NOBODY,
    "account_bursts_contact": NOBODY,
    "bursts_contact_invite": NOBODY,
    "account_bursts_contact_invite": NOBODY,
    "learning": MEMBERS,
    "learning_page": MEMBERS,
    "sso": NOBODY,
    "oauth": NOBODY,
    "oauth_token": NOBODY,
    "oauth_revoke": NOBODY,
    "oauth_profile": NOBODY,
    "support": SIGNED_IN,
    "support_page": NOBODY,
    "my_account_root": NOBODY,
    "my_account": FULL_ADMIN,
    "account_users_lists": NOBODY,
    "account_users_invite": STAFF_ADMINS,
    "account_users_bulk_delete": NOBODY,
    "account_user_edit": STAFF_ADMINS,
    "account_user_resend": NOBODY,
    "account_user_delete": STAFF_ADMINS,
    "account_home_panel": NOBODY,
    "account_home_add": NOBODY,
    "account_home_import": NOBODY,
    "account_home_bulk_delete": NOBODY,
    "account_home_export": NOBODY,
    "account_home_export_new": NOBODY,
    "account_home_password": NOBODY,
    "account_training_new": STAFF_ADMINS,
    "account_training_edit": STAFF_ADMINS,
    "account_training_delete": STAFF_ADMINS,
    "my_account_purchase_done": NOBODY,
    "my_account_trial_end": TRIAL_ADMIN,
    "my_account_refer": {"school_admin", "teacher"},  # Refer a Friend: the users of a full member
    "account_order_paid": NOBODY,
    "account_order_licence": NOBODY,
    "sync_school": NOBODY,
    "sync_now": NOBODY,
    "sync_run": NOBODY,
    "sync_run_apply": NOBODY,  # POST only (its rows: apps/sync/tests/test_permission_matrix.py)
    "sync_employees": NOBODY,
    "sync_invite": NOBODY,
    "sync_request_access": NOBODY,
    "sync_groups": NOBODY,
    "sync_group": NOBODY,
    "accounts": STAFF,
    "accounts_suggest": STAFF,
    "accounts_export": STAFF,
    "accounts_export_progress": NOBODY,
    "accounts_export_file": NOBODY,
    "account": STAFF,
    "account_tab": STAFF,
    "account_bursts": NOBODY,
    "account_freeze": NOBODY,
    "account_export": STAFF,
    "licence_new": STAFF_ADMINS,
    "licence_edit": STAFF_ADMINS,
    "licence_delete": STAFF_ADMINS,
    "user_search": STAFF,
    "staff_users": STAFF,
    "staff_invite": STAFF_ADMINS,
    "staff_edit": NOBODY,
    "staff_resend": NOBODY,
    "staff_delete": NOBODY,
    "privacy": EVERYONE,  # the record of processing: anyone may read it
    "school_privacy": {"school_admin", "trial_admin"},  # a school's admins: their own school's retention
    "account_privacy": STAFF,
    "retention_runs": STAFF,
    # The PE and sport premium return (issue 32): the school's admins and PE lead of a school
    # with the programme; the public page with a key nobody holds: nobody (a real key: anyone).
    "premium": {"school_admin", "trial_admin"},
    "premium_year": {"school_admin", "trial_admin"},
    "premium_export": {"school_admin", "trial_admin"},
    "premium_print": {"school_admin", "trial_admin"},
    "premium_public": NOBODY,
    # Assessment (issue 30): school users of a school with the programme (in full or on
    # trial); staff read no child's judgements, parents and home users nothing.
    "assessment": ASSESSORS,
    "assessment_lesson": ASSESSORS,
    "assessment_record": NOBODY,  # another school's class
    "assessment_class": NOBODY,
    "assessment_settings": {"school_admin", "trial_admin"},  # the school's admins and PE lead
    "assessment_class_new": {"school_admin", "trial_admin"},
    "assessment_swimming": NOBODY,  # another school's class
    "assessment_unit_end": NOBODY,
    "assessment_unit_sheet": NOBODY,  # another school's class, as the end of unit
    # Evidence (issue 30): another school's class and evidence; share, delete, consent POST only.
    "assessment_evidence": NOBODY,
    "assessment_consent": NOBODY,
    "assessment_evidence_file": NOBODY,
    "assessment_evidence_share": NOBODY,
    "assessment_evidence_delete": NOBODY,
    # Its reports: a child's and a class's for those who read the class (another school's
    # here); the cohort, school and deep dive for the school's admins and PE lead; internal
    # staff a school's figures only (Elmfield's).
    "assessment_child": NOBODY,
    "assessment_class_strands": NOBODY,
    "assessment_class_export": NOBODY,
    "assessment_cohort": REPORT_READERS,
    "assessment_cohort_export": REPORT_READERS,
    "assessment_school": REPORT_READERS,
    "assessment_school_export": REPORT_READERS,
    "assessment_deep_dive": REPORT_READERS,
    "assessment_staff_school": STAFF,
    "assessment_staff_school_export": STAFF,
    "assessment_staff_cohort": STAFF,
    # The PE passport (issue 32): the sending school's admins (a teacher, staff, parents:
    # nobody); another school's child and a passport sent elsewhere: nobody; the receiving
    # secondary's pages: its receiver alone; the published schema: anyone.
    "passport": {"school_admin", "trial_admin"},
    "passport_cohort": {"school_admin", "trial_admin"},
    "passport_cohort_json": {"school_admin", "trial_admin"},
    "passport_child": NOBODY,
    "passport_child_json": NOBODY,
    "passport_schema": EVERYONE - PARENTS,
    "passport_incoming": RECEIVERS,
    "passport_incoming_print": RECEIVERS,
    "passport_incoming_json": RECEIVERS,
    "passport_incoming_one": NOBODY,
    "passport_incoming_one_json": NOBODY,
    "GET /api/auth/tokens": SIGNED_IN,
    "GET /api/auth/self": SIGNED_IN,
    "GET /api/auth/faux": SUPER_STAFF,
    "GET /api/bookmarks": MEMBERS,
    "GET /api/bookmarks/last": MEMBERS,
    "GET /api/bookmarks/{bookmark_id}": NOBODY,  # another user's bookmark: nobody else's to read
    "GET /api/bursts/events": BURSTS_SCHOOL,
    "GET /api/bursts/year/table": BURSTS_VIEWERS,
    "GET /api/bursts/year/filters": BURSTS_VIEWERS,
    "GET /api/groups": BURSTS_SCHOOL,
    "GET /api/students": BURSTS_SCHOOL,
    "GET /api/students/{student_id}": STAFF,
    "GET /api/groups/{group_id}": STAFF,
    "GET /api/support/page": NOBODY,
    "GET /api/support/entries": SIGNED_IN,
    "GET /api/learning/micro": MEMBERS,
    "GET /api/content/intros/{slug}": NOBODY,  # the sample slug names no intro: 404 for all
    "GET /api/accounts": STAFF,
    "GET /api/accounts/filters": STAFF,
    "GET /api/accounts/export": STAFF,
    "GET /api/accounts/zoho/{zid}": NOBODY,
    "GET /api/accounts/{account_id}": STAFF,
    "GET /api/accounts/self": SCHOOL_STAFF,  # a school user's own account; staff and home users have none
    "GET /api/accounts/{account_id}/freeze": STAFF_ADMINS,
    "GET /api/accounts/{account_id}/export": STAFF,
    "GET /api/licences": STAFF,
    "GET /api/licences/{licence_id}": STAFF,
    "GET /api/licence-types": STAFF,
    "GET /api/users/search": STAFF,
    "GET /api/users": FULL_ADMIN,
    "GET /api/users/{kind}/{user_id}": NOBODY,
    "GET /api/users/{kind}/{user_id}/invite": NOBODY,
    "GET /api/users/home/new-password": FULL_ADMIN,
    "GET /api/users/home/export": FULL_ADMIN,
    "GET /api/users/home/new/export": FULL_ADMIN,
    "GET /api/training": FULL_ADMIN,
    "GET /api/training/{training_id}": STAFF,
    "GET /api/content/lesson": PE_USERS,
    "GET /api/content/part": NOBODY,
    "GET /api/content/parts/{slug}/warmup-steps": NOBODY,
    "GET /api/content/dice": PE_USERS,
    "GET /api/content/playlists/{slug}": NOBODY,
    "GET /api/content/themes/{product}/{stage}": NOBODY,
    "GET /api/content/themes/{product}/{stage}/{item}": NOBODY,
    "GET /api/content/abilities": PE_USERS,
    "GET /api/assessment/outcomes": ASSESSORS,
    "GET /api/assessment/scales": ASSESSORS,
    "GET /api/assessment/classes/{group_id}": NOBODY,  # another school's class
    "GET /api/assessment/classes/{group_id}/report": NOBODY,
    "GET /api/assessment/children/{student_id}/report": NOBODY,
    "GET /api/assessment/classes/{group_id}/strands": NOBODY,
    "GET /api/assessment/cohorts/{year}": REPORT_READERS,
    "GET /api/assessment/school": REPORT_READERS,
    "GET /api/assessment/schools/{account_id}": STAFF,
    "GET /api/wonde/{wondeId}/employees": NOBODY,
    "GET /api/wonde/{wondeId}/groups": NOBODY,
    "GET /api/wonde/{wondeId}/groups/{groupWondeId}": NOBODY,
}

# Class-level personas (issue 23): a teacher of another class of Oakfield and Oakfield's
# temporary user are served what the teacher is (the ids here are another school's; the
# scope walk, tests/site/test_scoped_routes.py, gives them an Oakfield class not theirs),
# but for these routes.
CLASS_LEVEL = ("other_teacher", "temp_user")
CLASS_LEVEL_EXCEPT = {
    "bursts_student_new": {"other_teacher"},  # a temporary user adds no child
    "account_bursts_student_new": set(),
}
for _route, _audience in AUDIENCE.items():
    if "teacher" in _audience:
        AUDIENCE[_route] = _audience | CLASS_LEVEL_EXCEPT.get(_route, set(CLASS_LEVEL))
RECEIVER_ALSO = ("health_live", "privacy", "signin:reset", "signin:invite", "signin:reset_token", "passport_schema")
for _route in RECEIVER_ALSO:
    AUDIENCE[_route] = AUDIENCE[_route] | RECEIVERS
PERSONAS = sorted(EVERYONE | set(CLASS_LEVEL) | RECEIVERS)

# Not walked here, with the reason.
NOT_WALKED = {
    "signin:logout": "signs the walker out (its own tests cover it)",
    "temp_warning": "POST only: remembers that the warning was seen",
    "health_ready": "answers the machine's own health, 200 or 503 (apps/ops/tests cover it)",
}
NOT_WALKED_PREFIXES = ("admin:", "api:", "hijack:")  # content admin and hijack: their own tests


def _other_school():
    """A school no persona belongs to, with one row of every kind."""
    other = Account.objects.create(name="Elmfield Primary", postcode="EL1 1MF")
    licence = Licence.objects.create(
        account=other,
        licence_type=LicenceType.objects.first(),
        start_date="2026-09-01",
        end_date="2027-08-31",
        products=["pe"],
    )
    user = User.objects.create_user(email="head@elmfield.example.com", account=other, first_name="E", last_name="F")
    group = Group.objects.create(account=other, name="Elm class")
    student = Student.objects.create(account=other, group=group, first_name="El", last_name="Elm", code="ELM1")
    contact = Contact.objects.create(student=student, email="el.parent@example.org")
    order = PurchaseOrder.objects.create(
        account=other, length=1, price=695, finance_first_name="E", finance_last_name="F", finance_email="f@e.example"
    )
    return {
        "account_id": other.pk,
        "accountId": other.pk,
        "licence_id": licence.pk,
        "user_id": user.pk,
        "uid": str(user.uid),
        "bookmark_id": Bookmark.objects.create(user=user, url="/real", title="Real PE").pk,
        "training_id": TrainingItem.objects.create(account=other, title="Elm training").pk,
        "order_id": order.pk,
        "group_id": group.pk,
        "groupId": group.pk,
        "student_id": student.pk,
        "studentId": student.pk,
        "contact_id": contact.pk,
        "evidence_id": _evidence(other, group, student).pk,
        "share_id": _passport(other, student).pk,
    }


def _evidence(account, group, student):
    """A photo of another school's child (the row only: no page may reach its file)."""
    from apps.assessment.models import Evidence

    evidence = Evidence.objects.create(
        account=account, group=group, file="evidence/elsewhere.png", kind="photo", keep_until="2099-01-01"
    )
    evidence.students.add(student)
    return evidence


def _passport(account, student):
    """Another school's child's passport sent to another secondary (issue 32)."""
    from apps.passport.models import PassportShare, ReceivingSchool

    receiving = ReceivingSchool.objects.create(account=account, name="Elm High", urn="100999", contact_name="E",
                                               contact_email="pe@elm-high.example.com")  # fmt: skip
    return PassportShare.objects.create(account=account, receiving=receiving, student=student, child_name="El Elm",
                                        document={}, keep_until="2099-12-31")  # fmt: skip


def _samples(ids):
    return {
        **COMMON_SAMPLES,
        **ids,
        "zid": "Z-ELM",
        "path": "v1.0/schools",
        "wonde_id": "A5550000001",  # Elmfield's
        "wondeId": "A5550000001",
    }


@pytest.fixture
def walkers(personas):
    """persona -> (a client with its session, Bearer headers), for everyone and nobody.
    The frozen school's and the disabled user's sessions and tokens are made while they could
    still sign in, then the account is frozen / the user disabled."""
    disabled = User.objects.create_user(
        email="gone@oakfield.example.com", account=personas["teacher"].account, first_name="Gone", last_name="Away"
    )
    people = {name: personas[name] for name in PERSONAS if name in personas}
    people["disabled_user"] = disabled
    frozen_account = personas["frozen_user"].account
    Account.objects.filter(pk=frozen_account.pk).update(frozen=False)
    walkers = {"anonymous": (Client(), {})}
    for name, user in people.items():
        client = Client()
        client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
        walkers[name] = (client, {"Authorization": f"Bearer {ApiToken.objects.issue(user)[1]}"})
    Account.objects.filter(pk=frozen_account.pk).update(frozen=True)
    User.objects.filter(pk=disabled.pk).update(status=User.Status.DISABLED)
    return walkers


def _outcome(response):
    """ok: the route served what it is for; intro: the BURSTS intro page shown instead (a
    refusal that explains itself); else the status (a redirect or a 4xx)."""
    if response.status_code != 200:
        return response.status_code
    if any(t.name == "bursts/intro.html" for t in response.templates or ()):
        return "intro"
    return "ok"


def _walk(walkers, samples):
    """{route: {persona: outcome}} for every page (GET, session) and API read (GET, token)."""
    seen = {}
    for name, pattern in patterns():
        if name.startswith(NOT_WALKED_PREFIXES) or name in NOT_WALKED:
            continue
        url = page_url(name, pattern, samples)
        seen[name] = {who: _outcome(client.get(url)) for who, (client, _) in walkers.items()}
    for key, path, params in api_reads():
        url = api_url(path, params, samples)
        seen[key] = {who: _outcome(Client().get(url, headers=headers)) for who, (_, headers) in walkers.items()}
    return seen


@pytest.fixture
def walked(walkers):
    from apps.content.seed import seed_content

    seed_content()
    return _walk, _samples(_other_school())


@pytest.mark.parametrize("persona", PERSONAS)
def test_each_persona_is_served_exactly_its_routes(walkers, walked, persona):
    walk, samples = walked
    seen = walk({persona: walkers[persona]}, samples)
    outcomes = {route: by[persona] for route, by in seen.items()}
    assert sorted(set(outcomes) - set(AUDIENCE)) == [], "declare an audience in AUDIENCE for these routes"
    assert sorted(set(AUDIENCE) - set(outcomes)) == [], "these declared routes no longer exist"
    assert {r: o for r, o in outcomes.items() if o not in ("ok", "intro") and o >= 500} == {}
    allowed = {r for r, o in outcomes.items() if o == "ok"}
    expected = {r for r, who in AUDIENCE.items() if persona in who}
    assert sorted(allowed - expected) == [], "served to someone outside the route's audience"
    assert sorted(expected - allowed) == [], "refused to someone in the route's audience"
