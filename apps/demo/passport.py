"""The PE passport's demo (issue 32): Northgate Secondary, to which Oakfield has sent its
Year 6 passports, and its PE contact's receiving account (Priya Evans,
pe@northgate-secondary.example.com, the demo's password). Oakfield's Year 6 children get
UPNs (the fake MIS gives none)."""

from django.db import transaction

from apps.accounts.models import Account
from apps.bursts.models import Student
from apps.demo.seed import _user
from apps.passport import selectors
from apps.passport.models import PassportShare, ReceivingSchool
from apps.passport.services import passports_send
from apps.users.models import User

RECEIVER = "pe@northgate-secondary.example.com"
ADMIN = "admin@oakfield.example.com"
NORTHGATE = {"name": "Northgate Secondary", "urn": "100950", "contact_name": "Priya Evans", "contact_email": RECEIVER}


def seed_receiver_user() -> User:
    """The receiver's sign-in (with the personas: the route matrix walks it)."""
    return _user(RECEIVER, kind=User.Kind.RECEIVER, first_name="Priya", last_name="Evans",
                 status=User.Status.ACTIVE)  # fmt: skip


def _upns(account):
    for n, child in enumerate(Student.objects.filter(account=account, year=6, upn="").order_by("pk"), start=1):
        child.upn = f"H{account.urn or '000000'}{n:06d}"[:13]
        child.save(update_fields=["upn"])


@transaction.atomic
def seed_passports():
    """After assessment and swimming: Oakfield's Year 6 passports sent to Northgate, once."""
    user = seed_receiver_user()
    oakfield = Account.objects.filter(name="Oakfield Primary").first()
    admin = User.objects.filter(email=ADMIN).first()
    if oakfield is None or admin is None:
        return
    _upns(oakfield)
    if PassportShare.objects.filter(account=oakfield, receiving__urn=NORTHGATE["urn"]).exists():
        return
    children = list(selectors.cohort(admin))
    if not children:
        return
    passports_send(acting_user=admin, account=oakfield, children=children,
                   documents=selectors.documents(admin, children), **NORTHGATE)  # fmt: skip
    ReceivingSchool.objects.get(account=oakfield, urn=NORTHGATE["urn"]).users.add(user)
