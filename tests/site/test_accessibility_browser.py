"""axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) over every page pattern of the URLconf that the
role x route matrix walks, at 1366x768, as a persona that may open it, plus the views that
really differ by audience (a lesson and its parts in the teaching view and in the pupil view,
a home child's pages), and with each main modal and panel open. A serious or critical
violation fails the test, with its rule, page and node targets.

Each persona's pages are one test, so pytest-xdist runs them side by side; a persona signs
in once (a session cookie in one browser context) and keeps its context for all its pages.
A page is checked to be the pattern it claims (the final URL resolves to that name, status
200), so a redirect cannot pass for a page. test_every_page_pattern_is_covered fails when a
pattern of the route matrix is neither visited here nor left out below with its reason."""

import re
from urllib.parse import urlparse

import pytest
from django.urls import Resolver404, resolve
from playwright.sync_api import expect

from conftest import session_cookie
from tests.settle import settle
from tests.site.axe import Audit, serve_axe
from tests.site.route_matrix import patterns
from tests.site.test_route_matrix import NOT_WALKED, NOT_WALKED_PREFIXES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1366, "height": 768}

# Patterns of the route matrix that render no page of their own, with the reason. Each is
# still walked for access by tests/site/test_route_matrix.py.
LEFT_OUT = {
    "signin:logout": "POST only: signs out",
    # Assessment (issue 30): audited with axe by its own browser tests, with the personas and
    # the judgements they need (apps/assessment/tests/test_reports_browser.py: the reports,
    # swimming, making a class, staff's school and cohort; test_browser.py: the end of a unit;
    # test_evidence_browser.py: the settings). The exports are xlsx files, not pages.
    **dict.fromkeys(
        (
            "assessment_child",
            "assessment_class_strands",
            "assessment_cohort",
            "assessment_school",
            "assessment_deep_dive",
            "assessment_swimming",
            "assessment_class_new",
            "assessment_staff_school",
            "assessment_staff_cohort",
        ),
        "audited in apps/assessment/tests/test_reports_browser.py",
    ),
    "assessment_unit_sheet": "audited in apps/assessment/tests/test_print_browser.py (print-emulated)",
    "assessment_unit_end": "audited in apps/assessment/tests/test_browser.py (a tablet, after a lesson's taps)",
    "assessment_settings": "audited in apps/assessment/tests/test_evidence_browser.py",
    **dict.fromkeys(
        (
            "assessment_class_export",
            "assessment_cohort_export",
            "assessment_school_export",
            "assessment_staff_school_export",
        ),
        "an xlsx file, not a page",
    ),
    "assessment_evidence": "a class's evidence (issue 30): audited in apps/assessment/tests/test_evidence_browser.py",
    "assessment_evidence_file": "the evidence's photo or video itself (no page)",
    "assessment_evidence_share": "POST only: shares or stops sharing with parents, redirects back",
    "assessment_evidence_delete": "POST only: deletes the evidence, redirects back",
    "assessment_consent": "POST only: saves photo consent, redirects back to the evidence page",
    # The parents' pages (issue 31) need a parent linked to children at a school with the page
    # on: audited with axe at 360, 1366 and 1920 px by apps/parents/tests/test_browser.py.
    "parents_home": "a parent's own page: audited in apps/parents/tests/test_browser.py",
    "parents_join": "the invite's page: audited (set a password, refused) in apps/parents/tests/test_browser.py",
    "parents_privacy": "the parents' privacy notice: audited in apps/parents/tests/test_browser.py",
    "parents_school": "the school's switch: audited in apps/parents/tests/test_browser.py",
    "parents_preview": "the school's preview: audited in apps/parents/tests/test_browser.py",
    "parents_evidence_file": "a shared photo or video itself (no page): shown on the parent's page, audited there",
    # The PE and sport premium return (issue 32): audited with axe, with Oakfield's Year 6
    # swimming and a ledger, at 1920 and 1366 px by apps/premium/tests/test_browser.py.
    **dict.fromkeys(
        ("premium", "premium_year", "premium_print", "premium_public"),
        "audited in apps/premium/tests/test_browser.py",
    ),
    "premium_export": "an xlsx file, not a page",
    # The PE passport (issue 32): audited with axe at 1920 and 1366 px, with a Year 6 class
    # assessed, a passport sent and opened, by apps/passport/tests/test_browser.py.
    **dict.fromkeys(
        (
            "passport",
            "passport_child",
            "passport_cohort",
            "passport_incoming",
            "passport_incoming_one",
            "passport_incoming_print",
        ),
        "audited in apps/passport/tests/test_browser.py",
    ),
    **dict.fromkeys(
        ("passport_child_json", "passport_cohort_json", "passport_incoming_json", "passport_incoming_one_json"),
        "a JSON file (the passport's download), not a page",
    ),
    "passport_schema": "the passport's JSON Schema (JSON, not a page)",
    "bursts_group_teachers": "the class page's Teachers card (HTMX): audited within the class page, bursts_group",
    "account_bursts_group_teachers": "the staff form of the Teachers card: audited within account_bursts_group",
    "temp_warning": "POST only: remembers that the warning was seen (its modal is audited, 'temp warning')",
    "signin:reinvite": "POST only: answers on the reset page's own template (audited as signin:reset)",
    "signin:email_confirm": "confirms and redirects to /profile or /login (no page)",
    "signin:code": "the second sign-in step, only after a password (else a redirect): audited in test_mfa_browser",
    "content_view": "POST only: the pupil/teaching view toggle, redirects back",
    # The installable app (issue 33).
    "service_worker": "the service worker's script (JavaScript, no page)",
    "web_manifest": "the web app manifest (JSON, no page)",
    "unit_offline": "a unit's download list (JSON); its control: audited in apps/content/tests/test_offline_browser.py",
    "offline": "audited as the service worker shows it, network off, in apps/content/tests/test_offline_browser.py",
    "ability": "POST only: the ability choice, redirects back (its modal is audited, 'ability select')",
    "bursts": "redirects to /bursts/groups (or to /bursts/stats for staff)",
    "account_bursts": "redirects to the account's BURSTS Classes tab",
    "bursts_stats": "redirects to /bursts/stats/year",
    "my_account_root": "redirects to the first My Account section",
    "account_users_lists": "HTMX list refresh; a plain GET redirects to /account/users (audited with ?bulk=1)",
    "account_home_panel": "HTMX panel refresh; a plain GET redirects to /account/home (audited with ?bulk=1)",
    "accounts_suggest": "HTMX datalist options of the accounts filters (audited inside /accounts)",
    "sso": "redirects to the partner or back to / (single sign-on hand-off)",
    "oauth": "OAuth authorise hand-off: redirects",
    "oauth_token": "OAuth token endpoint: POST, JSON",
    "oauth_revoke": "OAuth revoke endpoint: POST, JSON",
    "oauth_profile": "OAuth profile endpoint: JSON for a Bearer token",
    "bursts_contact_invite": "POST only: sends the contact's invite",
    "account_freeze": "POST only: freezes the account",
    "account_user_resend": "POST only: resends an invite",
    "staff_resend": "POST only: resends a staff invite",
    "account_home_password": "POST only: a new password for a home child",
    "account_order_paid": "POST only: marks an order paid",
    "account_order_licence": "POST only: turns an order into licences",
    "sync_now": "POST only: starts a sync, redirects to its run",
    "sync_run_apply": "POST only: applies a held sync run, redirects to the run",
    "sync_invite": "POST only: invites an MIS employee",
    "sync_request_access": "POST only: asks the MIS for a product's access",
    "bursts_year_export": "download (xlsx)",
    "account_bursts_year_export": "download (xlsx)",
    "bursts_stats_year_export": "download (xlsx)",
    "bursts_stats_accounts_export": "download (xlsx)",
    "account_home_export": "download (xlsx)",
    "account_home_export_new": "download (xlsx)",
    "accounts_export": "download (xlsx), or a redirect to the export's progress page (audited)",
    "account_export": "download (xlsx)",
    "accounts_export_file": "download (xlsx)",
    "account_bursts_year_results": "HTMX results of the account's BURSTS Year tab; a plain GET redirects to the tab",
    "account_bursts_contact_invite": "POST only: sends the contact's invite (staff form)",
    "health_live": "health check for the load balancer: plain text",
    "health_ready": "health check for the load balancer: JSON",
    "bursts_student_export": "POST only: a child's data as a JSON download or its document (the document is "
    "audited in apps/privacy/tests/test_browser_child_data.py)",
    "account_bursts_student_export": "POST only: the staff form of bursts_student_export",
}

