"""The parents' page on the web (issue 31): joining from the invite, one page with a
parent's own children and nothing else, the MIS's refusals, the school's switch, and a
record of every showing."""

import re

import pytest

from apps.bursts.models import ChildRead, Contact, Event
from apps.parents import services
from apps.users.models import User

pytestmark = pytest.mark.django_db

PASSWORD = "Family-Pass1!"


def _sections(html):
    return re.findall(r'<section class="family-child".*?</section>', html, re.S)


def test_an_invited_contact_sets_a_password_and_sees_all_their_children(client, switched_on):
    kids = switched_on["kids"]
    for name in ("ava", "ben"):  # a new parent's address on both siblings' MIS contacts
        Contact.objects.filter(student=kids[name]).update(email="robin@example.org", kind="", parent=None,
                                                          web_linked=None)  # fmt: skip
    code = Contact.objects.get(student=kids["ava"]).uid
    page = client.get(f"/parents/join/{code}")
    assert page.status_code == 200 and "See Ava's PE" in page.content.decode()
    response = client.post(f"/parents/join/{code}", {"password": PASSWORD, "confirm": PASSWORD})
    assert response.status_code == 302 and response["Location"] == "/parents"
    user = User.objects.get(email="robin@example.org")
    assert user.kind == User.Kind.PARENT and user.check_password(PASSWORD)
    html = client.get("/parents").content.decode()
    assert [re.search(r"<h2[^>]*>(\w+)</h2>", s).group(1) for s in _sections(html)] == ["Ava", "Ben"]
    assert "Cal" not in html and "Dee" not in html
    assert "set up sign-in security" in html  # MFA offered (allauth.mfa's TOTP at /mfa/setup)


@pytest.mark.parametrize("name", ["dee", "eve"])
def test_a_contact_without_responsibility_or_under_a_court_order_is_never_linked(client, switched_on, name):
    contact = switched_on["contacts"][name]
    page = client.get(f"/parents/join/{contact.uid}")
    assert page.status_code == 403
    assert services.LINK_REFUSED in page.content.decode().replace("&#x27;", "'")
    response = client.post(f"/parents/join/{contact.uid}", {"password": PASSWORD, "confirm": PASSWORD})
    assert response.status_code == 403
    assert not User.objects.filter(email=contact.email).exists()
    contact.refresh_from_db()
    assert contact.web_linked is None and contact.parent_id is None


def test_a_flag_set_later_by_the_mis_takes_the_child_off_the_page(client, signed_in, switched_on, personas):
    Contact.objects.filter(pk=switched_on["contacts"]["ben"].pk).update(court_order=True)
    html = signed_in(personas["parent"]).get("/parents").content.decode()
    assert "Ava" in html and "Ben" not in html


def test_the_page_is_off_until_the_school_switches_it_on(client, signed_in, family, personas, school_admin):
    client = signed_in(personas["parent"])
    html = client.get("/parents").content.decode()
    assert "Ava" not in html and "has not switched this page on" in html
    services.parent_view_update(account=family["account"], acting_user=school_admin, enabled=True,
                                show_behaviour=False)  # fmt: skip
    assert "Ava" in client.get("/parents").content.decode()


def test_a_parent_sees_nothing_of_another_child_of_the_same_class_even_by_guessing(signed_in, switched_on, personas):
    kids = switched_on["kids"]
    casey = signed_in(personas["other_parent"])
    html = casey.get("/parents").content.decode()
    assert "Cal" in html and "Ava" not in html and "Ben" not in html
    cal, ava = kids["cal"].pk, kids["ava"].pk
    for url in (f"/parents/school/preview/{ava}", f"/bursts/classes/{switched_on['kestrels'].pk}/children/{ava}",
                f"/api/students/{ava}", f"/api/groups/{switched_on['kestrels'].pk}", "/api/students",
                f"/parents/school/preview/{cal}", "/parents/school", "/bursts", "/"):  # fmt: skip
        response = casey.get(url)
        assert response.status_code in (302, 403, 404), url
        assert b"Ava" not in response.content, url
    # Jordan's invite code, opened by Casey signed in: refused, nothing linked.
    response = casey.post(f"/parents/join/{switched_on['contacts']['ava'].uid}")
    assert response.status_code == 403
    assert not Contact.objects.filter(student=kids["ava"], parent__user=personas["other_parent"]).exists()


