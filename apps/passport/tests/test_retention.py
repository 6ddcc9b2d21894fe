"""Retention of a Year 6 leaver (issue 32): their record is kept until their PE passport has
been received (opened by the receiving school) or the autumn term after they left has
ended, whichever is first; then the nightly retention job erases it (apps/privacy). The
receiving school's copy stays until its own keep_until (31 December), then goes."""

from datetime import date, timedelta

import pytest

from apps.accounts.models import Account
from apps.bursts.models import Student
from apps.bursts.tests.factories import make_student
from apps.licences.models import Licence, LicenceType
from apps.passport.models import PassportShare, ReceivingSchool
from apps.passport.services import opening_record
from apps.privacy import services as privacy
from apps.privacy.models import Leaver
from apps.users.models import User

pytestmark = pytest.mark.django_db
LEFT = date(2026, 7, 22)  # the last day of the summer term


@pytest.fixture
def school():
    account = Account.objects.create(name="Synced Primary", wonde_id="W-1", urn="100123")
    Licence.objects.create(account=account, licence_type=LicenceType.objects.filter(has_bursts=True).first(),
                           start_date=date(2026, 1, 1), end_date=date(2099, 8, 31))  # fmt: skip
    return account


def _leaver(account, name, year=6):
    child = make_student(account=account, first_name=name, last_name="Leaver", wonde_id=f"S-{name}", year=year)
    Leaver.objects.create(student=child, since=LEFT)
    return child


def _sent(account, child):
    receiving, _ = ReceivingSchool.objects.get_or_create(account=account, urn="100950", defaults={
        "name": "Northgate", "contact_name": "P", "contact_email": "pe@northgate-secondary.example.com"})  # fmt: skip
    return PassportShare.objects.create(account=account, receiving=receiving, student=child, child_name=child.name,
                                        document={"child": {"firstName": child.first_name}},
                                        keep_until=date(2026, 12, 31))  # fmt: skip


def _held(*children):
    return [Student.objects.filter(pk=c.pk).exists() for c in children]


def test_a_year6_leaver_is_kept_until_the_passport_is_received(school):
    received, waiting = _leaver(school, "Rae"), _leaver(school, "Wyn")
    share = _sent(school, received)
    _sent(school, waiting)
    privacy.retention_run(today=date(2026, 9, 10))
    assert _held(received, waiting) == [True, True]  # sent, not yet opened: kept
    receiver = User.objects.create_user(email="pe@other-secondary.example.com", kind=User.Kind.RECEIVER)
    opening_record(user=receiver, share=share)
    privacy.retention_run(today=date(2026, 9, 11))
    assert _held(received, waiting) == [False, True]  # received: the primary's record goes
    share.refresh_from_db()
    assert share.student_id is None and share.document  # the receiving school's copy stays


def test_a_year6_leaver_goes_when_the_autumn_term_ends_whichever_is_first(school):
    never_sent, sent = _leaver(school, "Nev"), _leaver(school, "Sen")
    _sent(school, sent)
    privacy.retention_run(today=date(2026, 12, 31))
    assert _held(never_sent, sent) == [True, True]  # the last day of the autumn term
    privacy.retention_run(today=date(2027, 1, 1))
    assert _held(never_sent, sent) == [False, False]


def test_other_leavers_keep_the_schools_period(school):
    year5 = _leaver(school, "Fiv", year=5)
    privacy.retention_run(today=date(2027, 1, 1))
    assert _held(year5) == [True]  # 12 months by default, not the Year 6 rule
    privacy.retention_run(today=LEFT + timedelta(days=370))
    assert _held(year5) == [False]


def test_the_receiving_schools_copies_go_after_their_keep_until(school):
    child = _leaver(school, "Cop")
    share = _sent(school, child)
    privacy.retention_run(today=date(2026, 12, 31))
    assert PassportShare.objects.filter(pk=share.pk).exists()
    privacy.retention_run(today=date(2027, 1, 1))
    assert not PassportShare.objects.filter(pk=share.pk).exists()