# Each persona's pages: (pattern name, URL). {names} are filled from sample_ids().
PE_LESSON = "/pe/year/1/unit/1/lesson/1"
GYM_LESSON = "/gym/year/0/unit/1/lesson/1"  # its unit asks for an ability first
PE_ABILITY_LESSON = "/gym/year/1/unit/1/lesson/1"  # an ability chosen in the fixture: Change ability
PAGES = {
    "anonymous": [
        ("signin:login", "/login"),
        ("signin:reset", "/login/reset"),
        ("signin:invite", "/login/invite/{invite_key}"),
        ("signin:reset_token", "/login/reset/{reset_key}"),
        ("bursts_tools", "/bursts-tools"),
        ("bursts_tools", "/bursts-tools?connect=OAK006631"),
        ("privacy", "/privacy"),
    ],
    "super_staff": [
        ("dashboard", "/"),
        ("profile", "/profile"),
        ("accounts", "/accounts"),
        ("account", "/accounts/{oak}"),
        ("account_tab", "/accounts/{oak}/users"),
        ("account_tab", "/accounts/{oak}/home"),
        ("account_tab", "/accounts/{oak}/home?filter=inactive&bulk=1"),
        ("account_tab", "/accounts/{oak}/training"),
        ("account_tab", "/accounts/{oak}/bursts/groups"),
        ("account_tab", "/accounts/{oak}/bursts/year"),
        ("licence_new", "/accounts/{oak}/licences/new"),
        ("licence_edit", "/accounts/{oak}/licences/{licence}"),
        ("licence_delete", "/accounts/{oak}/licences/{licence}/delete"),
        ("account_users_invite", "/account/{hazel}/users/invite"),
        ("account_user_edit", "/account/{oak}/users/{teacher}/edit"),
        ("account_user_delete", "/account/{oak}/users/{teacher}/delete"),
        ("account_training_new", "/account/{oak}/training/new"),
        ("account_training_edit", "/account/{oak}/training/{training}"),
        ("account_training_delete", "/account/{oak}/training/{training}/delete"),
        ("accounts_export_progress", "/accounts/export/{export_job}"),
        ("user_search", "/user-search?search=oak"),
        ("staff_users", "/create"),
        ("staff_invite", "/create/invite"),
        ("staff_edit", "/create/{viewer}/edit"),
        ("staff_delete", "/create/{viewer}/delete"),
        ("bursts_stats_year", "/bursts/stats/year"),
        ("bursts_stats_accounts", "/bursts/stats/accounts"),
        ("account_bursts_group", "/accounts/{oak}/bursts/groups/{group}"),
        ("account_bursts_group_edit", "/accounts/{oak}/bursts/groups/{group}/edit"),
        ("account_bursts_group_delete", "/accounts/{oak}/bursts/groups/{group}/delete"),
        ("account_bursts_group_reinvite", "/accounts/{oak}/bursts/groups/{group}/reinvite"),
        ("account_bursts_log", "/accounts/{oak}/bursts/log"),
        ("account_bursts_student", "/accounts/{oak}/bursts/groups/{group}/students/{student}"),
        ("account_bursts_student_alone", "/accounts/{oak}/bursts/students/{student}"),
        ("account_bursts_student_new", "/accounts/{oak}/bursts/students/new"),
        ("account_bursts_student_edit", "/accounts/{oak}/bursts/students/{student}/edit"),
        ("account_bursts_student_delete", "/accounts/{oak}/bursts/students/{student}/delete"),
        ("account_bursts_contact", "/accounts/{oak}/bursts/contacts/{contact}"),
        ("account_bursts_student_data", "/accounts/{oak}/bursts/students/{student}/data"),
        ("account_bursts_student_erase", "/accounts/{oak}/bursts/students/{student}/erase"),
        ("account_privacy", "/accounts/{oak}/privacy"),
        ("retention_runs", "/privacy/retention"),
        ("club", "/play/club"),
        ("club_unit", "/play/club/unit/1"),
        ("club_plan", "/play/club/unit/1/plan"),
        ("club_lesson", "/play/club/unit/1/lesson/1"),
        ("club_part", "/play/club/unit/1/lesson/1/warmup/cu1-playground-legends-l1-warmup"),
        ("club_part", "/play/club/unit/1/lesson/1/game/cu1-playground-legends-l1-game"),
        ("programme", "/play"),
        ("programme", "/foundations"),
        ("stage", "/foundations/themes"),
        ("theme", "/foundations/themes/pirate"),
        ("theme_type", "/foundations/themes/pirate/game"),
        ("theme_part", "/foundations/themes/pirate/song/foundations-themes-pirate-song"),
        ("theme_part", "/foundations/themes/pirate/story/foundations-themes-pirate-story"),
    ],
    # The school admin reads lessons in the teaching (planning) view.
    "school_admin": [
        ("dashboard", "/"),
        ("signin:mfa", "/mfa"),
        ("signin:mfa_setup", "/mfa/setup"),
        ("real", "/real"),
        ("real", "/real?year=1"),
        ("leaders", "/leaders"),
        ("learning", "/learning"),
        ("learning_page", "/learning/micro"),
        ("support", "/support"),
        ("support_page", "/support/faqs"),
        ("my_account", "/account/users"),
        ("my_account", "/account/users?bulk=1"),
        ("my_account", "/account/home"),
        ("my_account", "/account/home?filter=inactive&bulk=1"),
        ("my_account", "/account/home?filter=inactive&bulk=1&select=page"),
        ("my_account", "/account/training"),
        ("my_account", "/account/purchase"),
        ("my_account_refer", "/account/refer"),
        ("account_home_add", "/account/{oak}/home/add"),
        ("account_home_import", "/account/{oak}/home/import"),
        ("bursts_groups", "/bursts/groups"),
        ("bursts_log", "/bursts/log"),
        ("bursts_year", "/bursts/year"),
        ("bursts_year_results", "/bursts/year/results"),
        ("bursts_group", "/bursts/groups/{group}"),
        ("bursts_group_edit", "/bursts/groups/{group}/edit"),
        ("bursts_group_delete", "/bursts/groups/{group}/delete"),
        ("bursts_group_reinvite", "/bursts/groups/{group}/reinvite"),
        ("bursts_student", "/bursts/groups/{group}/students/{student}"),
        ("bursts_student_alone", "/bursts/students/{student}"),
        ("bursts_student_new", "/bursts/students/new"),
        ("bursts_student_edit", "/bursts/students/{student}/edit"),
        ("bursts_student_delete", "/bursts/students/{student}/delete"),
        ("bursts_contact", "/bursts/contacts/{contact}"),
        ("bursts_student_data", "/bursts/students/{student}/data"),
        ("bursts_student_erase", "/bursts/students/{student}/erase"),
        ("school_privacy", "/privacy/school"),
        ("sync_school", "/sync/{wonde}"),
        ("sync_run", "/sync/{wonde}/runs/{run}"),
        ("sync_employees", "/sync/{wonde}/employees"),
        ("sync_groups", "/sync/{wonde}/groups"),
        ("sync_group", "/sync/{wonde}/groups/G201"),
        ("assessment", "/assessment"),
        ("assessment_lesson", "/assessment/lesson/{assess_lesson}"),
        ("assessment_record", "/assessment/lesson/{assess_lesson}/class/{group}"),
        ("assessment_class", "/assessment/class/{group}"),
    ],
    "school_admin_teaching": [
        ("programme", "/pe"),
        ("programme", "/gym"),
        ("programme", "/dance"),
        ("year", "/pe/year/1"),
        ("unit", "/pe/year/1/unit/1"),
        ("organiser", "/pe/year/1/unit/1/organiser"),
        ("progression_index", "/real/progression"),
        ("progression", "/real/progression/motor"),
        ("plan", "/pe/year/1/unit/1/plan"),
        ("lesson", PE_LESSON),
        ("lesson", "/dance/year/0/unit/1/lesson/1"),
        ("lesson", PE_ABILITY_LESSON),
        ("unit", "/gym/year/1/unit/1"),
        ("part", "/pe/year/0/unit/1/lesson/1/warmup/p0u1-balance-l1-warmup"),
        ("part", "/pe/year/3/unit/1/lesson/1/skill/p3u1-invasion-l1-skill"),
        ("part", "/gym/year/0/unit/1/lesson/1/card/g0u1-shape-and-balance-l1-card"),
        ("part", "/dance/year/0/unit/1/lesson/1/performance/d0u1-animals-l1-performance"),
    ],
    # The teacher reads lessons in the pupil view (the projector).
    "teacher_pupil": [
        ("lesson", PE_LESSON),
        ("lesson", "/gym/year/0/unit/1/lesson/1"),
        ("lesson", "/dance/year/0/unit/1/lesson/1"),
        ("part", "/pe/year/0/unit/1/lesson/1/warmup/p0u1-balance-l1-warmup"),
        ("part", "/pe/year/3/unit/1/lesson/1/skill/p3u1-invasion-l1-skill"),
        ("part", "/pe/year/0/unit/1/lesson/1/application/p0u1-balance-l1-application"),
        ("part", "/pe/year/0/unit/1/lesson/1/review/p0u1-balance-l1-review"),
        ("part", "/pe/year/0/unit/1/lesson/1/funs/p0u1-balance-l1-funs"),
        ("part", "/gym/year/0/unit/1/lesson/1/warmup/g0u1-shape-and-balance-l1-warmup"),
        ("part", "/gym/year/0/unit/1/lesson/1/movements/g0u1-shape-and-balance-l1-movements"),
        ("part", "/gym/year/0/unit/1/lesson/1/card/g0u1-shape-and-balance-l1-card"),
        ("part", "/dance/year/0/unit/1/lesson/1/warmup/d0u1-animals-l1-warmup"),
        ("part", "/dance/year/0/unit/1/lesson/1/skill/d0u1-animals-l1-skill"),
        ("part", "/dance/year/0/unit/1/lesson/1/performance/d0u1-animals-l1-performance"),
    ],
    "home_user": [
        ("programme", "/home"),
        ("profile", "/profile"),
        ("support_page", "/support/daily"),
        ("stage", "/home/themes"),
        ("stage", "/home/funs"),
        ("theme", "/home/themes/pirate"),
        ("theme_type", "/home/themes/pirate/wider"),
        ("theme_type", "/home/themes/pirate/game"),
        ("theme_part", "/home/themes/pirate/warmup/home-themes-pirate-warmup"),
        ("theme_part", "/home/themes/pirate/song/home-themes-pirate-song"),
        ("theme_part", "/home/themes/pirate/skill/home-themes-pirate-skill"),
        ("theme_part", "/home/themes/pirate/story/home-themes-pirate-story"),
        ("theme_part", "/home/themes/pirate/game/home-themes-pirate-game"),
    ],
    "trial_admin": [
        ("dashboard", "/"),
        ("my_account", "/account/purchase"),
        ("my_account_trial_end", "/account/trial/end"),
    ],
    "trust_admin": [
        ("my_account_purchase_done", "/account/purchase/thanks/{order}"),
    ],
    "bursts_user": [
        ("bursts_groups", "/bursts/groups"),
        ("bursts_year", "/bursts/year"),
        ("bursts_group", "/bursts/groups/{cedar_group}"),
    ],
}

