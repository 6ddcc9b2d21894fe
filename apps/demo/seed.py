"""Demo data for `manage.py seed_demo`: the personas later checks sign in with, and
enough accounts to see every filter, page and empty state. Idempotent."""

import functools
import random
from datetime import timedelta

from django.contrib.auth.hashers import make_password
from django.db import transaction
from django.utils import timezone

from apps.access.admin_rights import grant_content_editing
from apps.accounts.models import Account, Authority, County, Region
from apps.demo.dashboard import seed_dashboard
from apps.demo.mfa import seed_demo_mfa
from apps.licences.models import Licence, LicenceType
from apps.licences.services import default_status
from apps.parents.models import Parent
from apps.users.models import User
from apps.users.services import home_credentials

PASSWORD = "Password1!"
MEMBERSHIP, TRIAL, BURSTS, HOME_MEMBER, NEXT = 50, LicenceType.TRIAL, 160, LicenceType.HOME_MEMBER, 20

REGIONS = {
    "North West": (["Lancashire", "Cumbria", "Merseyside"], ["Lancashire County Council", "Cumbria Council"]),
    "Yorkshire": (["North Yorkshire", "West Yorkshire", "South Yorkshire"], ["Leeds City Council", "Sheffield"]),
    "Midlands": (["Derbyshire", "Staffordshire", "Warwickshire"], ["Derby City", "Staffordshire Council"]),
    "South East": (["Kent", "Surrey", "Sussex"], ["Kent County Council", "Surrey Council"]),
    "Wales": (["Cardiff", "Gwynedd", "Powys"], ["Cardiff Council", "Powys Council"]),
}
NAMES = ["Oak", "Ash", "Elm", "Holly", "Rowan", "Willow", "Beech", "Hazel", "Maple", "Alder", "Larch", "Yew"]
PLACES = ["field", "brook", "wood", "hill", "dale", "gate", "bridge", "moor", "well", "ton"]
KINDS = ["Primary", "Academy", "C of E Primary", "Infant School", "Junior School"]


@functools.cache
def _password_hash():
    # One hash for every persona: hashing is what made seeding slow, and demo users
    # sharing a salt does not matter.
    return make_password(PASSWORD)


def _user(email, *, account=None, kind=User.Kind.ACCOUNT, **fields):
    # The password only when the persona is new: a new hash would sign out everyone using
    # the demo (Django ties sessions to it) each time the seed or a benchmark runs again.
    user, _ = User.objects.update_or_create(
        email=email,
        defaults={"account": account, "kind": kind, **fields},
        create_defaults=_with_password({"account": account, "kind": kind, **fields}),
    )
    return user


def _with_password(fields):
    return {**fields, "password": _password_hash()}


def _account(name, **fields):
    account, _ = Account.objects.update_or_create(name=name, defaults=fields)
    return account


def _licence(account, type_id, start, end, **fields):
    Licence.objects.update_or_create(
        account=account, licence_type_id=type_id, start_date=start, defaults={"end_date": end, **fields}
    )


def seed_places():
    regions, counties, authorities = [], [], []
    for region_name, (county_names, authority_names) in REGIONS.items():
        region, _ = Region.objects.get_or_create(name=region_name)
        regions.append(region)
        for title in county_names:
            counties.append(County.objects.get_or_create(title=title, defaults={"region": region})[0])
        for name in authority_names:
            authorities.append(Authority.objects.get_or_create(name=name)[0])
    return regions, counties, authorities


