"""BURSTS demo data: Oakfield's seven classes (Reception to Year 6) of about 28 children,
Cedar Academy's three, with contacts in every state, teachers linked, and a year of
home-app activity. Bulk inserts, seeded randomness: a few seconds, the same every time."""

import random
from datetime import datetime, time, timedelta

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import ADVENTURE_LEVELS, ADVENTURES, BEHAVIOURS, Contact, Event, Group, Student, xp_level
from apps.bursts.recording import rollups_rebuild
from apps.content.models import IntroEntry
from apps.parents.models import Parent
from apps.users.models import User

FIRST = {
    "MALE": ["Alfie", "Arlo", "Ben", "Charlie", "Dev", "Eli", "Finn", "George", "Harry", "Isaac", "Jack", "Kai",
             "Leo", "Max", "Noah", "Oscar", "Reuben", "Sami", "Theo", "Yusuf", "Zain", "Ollie", "Mason", "Jude"],
    "FEMALE": ["Amara", "Bella", "Chloe", "Daisy", "Ella", "Freya", "Grace", "Hana", "Isla", "Jess", "Lily",
               "Maya", "Nia", "Orla", "Poppy", "Ruby", "Sofia", "Tilly", "Willow", "Zara", "Aisha", "Evie", "Ivy"],
}  # fmt: skip
LAST = ["Ahmed", "Baker", "Clarke", "Davies", "Evans", "Fletcher", "Green", "Hughes", "Iqbal", "Jones", "Khan",
        "Lewis", "Morgan", "Nowak", "Okafor", "Patel", "Quinn", "Roberts", "Shaw", "Taylor", "Walsh", "Wright",
        "Young", "Hussain", "Kowalski", "Murphy", "Singh", "Turner", "Popescu", "Adeyemi"]  # fmt: skip
ETHNICITIES = [("White British", 68), ("White - Other", 7), ("Asian or Asian British - Pakistani", 7),
               ("Asian or Asian British - Indian", 5), ("Black or Black British - African", 5),
               ("Mixed - White and Black Caribbean", 4), ("Chinese", 2), ("Any other ethnic group", 2)]  # fmt: skip
NATIONALITIES = [("British", 86), ("Polish", 4), ("Romanian", 3), ("Pakistani", 3), ("Nigerian", 2), ("", 2)]
CLASSES = [(0, "Reception", "Robins"), (1, "Year 1", "Wrens"), (2, "Year 2", "Kestrels"), (3, "Year 3", "Owls"),
           (4, "Year 4", "Falcons"), (5, "Year 5", "Herons"), (6, "Year 6", "Eagles")]  # fmt: skip


def _pick(rng, weighted):
    return rng.choices([v for v, _ in weighted], weights=[w for _, w in weighted])[0]


def _child(rng, account, group, year, n, today):
    gender = rng.choice(["MALE", "FEMALE"])
    pp = rng.random() < 0.24
    age = 4 + year
    return Student(
        account=account,
        group=group,
        first_name=rng.choice(FIRST[gender]),
        last_name=rng.choice(LAST),
        code=f"{account.zoho_id[-3:] or 'SCH'}{year}{n:02d}{rng.randrange(100, 999)}".replace("-", ""),
        year=year,
        dob=today.replace(year=today.year - age - (1 if today.month < 9 else 0))
        - timedelta(days=rng.randrange(0, 360)),
        gender=gender,
        ethnicity=_pick(rng, ETHNICITIES),
        nationality=_pick(rng, NATIONALITIES),
        sen=rng.choices(["", "K", "E"], weights=[85, 12, 3])[0],
        pp_eligible=pp,
        pp_indicator=pp and rng.random() < 0.9,
        eal=rng.random() < 0.18,
        status=rng.choices([0, 1, 2], weights=[30, 8, 62])[0],
    )


def _activity(rng, student, today):
    """A year of bursts for an active child: busier in recent weeks, points for one
    behaviour per burst, FMS levels climbing, XP level-ups as awards."""
    events, levels, xp = [], [0] * (len(ADVENTURES) + 1), dict.fromkeys(BEHAVIOURS, 0)
    keen = rng.uniform(0.4, 1.6)
    days = sorted(rng.sample(range(1, 365), int(rng.randrange(15, 60) * keen)), reverse=True)
    level = 1
    for n, ago in enumerate(days):
        when = timezone.make_aware(
            datetime.combine(today - timedelta(days=ago), time(16 + rng.randrange(3), rng.randrange(60)))
        )
        adventure = rng.randrange(1, len(ADVENTURES) + 1)
        levels[adventure] = min(levels[adventure] + (1 if rng.random() < 0.45 else 0) or 1, ADVENTURE_LEVELS)
        behaviour, points = rng.choice(BEHAVIOURS), rng.choice([100, 200, 250, 400, 500])
        xp[behaviour] += points
        seconds = rng.randrange(90, 420)
        events.append(Event(student=student, account_id=student.account_id, app_id=f"demo-{student.code}-{n}",
                            kind=Event.Kind.ACTIVITY, name=f"{ADVENTURES[adventure]} level {levels[adventure]}",
                            level=levels[adventure], adventure_id=adventure, seconds=seconds, behaviour=behaviour,
                            points=points, date_created=when))  # fmt: skip
        student.total_seconds += seconds
        reached = xp_level(sum(xp.values()))
        if reached > level:
            level = reached
            events.append(Event(student=student, account_id=student.account_id, app_id=f"demo-{student.code}-{n}-l",
                                kind=Event.Kind.LEVEL, name=f"Reached XP level {level}", level=level,
                                date_created=when + timedelta(seconds=1)))  # fmt: skip
    student.level, student.adventure_levels, student.adventure_total = level, levels, sum(levels)
    for behaviour, points in xp.items():
        setattr(student, behaviour, points)
    return events