PERSONA_USERS = {
    "super_staff": "super@example.com",
    "school_admin": "admin@oakfield.example.com",
    "school_admin_teaching": "admin@oakfield.example.com",
    "teacher_pupil": "teacher@oakfield.example.com",
    "home_user": "oakfield-home1",
    "trial_admin": "admin@birchwood.example.com",
    "trust_admin": "admin@riverside.example.com",
    "bursts_user": "bursts@cedar.example.com",
    "hazel_admin": "admin@hazelwood.example.com",
    "temp_user": "temp@oakfield.example.com",
}


def walked_patterns():
    return {
        name for name, _ in patterns() if not name.startswith(NOT_WALKED_PREFIXES) and name not in NOT_WALKED
    } | set(NOT_WALKED)


def test_every_page_pattern_is_covered():
    """Every pattern the route matrix knows is audited here or left out with a reason."""
    known = walked_patterns()
    covered = {name for pages in PAGES.values() for name, _ in pages} | {
        name for modals in MODALS.values() for modal in modals for name in modal.covers
    }
    assert sorted(set(LEFT_OUT) - known) == [], "left out, but no such pattern"
    assert sorted(covered - known) == [], "audited, but no such pattern"
    assert sorted(covered & set(LEFT_OUT)) == [], "both audited and left out"
    missing = sorted(known - covered - set(LEFT_OUT))
    assert missing == [], f"{len(missing)} of {len(known)} page patterns are neither audited nor left out: {missing}"
    assert all(reason.strip() for reason in LEFT_OUT.values())
    assert len(covered) + len(LEFT_OUT) == len(known)


