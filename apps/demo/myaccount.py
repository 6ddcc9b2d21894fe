"""Demo data for My Account (issue 11): a school that invites by email (Hazelwood, not
synced from an MIS), more Oakfield staff to manage, and a trust admin who can buy for
the trust's schools. Idempotent; called by seed_demo after the personas."""

from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.demo.seed import HOME_MEMBER, MEMBERSHIP, TRIAL, _account, _licence, _user
from apps.myaccount.models import TrainingItem
from apps.users.models import User
from apps.users.services import home_credentials

HAZELWOOD_STAFF = [
    ("hana.hazel@hazelwood.example.com", "Hana", "Hazel", 1, {}),
    ("raj.mistry@hazelwood.example.com", "Raj", "Mistry", 0, {"lead_pe": True, "admin": 1}),
    ("ellie.shaw@hazelwood.example.com", "Ellie", "Shaw", 0, {}),
    ("tom.okafor@hazelwood.example.com", "Tom", "Okafor", 0, {}),
    ("grace.lin@hazelwood.example.com", "Grace", "Lin", 0, {"lead_bursts": True, "admin": 1}),
]
OAKFIELD_EXTRA = [
    ("amira.khan@oakfield.example.com", "Amira", "Khan", 0, "E103"),
    ("ben.cole@oakfield.example.com", "Ben", "Cole", 0, "E104"),
    ("helen.ward@oakfield.example.com", "Helen", "Ward", 2, "E105"),
]


# Home-learning children: (first, last, class, username, password, sign-ins).
OAKFIELD_CHILDREN = [
    ("Ava", "Stone", "Reception", "avas21", "redfrog42", 14),
    ("Ben", "Okoro", "Reception", "beno34", "bluekite17", 6),
    ("Chloe", "Hart", "Year 1", "chloeh12", "pinkduck63", 22),
    ("Dev", "Patel", "Year 1", "devp58", "goldstar25", 0),
    ("Ella", "Murray", "Year 1", "ellam40", "greenowl81", 3),
    ("Finn", "Gallagher", "Year 2", "finng77", "tanboat36", 0),
    ("Grace", "Adeyemi", "Year 2", "gracea19", "redmoon54", 9),
    ("Harry", "Nowak", "Year 2", "harryn65", "bluecake28", 0),
    ("Isla", "Brennan", "Year 2", "islab83", "pinksun47", 1),
    ("Jacob", "Lee", "Reception", "jacobl26", "goldfish72", 0),
]
HAZELWOOD_CHILDREN = [
    ("Maya", "Quinn", "Class 1", "mayaq31", "greenhen19", 5),
    ("Noah", "Reid", "Class 1", "noahr48", "redbus64", 0),
    ("Olivia", "Sharp", "Class 2", "olivias55", "bluelamb23", 2),
]


def _children(account, rows):
    for first, last, group, username, password, logins in rows:
        User.objects.update_or_create(
            username=username,
            defaults={"kind": User.Kind.HOME, "account": account, "first_name": first, "last_name": last,
                      "home_group": group, "total_logins": logins,
                      "last_login": timezone.now() - timedelta(days=logins % 7 + 1) if logins else None,
                      "home_password": home_credentials.encrypt(password),
                      "password": home_credentials.password_hash(password)},
        )  # fmt: skip