def test_never_sen_pupil_premium_rankings_or_behaviour_unless_the_school_shows_it(signed_in, switched_on, personas):
    ava = switched_on["kids"]["ava"]
    ava.brave, ava.wise = 40, 7
    ava.save()
    client = signed_in(personas["parent"])
    html = client.get("/parents").content.decode().lower()
    for word in ("sen support", "pupil premium", "rank", "top of", "class average", "brave 40"):
        assert word not in html.split("<main")[1].split("privacy notice")[0], word
    services.parent_view_update(account=switched_on["account"], acting_user=None, enabled=True, show_behaviour=True)
    assert "brave 40" in client.get("/parents").content.decode().lower()


def test_weekly_active_minutes_are_the_childs_own(signed_in, switched_on, personas):
    kids = switched_on["kids"]
    account = switched_on["account"]
    Event.objects.create(student=kids["ava"], account=account, app_id="a1", kind="activity", seconds=600)
    Event.objects.create(student=kids["cal"], account=account, app_id="c1", kind="activity", seconds=3000)
    html = signed_in(personas["parent"]).get("/parents").content.decode()
    ava = next(s for s in _sections(html) if ">Ava<" in s)
    assert "<td>10</td>" in ava and "<td>50</td>" not in html


def test_every_showing_is_recorded_for_the_school(signed_in, switched_on, personas, school_admin):
    kids = switched_on["kids"]
    signed_in(personas["parent"]).get("/parents")
    read = ChildRead.objects.get(reader=personas["parent"])
    assert read.kind == "parent" and read.student_ids == sorted([kids["ava"].pk, kids["ben"].pk])
    assert read.account == switched_on["account"] and "badges" in read.fields
    signed_in(school_admin).get(f"/parents/school/preview/{kids['cal'].pk}")
    assert ChildRead.objects.get(reader=school_admin).student_ids == [kids["cal"].pk]


def test_the_schools_preview_is_exactly_what_the_parent_sees(client, signed_in, switched_on, personas, school_admin):
    ava = switched_on["kids"]["ava"]
    parent_html = signed_in(personas["parent"]).get("/parents").content.decode()
    client.logout()
    preview = signed_in(school_admin).get(f"/parents/school/preview/{ava.pk}")
    assert preview.status_code == 200
    mine = next(s for s in _sections(parent_html) if ">Ava<" in s)
    assert _sections(preview.content.decode()) == [mine]


def test_the_schools_admins_switch_it_and_others_cannot(client, signed_in, family, school_admin, teacher):
    from apps.parents.models import ParentView

    assert signed_in(teacher).post("/parents/school", {"enabled": "on"}).status_code == 302
    assert not ParentView.objects.exists()
    client.logout()
    admin = signed_in(school_admin)
    page = admin.get("/parents/school")
    assert "It is off" in page.content.decode().replace("<strong>", "")
    assert admin.post("/parents/school", {"enabled": "on"}).status_code == 302
    assert ParentView.objects.get(account=family["account"]).enabled
    chooser = admin.get(f"/parents/school?child={family['kids']['ava'].pk}")
    assert chooser["Location"] == f"/parents/school/preview/{family['kids']['ava'].pk}"


def test_a_parent_reaches_nothing_else_of_the_site(signed_in, switched_on, personas):
    client = signed_in(personas["parent"])
    for url in ("/", "/profile", "/bursts", "/support", "/assessment"):
        assert client.get(url)["Location"] == "/parents", url
    assert client.get("/api/auth/self").status_code == 403
    assert client.get("/parents/privacy").status_code == 200


def test_the_page_costs_the_same_queries_for_one_child_or_two(signed_in, switched_on, personas):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = signed_in(personas["parent"])
    client.get("/parents")
    with CaptureQueriesContext(connection) as two:
        client.get("/parents")
    Contact.objects.filter(pk=switched_on["contacts"]["ben"].pk).update(web_linked=None)
    with CaptureQueriesContext(connection) as one:
        client.get("/parents")
    assert len(two) == len(one)


def test_units_badges_and_the_home_challenge_come_from_the_lessons_assessed(signed_in, switched_on, personas,
                                                                           teacher):  # fmt: skip
    from apps.assessment.services import lesson_record, scale_ensure
    from apps.assessment.tests.factories import pe_lesson
    from apps.content.seed import seed_content

    seed_content()
    lesson = pe_lesson(year=2)
    kids, group = switched_on["kids"], switched_on["kestrels"]
    outcomes = list(lesson.outcomes.all())
    scale = scale_ensure(account=group.account)
    below = next(level for level in scale.levels.all() if not level.meets)
    lesson_record(acting_user=teacher, group=group, lesson=lesson, students=list(group.students.all()),
                  outcomes=outcomes, scale=scale, marks={(kids["ava"].pk, outcomes[1].pk): below.pk})  # fmt: skip
    html = signed_in(personas["parent"]).get("/parents").content.decode()
    ava, ben = _sections(html)
    assert lesson.unit.title in ava and lesson.unit.title not in ben
    assert outcomes[0].text in ava and outcomes[1].text not in ava  # met: a badge; not yet: none
    assert lesson.home_challenge and lesson.home_challenge in ava.replace("&#x27;", "'")
    assert "Swimming" not in ava  # Year 2: no swimming section