# Data --------------------------------------------------------------------------------------


@pytest.fixture
def content_site(personas, live_server):
    """The demo's personas, My Account rows, curriculum and help pages (the parts of `make
    run`'s seed the classroom and home pages need)."""
    from apps.content.seed import seed_content
    from apps.demo.myaccount import seed_myaccount
    from apps.demo.support import seed_support

    seed_myaccount()
    seed_content()
    seed_support()
    return live_server


@pytest.fixture
def full_site(content_site):
    """... and the Learning Hub and BURSTS (classes, children, a year of activity)."""
    from apps.demo.bursts import seed_bursts
    from apps.demo.learning import seed_learning

    seed_learning()
    seed_bursts()
    return content_site


@pytest.fixture
def wonde_site(full_site, settings):
    """... and Oakfield synced from the fake MIS partner, which keeps running for the sync pages."""
    from apps.demo.sync import seed_sync
    from apps.sync.fake.seed import BURSTS_TOKEN, PE_TOKEN, demo_store
    from apps.sync.fake.server import FakeWondeServer

    settings.WONDE_FAKE = True
    seed_sync()
    server = FakeWondeServer().start()
    server.app.store = demo_store()
    settings.WONDE_BASE_URL = server.base_url
    settings.WONDE_TOKEN, settings.WONDE_BURSTS_TOKEN = PE_TOKEN, BURSTS_TOKEN
    yield full_site
    server.stop()


