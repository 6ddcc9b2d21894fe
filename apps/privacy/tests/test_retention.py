"""Retention the system runs (issue 24): children no longer in their school's MIS and
the children of schools whose membership ended are erased after each school's period
(12 months by default) by a nightly Celery beat job, with a report staff and the school
can read; the /privacy page says what is held, why and for how long."""

from datetime import date, timedelta

import pytest
from django.conf import settings
from django.test import Client

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.bursts.models import Student
from apps.bursts.tests.factories import make_contact, make_group, make_student
from apps.core.personal import personal_models
from apps.licences.models import Licence, LicenceType
from apps.privacy import services
from apps.privacy.models import DEFAULT_MONTHS, Erasure, Leaver, Retention, RetentionRun
from apps.privacy.tasks import retention_daily
from apps.sync.models import Employee
from apps.users.models import User

pytestmark = pytest.mark.django_db
TODAY = date(2026, 11, 20)


def _school(name, *, synced=True, licence_end=date(2099, 8, 31), trust=None):
    account = Account.objects.create(name=name, wonde_id=f"W-{name}" if synced else "", parent_school=trust)
    if licence_end is not None:
        Licence.objects.create(account=account, licence_type=LicenceType.objects.filter(has_bursts=True).first(),
                               start_date=licence_end - timedelta(days=365), end_date=licence_end)  # fmt: skip
    return account


def _leaver(account, since, name="Lee"):
    child = make_student(account=account, first_name=name, last_name="Ver", wonde_id=f"S-{name}")
    Leaver.objects.create(student=child, since=since)
    return child


def test_the_default_period_is_twelve_months_and_written_in_the_readme():
    assert DEFAULT_MONTHS == 12
    readme = (settings.BASE_DIR / "README.md").read_text()
    assert "12 months" in readme and "Year 6" in readme


def test_months_before():
    assert services.months_before(date(2026, 11, 20), 12) == date(2025, 11, 20)
    assert services.months_before(date(2026, 3, 31), 1) == date(2026, 2, 28)
    assert services.months_before(date(2026, 1, 15), -18) == date(2027, 7, 15)


def test_children_without_a_class_in_a_synced_school_are_noted_and_forgotten_when_back():
    school = _school("Synced")
    group = make_group(school)
    out = make_student(account=school, first_name="Out", wonde_id="S1")
    make_student(group, first_name="In", wonde_id="S2")
    make_student(account=school, first_name="Typed")  # added by a person: not from the MIS
    unsynced = _school("Typed in", synced=False)
    make_student(account=unsynced, first_name="Nope", wonde_id="S3")
    assert services.leavers_note(today=TODAY) == (1, 0)
    assert list(Leaver.objects.values_list("student__first_name", "since")) == [("Out", TODAY)]
    assert services.leavers_note(today=TODAY + timedelta(days=1)) == (0, 0)  # the first day is kept
    Student.objects.filter(pk=out.pk).update(group=group)
    assert services.leavers_note(today=TODAY) == (0, 1) and not Leaver.objects.exists()


def test_a_leaver_is_erased_once_the_period_has_passed_with_a_report():
    school = _school("Oak Lane")
    due = _leaver(school, TODAY - timedelta(days=370), name="Due")
    make_contact(due, email="due.parent@example.org")
    kept = _leaver(school, TODAY - timedelta(days=330), name="Kept")
    run = services.retention_run(today=TODAY)
    assert not Student.objects.filter(pk=due.pk).exists() and Student.objects.filter(pk=kept.pk).exists()
    assert run.status == RetentionRun.Status.DONE and run.counts["children"] == 1
    assert run.lines[0] == "1 child(ren) erased at 1 school(s) on 20 Nov 2026."
    assert run.lines[2] == (
        "Oak Lane: 1 child(ren) erased, not in the school's MIS since before 20 Nov 2025 "
        "(period 12 months): BURSTS record 1, contacts 1, left the MIS 1."
    )
    erasure = Erasure.objects.get()
    assert erasure.reason == Erasure.Reason.LEFT_MIS and erasure.run == run and erasure.actor is None
    audit = AccountEvent.objects.get(action=AuditKind.RETENTION_ERASED)
    assert audit.account == school and audit.actor is None and audit.actor_label == "Retention (nightly)"
    assert "Due" not in str(audit.detail) and "due.parent" not in str(run.lines)


def test_each_school_sets_its_own_period():
    school = _school("Long Keep")
    Retention.objects.create(account=school, months=24)
    child = _leaver(school, TODAY - timedelta(days=400))
    services.retention_run(today=TODAY)
    assert Student.objects.filter(pk=child.pk).exists()
    services.retention_run(today=TODAY + timedelta(days=400))
    assert not Student.objects.filter(pk=child.pk).exists()