def _training(account, today, learner, leader):
    """Training an admin would see: one of each group, one expiring soon, one expired, a
    booked session in three weeks. Participants are the account's own users (by name)."""
    items = [
        {
            "title": "Teaching Gymnastics with Confidence",
            "subtitle": "Online course, 6 modules",
            "group": "learning",
            "status_label": "In progress",
            "mode_label": "Online",
            "tutor_name": "Priya Shah",
            "tutor_email": "priya.shah@peplatform.example.com",
            "participant": learner,
            "link": "https://learning.peplatform.example.com/gymnastics",
            "start_date": today - timedelta(days=40),
            "end_date": today + timedelta(days=12),
            "info": "Work through the modules at your own pace.",
        },
        {
            "title": "Dance Across the Curriculum",
            "subtitle": "Whole-staff INSET",
            "group": "scheduled",
            "status_label": "Booked",
            "mode_label": "In school",
            "tutor_name": "Marcus Bell",
            "tutor_email": "marcus.bell@peplatform.example.com",
            "booking_email": "bookings@peplatform.example.com",
            "participant": "",  # the whole staff: the subtitle says so
            "timetable_received": True,
            "start_date": today + timedelta(days=21),
            "end_date": today + timedelta(days=21),
        },
        {
            "title": "Assessment in PE: Twilight Webinar",
            "group": "pending",
            "status_label": "Awaiting booking",
            "mode_label": "Webinar",
            "booking_email": "bookings@peplatform.example.com",
            "book_url": "https://learning.peplatform.example.com/book/assessment",
            "start_date": today - timedelta(days=60),
            "end_date": today - timedelta(days=3),
            "info": "Choose a date that suits your team.",
        },
        {
            "title": "Subject Leader Essentials",
            "subtitle": "Certificate",
            "group": "completed",
            "status_label": "Complete",
            "mode_label": "Online",
            "participant": leader,
            "start_date": today - timedelta(days=200),
            "end_date": today - timedelta(days=120),
            "completion_date": today - timedelta(days=130),
        },
    ]
    for fields in items:
        TrainingItem.objects.update_or_create(account=account, title=fields.pop("title"), defaults=fields)


@transaction.atomic
def seed_myaccount(today=None):
    today = today or timezone.localdate()
    start, end = today - timedelta(days=120), today + timedelta(days=245)
    oakfield = Account.objects.get(name="Oakfield Primary")
    hazelwood = _account(
        "Hazelwood Primary",
        status=30,
        account_type=Account.Type.EDUCATION,
        region=oakfield.region,
        county=oakfield.county,
        city="Lancaster",
        postcode="LA1 4HZ",
        zoho_id="Z-HAZEL",
        address_line1="12 Hazel Grove",
    )
    _licence(hazelwood, MEMBERSHIP, start, end, products=["pe", "gym", "dance"], years=list(range(7)), status="new")
    _licence(hazelwood, HOME_MEMBER, start, end, status="new")
    _user("admin@hazelwood.example.com", account=hazelwood, admin=1, first_name="Harriet", last_name="Hale",
          total_logins=42, last_login=timezone.now() - timedelta(days=1))  # fmt: skip
    for n, (email, first, last, admin, extra) in enumerate(HAZELWOOD_STAFF):
        fields = {"admin": admin, **extra}
        _user(email, account=hazelwood, first_name=first, last_name=last, total_logins=3 + 7 * n,
              last_login=timezone.now() - timedelta(days=2 + n * 3), **fields)  # fmt: skip
    for email in ("new.teacher@hazelwood.example.com", "supply.cover@hazelwood.example.com"):
        invited = _user(email, account=hazelwood, status=User.Status.INVITED)
        invited.set_unusable_password()
        invited.save(update_fields=["password"])
    for n, (email, first, last, admin, wonde) in enumerate(OAKFIELD_EXTRA):
        _user(email, account=oakfield, first_name=first, last_name=last, admin=admin, wonde_id=wonde,
              total_logins=11 + n * 5, last_login=timezone.now() - timedelta(days=n + 1))  # fmt: skip
    _children(oakfield, OAKFIELD_CHILDREN)
    _training(oakfield, today, "Olivia Oakes", "Lee Lead")
    _training(hazelwood, today, "Hana Hazel", "Raj Mistry")
    _children(hazelwood, HAZELWOOD_CHILDREN)
    trust = Account.objects.get(name="Riverside Learning Trust")
    # The trust is trying PE before buying for its schools (its trial is what lets its admin in).
    _licence(trust, TRIAL, today - timedelta(days=10), today + timedelta(days=20), products=["pe", "gym", "dance"],
             status="free")  # fmt: skip
    _user("admin@riverside.example.com", account=trust, admin=1, first_name="Rita", last_name="Rivers")
    return hazelwood