def sample_ids():
    """The rows the page URLs name: Oakfield's own (a persona opens its own school's rows)."""
    from apps.accounts.models import Account
    from apps.bursts.models import Contact, Group
    from apps.myaccount.models import PurchaseOrder
    from apps.signin.models import UserToken
    from apps.staff.services import export_job_start
    from apps.sync.models import SyncRun
    from apps.users.models import User
    from apps.users.services import token_issue

    oak = Account.objects.get(name="Oakfield Primary")
    users = {u.email: u for u in User.objects.filter(email__endswith="example.com")}
    trust = users["admin@riverside.example.com"]
    # The trust's order (Birchwood's trial keeps its End trial button, which an order hides).
    order = PurchaseOrder.objects.create(
        account=trust.account, length=1, price=695, finance_first_name="Rita", finance_last_name="Rivers",
        finance_email="finance@riverside.example.com", placed_by=trust,
    )  # fmt: skip
    ids = {
        "oak": oak.pk,
        "hazel": Account.objects.get(name="Hazelwood Primary").pk,
        "wonde": oak.wonde_id,
        "licence": oak.licences.order_by("pk").first().pk,
        "training": oak.training.order_by("pk").first().pk,
        "teacher": users["teacher@oakfield.example.com"].pk,
        "viewer": users["viewer@example.com"].pk,
        "order": order.pk,
        "invite_key": token_issue(user=users["invited@oakfield.example.com"], purpose=UserToken.Purpose.INVITE).key,
        "reset_key": token_issue(user=users["lead@oakfield.example.com"], purpose=UserToken.Purpose.RESET).key,
        "export_job": export_job_start(user=users["super@example.com"], query="", total=1),
    }
    # BURSTS and sync rows, where the test seeded them (a URL naming a missing one fails).
    contact = Contact.objects.filter(student__account=oak, student__group__isnull=False).order_by("pk").first()
    if contact:
        ids.update(group=contact.student.group_id, student=contact.student_id, contact=contact.pk)
    if cedar := Group.objects.filter(account__name="Cedar Academy").order_by("pk").first():
        ids["cedar_group"] = cedar.pk
    if run := SyncRun.objects.filter(account=oak).order_by("pk").first():
        ids["run"] = run.pk
    from apps.content.models import Lesson

    if lesson := Lesson.objects.filter(unit__programme__slug="pe", outcomes__isnull=False).order_by("pk").first():
        ids["assess_lesson"] = lesson.pk  # "Assess this lesson" (issue 30)
    return ids