@transaction.atomic
def seed_personas(today=None):
    today = today or timezone.localdate()
    year_ago, in_a_year = today - timedelta(days=200), today + timedelta(days=165)
    regions, counties, authorities = seed_places()

    staff = {
        "super": _user("super@example.com", kind=User.Kind.CREATE, admin=2, first_name="Sam", last_name="Super"),
        "staff": _user("staff@example.com", kind=User.Kind.CREATE, admin=1, first_name="Stella", last_name="Staff"),
        "viewer": _user("viewer@example.com", kind=User.Kind.CREATE, admin=0, first_name="Vic", last_name="Viewer"),
    }
    for content_editor in (staff["staff"], staff["viewer"]):
        grant_content_editing(content_editor)
    seed_demo_mfa([staff["super"], staff["staff"]])  # their second factor: apps/demo/mfa.py
    for region in regions[:3]:
        region.managers.add(staff["staff"])
    regions[3].managers.add(staff["super"])

    trust = _account(
        "Riverside Learning Trust",
        status=30,
        account_type=Account.Type.ORGANISATION,
        region=regions[0],
        county=counties[0],
        authority=authorities[0],
        zoho_id="Z-TRUST",
        city="Preston",
        postcode="PR1 1AA",
    )
    oakfield = _account(
        "Oakfield Primary",
        status=30,
        account_type=Account.Type.EDUCATION,
        region=regions[0],
        county=counties[0],
        authority=authorities[0],
        manager=staff["staff"],
        address_line1="1 Oak Lane",
        city="Preston",
        postcode="PR2 3OK",
        urn="100001",
        wonde_id="A1930499544",
        wonde_pe_status="approved",
        wonde_bursts_status="approved",
        zoho_id="Z-OAK",
        uri="oakfield-primary",
        bursts_uri="oakfield",
        parent_school=trust,
    )
    _licence(
        oakfield,
        MEMBERSHIP,
        year_ago,
        in_a_year,
        products=["pe", "gym", "dance"],
        years=list(range(7)),
        status="renewal",
        renew=True,
    )
    _licence(oakfield, BURSTS, year_ago, in_a_year)
    _licence(oakfield, HOME_MEMBER, year_ago, in_a_year, status="new")
    _licence(oakfield, NEXT, today - timedelta(days=900), today - timedelta(days=535), status="new")
    _licence(
        oakfield,
        MEMBERSHIP,
        in_a_year + timedelta(days=1),
        in_a_year + timedelta(days=366),
        products=["pe", "gym", "dance"],
        years=list(range(7)),
        status="renewal",
    )
    _user(
        "admin@oakfield.example.com", account=oakfield, admin=1, first_name="Olivia", last_name="Oakes", wonde_id="E100"
    )
    _user(
        "teacher@oakfield.example.com", account=oakfield, admin=0, first_name="Tom", last_name="Teach", wonde_id="E101"
    )
    _user(
        "lead@oakfield.example.com",
        account=oakfield,
        admin=1,
        lead_pe=True,
        first_name="Lee",
        last_name="Lead",
        wonde_id="E102",
    )
    # Class-level access (issue 23), both in the MIS: a teacher of another class of the same
    # school (Year 5 Herons) and the BURSTS lead (Year 4 Falcons' teacher, who sees every
    # class of the school as its admins and PE lead do).
    _user(
        "year5@oakfield.example.com", account=oakfield, admin=0, first_name="Fiona", last_name="McLeod", wonde_id="E115"
    )
    _user(
        "bursts.lead@oakfield.example.com",
        account=oakfield,
        admin=1,
        lead_bursts=True,
        first_name="Oliver",
        last_name="Grant",
        wonde_id="E114",
    )
    _user(
        "temp@oakfield.example.com",
        account=oakfield,
        admin=0,
        first_name="Tess",
        last_name="Temp",
        date_end_temp=today + timedelta(days=10),
    )
    invited = _user("invited@oakfield.example.com", account=oakfield, status=User.Status.INVITED)
    if invited.has_usable_password():  # invited people choose their password when they register
        invited.set_unusable_password()
        invited.save(update_fields=["password"])
    home_fields = {"kind": User.Kind.HOME, "account": oakfield, "first_name": "Holly", "last_name": "Home",
                   "home_password": home_credentials.encrypt(PASSWORD)}  # fmt: skip
    User.objects.update_or_create(
        username="oakfield-home1",
        defaults=home_fields,
        create_defaults=_with_password(home_fields),
    )

    birchwood = _account(
        "Birchwood Primary",
        status=20,
        account_type=Account.Type.EDUCATION,
        region=regions[1],
        county=counties[3],
        authority=authorities[2],
        manager=staff["staff"],
        city="Leeds",
        postcode="LS1 2BW",
        zoho_id="Z-BIRCH",
    )
    _licence(
        birchwood,
        TRIAL,
        today - timedelta(days=16),
        today + timedelta(days=14),
        products=["pe", "gym", "dance"],
        status="free",
    )
    _user("admin@birchwood.example.com", account=birchwood, admin=1, first_name="Bea", last_name="Birch")

    cedar = _account(
        "Cedar Academy",
        status=30,
        account_type=Account.Type.EDUCATION,
        region=regions[2],
        county=counties[6],
        authority=authorities[4],
        city="Derby",
        postcode="DE1 1CA",
        wonde_id="A200",
        wonde_bursts_status="approved",
        zoho_id="Z-CEDAR",
    )
    _licence(cedar, BURSTS, year_ago, in_a_year)
    _user("bursts@cedar.example.com", account=cedar, admin=0, first_name="Ced", last_name="Burst")

    frozen = _account(
        "Frostgate Primary",
        status=30,
        frozen=True,
        account_type=Account.Type.EDUCATION,
        region=regions[3],
        county=counties[9],
        city="Canterbury",
        zoho_id="Z-FROZEN",
    )
    _licence(frozen, MEMBERSHIP, year_ago, in_a_year, products=["pe"], years=list(range(7)), status="new")
    _user("admin@frozen.example.com", account=frozen, admin=1, first_name="Fran", last_name="Frost")

    expired = _account(
        "Endmoor Primary",
        status=10,
        account_type=Account.Type.EDUCATION,
        region=regions[4],
        county=counties[12],
        city="Cardiff",
        zoho_id="Z-EXPIRED",
    )
    _licence(
        expired,
        MEMBERSHIP,
        today - timedelta(days=800),
        today - timedelta(days=435),
        products=["pe"],
        years=list(range(7)),
        status="new",
    )
    _user("admin@expired.example.com", account=expired, admin=1, first_name="Ed", last_name="End")

    partner = _account(
        "Active Partners Ltd",
        status=30,
        account_type=Account.Type.PARTNER,
        is_partner=True,
        region=regions[3],
        county=counties[10],
        city="Guildford",
        zoho_id="Z-PARTNER",
    )
    _licence(partner, MEMBERSHIP, year_ago, in_a_year, products=["pe", "gym"], years=list(range(7)), status="free")

    # The trust's second school, and a trust-wide renewal its schools inherit (future,
    # so no school's current access changes).
    _account(
        "Riverside Infant School",
        status=20,
        account_type=Account.Type.EDUCATION,
        region=regions[0],
        county=counties[1],
        authority=authorities[1],
        parent_school=trust,
        city="Kendal",
        zoho_id="Z-RIVER-INF",
    )
    _licence(trust, NEXT, in_a_year + timedelta(days=1), in_a_year + timedelta(days=366), status="renewal")

    Parent.objects.get_or_create(email="parent@example.com", defaults={"first_name": "Pat", "last_name": "Parent"})
    from apps.demo.parents import seed_parent_users  # issue 31: the parents' web personas

    seed_parent_users()
    from apps.demo.passport import seed_receiver_user  # issue 32: the receiving secondary's persona

    seed_receiver_user()
    seed_dashboard()
    return staff