def test_a_school_whose_membership_ended_loses_its_childrens_data_after_its_period():
    ended = _school("Lapsed", licence_end=TODAY - timedelta(days=400))
    recent = _school("Recently lapsed", licence_end=TODAY - timedelta(days=100))
    member_of_trust = _school("Trust school", licence_end=TODAY - timedelta(days=400),
                              trust=_school("Trust", licence_end=TODAY + timedelta(days=100)))  # fmt: skip
    for account in (ended, recent, member_of_trust):
        make_student(make_group(account), first_name="Kid", wonde_id="")
        User.objects.create_user(None, "x", kind=User.Kind.HOME, account=account, username=f"home-{account.pk}")
        Employee.objects.create(account=account, wonde_id="E1", first_name="Teach", email="t@example.org")
    staff = User.objects.create_user("staff@lapsed.example.org", "x", account=ended)
    run = services.retention_run(today=TODAY)
    assert not Student.objects.filter(account=ended).exists()
    assert not User.objects.filter(account=ended, kind=User.Kind.HOME).exists()
    assert not Employee.objects.filter(account=ended).exists()
    assert User.objects.filter(pk=staff.pk).exists()  # the school's own users stay (they may renew)
    for account in (recent, member_of_trust):
        assert Student.objects.filter(account=account).exists() and Employee.objects.filter(account=account).exists()
    assert any(line.startswith("Lapsed: ") and "membership ended" in line for line in run.lines)
    assert Erasure.objects.get(account=ended).reason == Erasure.Reason.MEMBERSHIP_ENDED


def test_running_twice_erases_nothing_more():
    school = _school("Twice")
    _leaver(school, TODAY - timedelta(days=400))
    first = services.retention_run(today=TODAY)
    second = services.retention_run(today=TODAY)
    assert first.counts["children"] == 1 and second.counts["children"] == 0
    assert second.lines[0] == "Nothing was due on 20 Nov 2026." and second.status == RetentionRun.Status.DONE


def test_one_schools_fault_is_reported_and_the_others_still_run(monkeypatch):
    broken, fine = _school("Broken"), _school("Fine")
    _leaver(broken, TODAY - timedelta(days=400), name="B")
    ok = _leaver(fine, TODAY - timedelta(days=400), name="F")
    real = services._school_retention

    def flaky(account, run, today):
        if account == broken:
            raise RuntimeError("disk full")
        return real(account, run, today)

    monkeypatch.setattr(services, "_school_retention", flaky)
    run = services.retention_run(today=TODAY)
    assert run.status == RetentionRun.Status.FAILED
    assert run.errors == ["Broken: not erased (RuntimeError); the next run tries again."]
    assert not Student.objects.filter(pk=ok.pk).exists() and Student.objects.filter(account=broken).exists()


def test_the_job_is_scheduled_nightly_and_runs_as_a_task():
    entry = settings.CELERY_BEAT_SCHEDULE["retention-nightly"]
    assert entry["task"] == "apps.privacy.tasks.retention_daily"
    run_id = retention_daily.delay().get()
    assert RetentionRun.objects.get(pk=run_id).status == RetentionRun.Status.DONE


# Pages ---------------------------------------------------------------------------------


def test_the_privacy_page_lists_every_declared_model_for_anyone():
    response = Client().get("/privacy")
    html = response.content.decode()
    assert response.status_code == 200
    for model in personal_models():
        assert f'data-model="{model._meta.label_lower}"' in html
    assert "12 months" in html
    assert 'href="/privacy"' in Client().get("/login").content.decode()  # the footer links to it


def test_the_privacy_page_leads_admins_and_staff_to_their_pages(signed_in, school_admin, teacher, staff_viewer):
    assert 'href="/privacy/school"' in signed_in(school_admin).get("/privacy").content.decode()
    assert "/privacy/school" not in signed_in(teacher).get("/privacy").content.decode()
    assert 'href="/privacy/retention"' in signed_in(staff_viewer).get("/privacy").content.decode()


def test_school_admins_see_and_set_their_period(signed_in, school_admin, teacher, staff_viewer, staff_admin):
    oak = school_admin.account
    client = signed_in(school_admin)
    page = client.get("/privacy/school")
    assert page.status_code == 200 and "12 months" in page.content.decode()
    bad = client.post("/privacy/school", {"months": "3"})
    assert bad.status_code == 400 and "greater than or equal to 6" in bad.content.decode()
    assert client.post("/privacy/school", {"months": "18"}).status_code == 302
    assert Retention.objects.get(account=oak).months == 18
    assert AccountEvent.objects.get(action=AuditKind.RETENTION_SET).detail == {"months": 18}
    assert signed_in(teacher).get("/privacy/school").status_code == 302
    viewer = signed_in(staff_viewer)
    assert viewer.get(f"/accounts/{oak.pk}/privacy").status_code == 200
    viewer.post(f"/accounts/{oak.pk}/privacy", {"months": "30"})
    assert Retention.objects.get(account=oak).months == 18  # viewers read only
    signed_in(staff_admin).post(f"/accounts/{oak.pk}/privacy", {"months": "30"})
    assert Retention.objects.get(account=oak).months == 30


def test_the_school_page_shows_its_leavers_and_erasures(signed_in, school_admin):
    oak = school_admin.account
    _leaver(oak, date.today() - timedelta(days=30), name="Soon")
    services.retention_run()
    html = signed_in(school_admin).get("/privacy/school").content.decode()
    assert "Soon Ver" in html and "No child's data has been erased yet." in html


def test_staff_read_the_reports(signed_in, staff_viewer, school_admin):
    school = _school("Reported")
    _leaver(school, date.today() - timedelta(days=400))
    services.retention_run()
    html = signed_in(staff_viewer).get("/privacy/retention").content.decode()
    assert "Reported: 1 child(ren) erased" in html and "Reported</a>" in html
    assert signed_in(school_admin).get("/privacy/retention").status_code == 302