def test_year_6_swimming_outcomes_met_or_not_yet(signed_in, switched_on, personas):
    from apps.assessment.models import Attainment, Judgement
    from apps.assessment.services import scale_ensure
    from apps.assessment.tests.factories import make_outcome

    ben = switched_on["kids"]["ben"]
    ben.year = 6
    ben.save()
    scale = scale_ensure(account=ben.account)
    rows = []
    for text, meets in (("Swim 25 metres unaided", True), ("Perform safe self-rescue", False)):
        outcome = make_outcome(text)
        outcome.year = 6
        outcome.save()
        level = next(lv for lv in scale.levels.all() if lv.meets is meets)
        judgement = Judgement.objects.create(account=ben.account, student=ben, outcome=outcome, level=level,
                                             level_label=level.label, observed=True)  # fmt: skip
        rows.append(Attainment(account=ben.account, student=ben, outcome=outcome, level=level, observed=True,
                               judgement=judgement, recorded_at=judgement.recorded_at))  # fmt: skip
    Attainment.objects.bulk_create(rows)
    ben_html = _sections(signed_in(personas["parent"]).get("/parents").content.decode())[1]
    assert "Swimming (Year 6)" in ben_html
    assert "Swim 25 metres unaided: <strong>met</strong>" in ben_html
    assert "Perform safe self-rescue: <strong>not yet</strong>" in ben_html


def test_erasing_the_last_child_takes_the_parents_sign_in_too(switched_on, personas, school_admin):
    from apps.privacy.services import child_erase

    kids, jordan = switched_on["kids"], personas["parent"]
    child_erase(student=kids["ava"], acting_user=school_admin)
    assert User.objects.filter(pk=jordan.pk).exists()  # Ben is still held
    child_erase(student=kids["ben"], acting_user=school_admin)
    assert not User.objects.filter(pk=jordan.pk).exists()


def test_the_invites_link_page_offers_the_web_page_with_the_same_code(client, switched_on):
    code = switched_on["contacts"]["dee"].uid
    html = client.get(f"/bursts-tools?connect={code}").content.decode()
    assert f'href="/parents/join/{code}"' in html


def test_the_schools_privacy_page_leads_its_admins_to_the_switch(signed_in, school_admin):
    assert 'href="/parents/school"' in signed_in(school_admin).get("/privacy/school").content.decode()


def test_a_signed_in_teacher_opening_an_invite_is_told_to_sign_out(signed_in, switched_on, teacher):
    response = signed_in(teacher).get(f"/parents/join/{switched_on['contacts']['cal'].uid}")
    assert response.status_code == 403 and services.SIGNED_IN_AS_STAFF in response.content.decode()


def test_a_parent_with_an_account_signs_in_to_add_a_child(client, signed_in, switched_on, personas):
    kids = switched_on["kids"]
    contact = Contact.objects.create(
        student=kids["dee"], email=personas["parent"].email, invited=kids["dee"].date_created
    )
    page = client.get(f"/parents/join/{contact.uid}").content.decode()
    assert f"/login?next=/parents/join/{contact.uid}" in page
    jordan = signed_in(personas["parent"])
    assert "Add Dee" in jordan.get(f"/parents/join/{contact.uid}").content.decode()
    assert jordan.post(f"/parents/join/{contact.uid}")["Location"] == "/parents"
    assert "Dee" in jordan.get("/parents").content.decode()


def test_the_invite_email_links_to_the_parents_page_with_its_code(
    switched_on, teacher, settings, django_capture_on_commit_callbacks
):
    from django.core import mail

    from apps.bursts.services import contact_invite

    settings.SITE_URL = "https://pe.example.com"
    contact = switched_on["contacts"]["dee"]
    with django_capture_on_commit_callbacks(execute=True):
        contact_invite(contact=contact, acting_user=teacher)
    assert f"choose a password at https://pe.example.com/parents/join/{contact.uid}" in mail.outbox[-1].body