# Browser ------------------------------------------------------------------------------------


def signed_in_context(browser, live_server, persona):
    """A 1366x768 browser context, signed in as the persona (its session cookie), kept for
    all of the persona's pages. CSP is bypassed so axe's script can be injected."""
    context = browser.new_context(base_url=live_server.url, viewport=LAPTOP, bypass_csp=True)
    if persona != "anonymous":
        context.add_cookies([session_cookie(PERSONA_USERS[persona], live_server.url)[1]])
    context.set_default_timeout(10_000)
    serve_axe(context)
    return context


def route_name(url):
    try:
        match = resolve(urlparse(url).path)
    except Resolver404:
        return None
    return match.view_name


def audit_pages(context, persona, ids, audit, part=slice(None)):
    page = context.new_page()
    for name, template in PAGES[persona][part]:
        url = template.format(**ids)
        where = f"{url} ({persona})"
        try:
            response = page.goto(url)
            assert response is not None and response.status == 200, f"status {response and response.status}"
            assert route_name(page.url) == name, f"ended at {page.url}, not the pattern {name}"
            settle(page)
            audit.check(page, where)
        except Exception as error:  # noqa: BLE001 - reported with the page, the run goes on
            audit.error(where, error)
    page.close()


# Modals and panels -------------------------------------------------------------------------