def _contacts(rng, student, parents):
    """Active children have a connected parent; inactive ones an invited, an uninvited or
    no email at all (the contact card states of spec 2 §2)."""
    last = student.last_name
    first = rng.choice(["Sarah", "James", "Aisha", "Tom", "Kasia", "Priya", "Dan", "Emma", "Chidi", "Laura"])
    email = f"{first.lower()}.{last.lower()}.{student.code.lower()}@example.com"
    if student.status:
        parent = Parent(email=email, first_name=first, last_name=last, verified=True)
        parents.append(parent)
        rows = [Contact(student=student, kind=Contact.Kind.PARENT, email=email, first_name=first, last_name=last,
                        invited=timezone.now() - timedelta(days=60), verified=True)]  # fmt: skip
    else:
        state = rng.choices(["invited", "email", "missing"], weights=[40, 35, 25])[0]
        invited = timezone.now() - timedelta(days=rng.randrange(3, 40)) if state == "invited" else None
        rows = [Contact(student=student, email="" if state == "missing" else email, first_name=first,
                        last_name=last, invited=invited)]  # fmt: skip
    if rng.random() < 0.3:
        rows.append(Contact(student=student, email="", first_name=rng.choice(["Gran", "Grandad", "Auntie"]),
                            last_name=last, priority=2))  # fmt: skip
    return rows


def _school(rng, account, classes, size, teachers, today):
    groups = Group.objects.bulk_create(
        [Group(account=account, name=f"{label} {bird}", subject="PE", wonde_id=f"G-{account.pk}-{year}",
               description=f"{label} children doing BURSTS at home this year.") for year, label, bird in classes]
    )  # fmt: skip
    students = []
    for group, (year, _, _) in zip(groups, classes, strict=True):
        students += [_child(rng, account, group, year, n, today) for n in range(size + rng.randrange(-3, 4))]
    events, contacts, parents = [], [], []
    for student in students:  # counters first, so each child is inserted once, complete
        if student.status == Student.Status.ACTIVE:
            events += _activity(rng, student, today)
        contacts += _contacts(rng, student, parents)
    Student.objects.bulk_create(students)
    Parent.objects.bulk_create(parents, ignore_conflicts=True)
    by_email = dict(Parent.objects.filter(email__in=[p.email for p in parents]).values_list("email", "pk"))
    for contact in contacts:
        contact.parent_id = by_email.get(contact.email) if contact.kind == Contact.Kind.PARENT else None
    Contact.objects.bulk_create(contacts)
    Event.objects.bulk_create(events, batch_size=2000)
    for user, index in teachers:
        groups[index].teachers.add(user)
    return groups


@transaction.atomic
def seed_bursts(today=None):
    """Idempotent: a school that already has classes is left as it is."""
    today = today or timezone.localdate()
    rng = random.Random(12)
    IntroEntry.objects.get_or_create(
        slug="intro-bursts",
        defaults={"title": "BURSTS", "text": "Short bursts of activity at home for 4 to 7 year olds, followed by "
                  "their teachers: active minutes, movement skills and points for being brave, helpful, "
                  "imaginative and wise."},
    )  # fmt: skip
    users = {u.email: u for u in User.objects.filter(email__endswith=".example.com")}
    oakfield = Account.objects.filter(name="Oakfield Primary").first()
    if oakfield and not Group.objects.filter(account=oakfield).exists():
        teachers = [(users[e], i) for e, i in (("admin@oakfield.example.com", 0), ("teacher@oakfield.example.com", 2),
                    ("teacher@oakfield.example.com", 3), ("lead@oakfield.example.com", 6)) if e in users]  # fmt: skip
        groups = _school(rng, oakfield, CLASSES, 28, teachers, today)
        Group.objects.filter(pk=groups[4].pk).update(date_invited=today)  # Year 4 was invited today
    cedar = Account.objects.filter(name="Cedar Academy").first()
    if cedar and not Group.objects.filter(account=cedar).exists():
        teachers = [(users["bursts@cedar.example.com"], 0)] if "bursts@cedar.example.com" in users else []
        _school(rng, cedar, [CLASSES[0], CLASSES[1], CLASSES[2]], 22, teachers, today)
    rollups_rebuild()  # the statistics' rollups from the demo's events