def seed_accounts(count, *, seed=7, today=None):
    """`count` generated schools (ids DEMO-n) across regions, statuses, types and
    licence states. Fast enough for the 10,000 of the benchmarks."""
    today = today or timezone.localdate()
    rng = random.Random(seed)
    regions, counties, authorities = seed_places()
    managers = list(User.objects.filter(kind=User.Kind.CREATE))
    have = set(Account.objects.filter(zoho_id__startswith="DEMO-").values_list("zoho_id", flat=True))
    new = []
    for n in range(1, count + 1):
        zid = f"DEMO-{n}"
        if zid in have:
            continue
        county = rng.choice(counties)
        new.append(
            Account(
                name=f"{rng.choice(NAMES)}{rng.choice(PLACES)} {rng.choice(KINDS)} {n}",
                status=rng.choice([30, 30, 30, 20, 10, 0]),
                account_type=rng.choice(["education"] * 6 + ["partner", "organisation", "individual"]),
                region=county.region,
                county=county,
                authority=rng.choice(authorities),
                manager=rng.choice(managers) if managers else None,
                frozen=rng.random() < 0.04,
                city=county.title,
                postcode=f"AB{n % 99} {n % 9}ZZ",
                zoho_id=zid,
                wonde_pe_status=rng.choice(["", "", "approved", "pending", "declined", "revoked"]),
                wonde_bursts_status=rng.choice(["", "", "approved", "pending", "declined", "revoked"]),
            )
        )
    Account.objects.bulk_create(new, batch_size=1000)
    created = Account.objects.filter(zoho_id__in=[a.zoho_id for a in new])
    types = {t.pk: t for t in LicenceType.objects.all()}
    licences = []
    for account in created.iterator():
        for _ in range(rng.randint(0, 3)):
            start = today + timedelta(days=rng.randint(-900, 200))
            kind = types[rng.choice([10, 20, 30, 40, 50, 50, 60, 150, 160, 200])]
            length = 30 if kind.pk == TRIAL else 365
            # What the licence modal would save (licence_clean): the type's default status
            # (a Trial is free, never New; BURSTS has none), products and years only where
            # the type lets staff choose them.
            licences.append(
                Licence(
                    account=account,
                    licence_type=kind,
                    start_date=start,
                    end_date=start + timedelta(days=length),
                    products=["pe", "gym", "dance"] if kind.custom_products else [],
                    years=list(range(7)) if kind.custom_years else [],
                    status=default_status(account, kind),
                )
            )
    Licence.objects.bulk_create(licences, batch_size=2000)
    _repair_generated_licences(types)
    return len(new)


def _repair_generated_licences(types):
    """Generated licences of earlier seeds broke the licence rules (a Trial with status New,
    products on types without custom products): bring them in line."""
    generated = Licence.objects.filter(account__zoho_id__startswith="DEMO-")
    for kind in types.values():
        rows = generated.filter(licence_type=kind)
        if kind.has_bursts:
            rows.exclude(status="", renew=False).update(status="", renew=False)
        else:
            rows.exclude(status__in=kind.status_options).update(status=kind.status_options[0])
        if not kind.custom_products:
            rows.exclude(products=[]).update(products=[])
        if not kind.custom_years:
            rows.exclude(years=[]).update(years=[])