class Modal:
    """A modal or panel opened on a page as a person opens it; `covers` names the patterns
    whose response it shows (checked against the request the opening made)."""

    def __init__(self, label, url, open, covers=(), scope="dialog[open]"):
        self.label, self.url, self.open, self.covers, self.scope = label, url, open, tuple(covers), scope


def click(name, role="button"):
    return lambda page: page.get_by_role(role, name=name).first.click()


def click_css(selector):
    return lambda page: page.locator(selector).first.click()


def tick_and_delete(page):
    page.locator("form[id$='-bulk'] input[type=checkbox], [id$='-bulk'] input[type=checkbox]").first.check()
    page.get_by_role("button", name="Delete Selected").click()


def tick_home_and_delete(page):
    page.locator("#account-home input[type=checkbox]").first.check()
    page.get_by_role("button", name="Delete Selected").click()


def tick_user_and_delete(page):
    page.locator("#account-users input[type=checkbox]").first.check()
    page.get_by_role("button", name="Delete Selected").click()


MODALS = {
    "super_staff": [
        Modal("licence (add)", "/accounts/{oak}", click("Add licence", "link")),
        Modal(
            "licence (edit)", "/accounts/{oak}", click_css("#membership a[href*='/licences/']:not([href$='/delete'])")
        ),
        Modal("licence delete confirm", "/accounts/{oak}", click_css("a[href$='/delete'][href*='/licences/']")),
        Modal("staff invite", "/create", click("Invite users", "link")),
        Modal("staff edit user", "/create", click_css("a[href$='/edit'][href^='/create/']")),
        Modal("staff delete confirm", "/create", click_css("a[href$='/delete'][href^='/create/']")),
        Modal("training (add)", "/accounts/{oak}/training", click("Add training", "link")),
        Modal(
            "training delete confirm", "/accounts/{oak}/training", click_css("a[href*='/training/'][href$='/delete']")
        ),
        Modal(
            "product menu", "/real", click_css(".product-menu summary"), covers=["content_menu"], scope=".product-menu"
        ),
    ],
    "school_admin": [
        Modal("edit user", "/account/users", click_css("#account-users a[href$='/edit']")),
        Modal("user delete confirm", "/account/users", click_css("#account-users a[href$='/delete']")),
        Modal(
            "users bulk delete confirm",
            "/account/users?bulk=1",
            tick_user_and_delete,
            covers=["account_users_bulk_delete"],
        ),  # fmt: skip
        Modal(
            "home children bulk delete confirm",
            "/account/home?filter=inactive&bulk=1",
            tick_home_and_delete,
            covers=["account_home_bulk_delete"],
        ),  # fmt: skip
        Modal("add children", "/account/home", click("Add children", "link")),
        Modal("guide (dashboard)", "/", click("Guide", "link")),
        Modal("guide (a programme on /real)", "/real", click_css("[data-dialog-open^='guide-']")),
        Modal("bookmarks", PE_LESSON, click("Bookmarks"), scope="[data-island='BookmarksPanel']"),
        Modal("more menu", "/", click_css(".header details.menu summary"), scope=".header"),
        Modal("class delete confirm", "/bursts/groups/{group}/edit", click("Remove Class", "link")),
    ],
    "school_admin_teaching": [
        Modal("organisation", PE_LESSON, click("Organisation & Equipment")),
        Modal("ability select (asked before a gym lesson)", GYM_LESSON, lambda page: None),
        Modal("ability select (changed)", PE_ABILITY_LESSON, click_css("[data-dialog-open='ability-choice']")),
        Modal(
            "dice (part)",
            "/pe/year/0/unit/1/lesson/1/warmup/p0u1-balance-l1-warmup",
            click_css("[data-dialog-open='part-dice']"),
        ),
    ],
    "teacher_pupil": [
        Modal("dice (pupil lesson)", PE_LESSON, click("Dice")),
        Modal("review questions", PE_LESSON, click("Review questions")),
    ],
    "trial_admin": [
        Modal("end trial", "/account/purchase", click("End trial", "link")),
    ],
    "hazel_admin": [
        Modal("invite users", "/account/users", click("Invite users", "link")),
    ],
    "temp_user": [
        Modal("temp warning", "/", lambda page: None),
    ],
}


def audit_modals(context, persona, ids, audit):
    page = context.new_page()
    for modal in MODALS.get(persona, []):
        url = modal.url.format(**ids)
        where = f"{modal.label} open on {url} ({persona})"
        seen = set()

        def record(response, seen=seen):
            seen.add(route_name(response.url))

        page.on("response", record)
        try:
            page.goto(url)
            settle(page)
            if modal.covers:
                # Wait for the response itself: a details element's toggle (the product
                # menu's trigger) fires a moment after the click, so on a busy machine the
                # page could look settled before its request had started.
                with page.expect_response(lambda response, covers=modal.covers: route_name(response.url) in covers):
                    modal.open(page)
            else:
                modal.open(page)
            expect(page.locator(modal.scope).last).to_be_visible()
            settle(page)
            missing = sorted(set(modal.covers) - seen)
            assert not missing, f"opening it did not request {missing}"
            audit.check(page, where)
        except Exception as error:  # noqa: BLE001 - reported with the modal, the run goes on
            audit.error(where, error)
        finally:
            page.remove_listener("response", record)
    page.close()


def run_persona(browser, live_server, persona, ids, audit, *, pages=True, modals=True):
    """`pages`: all of the persona's pages, none (False) or a slice of them."""
    context = signed_in_context(browser, live_server, persona)
    try:
        if pages is not False and persona in PAGES:
            audit_pages(context, persona, ids, audit, slice(None) if pages is True else pages)
        if modals and persona in MODALS:
            audit_modals(context, persona, ids, audit)
    finally:
        context.close()


def set_view(email, view):
    """The persona's lesson view (pupil or planning) and a chosen ability in one gym unit."""
    from apps.content.selectors import unit_for
    from apps.content.services import ability_choose
    from apps.users.models import User
    from apps.users.services import user_set_lesson_view

    user = User.objects.get(email=email)
    user_set_lesson_view(user=user, view=view)
    ability_choose(user=user, unit=unit_for("gym", "1", year=1, production=False), ability_slug="social")


# Tests, by audience (pytest-xdist runs them in parallel) ------------------------------------


def audit(browser, site, *personas, pages=True, modals=True):
    ids, found = sample_ids(), Audit()
    for persona in personas:
        run_persona(browser, site, persona, ids, found, pages=pages, modals=modals)
    found.assert_clean()


# The staff's and the school admin's walks are the longest (70 and 50 s): each is split into
# parts of its pages and its modals, so that the two workers share them.
HALF_OF_STAFF = len(PAGES["super_staff"]) // 2


def test_axe_signed_out_and_staff_pages_first_half(browser, full_site):
    audit(browser, full_site, "anonymous", modals=False)
    audit(browser, full_site, "super_staff", pages=slice(None, HALF_OF_STAFF), modals=False)


def test_axe_staff_pages_second_half(browser, full_site):
    audit(browser, full_site, "super_staff", pages=slice(HALF_OF_STAFF, None), modals=False)


def test_axe_staff_modals(browser, full_site):
    audit(browser, full_site, "super_staff", pages=False)


def test_axe_school_admin_pages(browser, wonde_site):
    audit(browser, wonde_site, "school_admin", modals=False)


def test_axe_school_admin_modals_and_other_school_users(browser, wonde_site):
    audit(browser, wonde_site, "school_admin", pages=False)
    audit(browser, wonde_site, "hazel_admin", "temp_user", "bursts_user")


def test_axe_lessons_in_the_teaching_view(browser, content_site):
    set_view("admin@oakfield.example.com", "planning")
    audit(browser, content_site, "school_admin_teaching")


def test_axe_lessons_in_the_pupil_view(browser, content_site):
    set_view("teacher@oakfield.example.com", "pupil")
    audit(browser, content_site, "teacher_pupil")


def test_axe_home_child_and_trials(browser, content_site):
    audit(browser, content_site, "home_user", "trial_admin", "trust_admin")


def test_axe_fails_on_a_serious_violation(browser, live_server):
    """The audit itself: a page with an unlabeled field and white-on-white text fails, with
    the rule, the page and the node in the message."""
    context = signed_in_context(browser, live_server, "anonymous")
    page = context.new_page()
    page.goto("/login")
    page.evaluate(
        """() => document.querySelector('main').insertAdjacentHTML('beforeend',
        '<input id=nolabel type=text><p id=faint style="color:#999;background:#fff">faint</p>')"""
    )
    audit = Audit()
    audit.check(page, "/login (broken on purpose)")
    context.close()
    with pytest.raises(AssertionError) as failed:
        audit.assert_clean()
    message = str(failed.value)
    assert re.search(r"/login \(broken on purpose\): label \(critical\)", message), message
    assert "#nolabel" in message and "color-contrast" in message and "#faint" in message
