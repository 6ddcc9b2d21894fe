"""Classes from the MIS (spec 1 §3 sync-service group, §8 class import warnings; spec 2 §6-§7
Sync Class): importing a class creates or updates its BURSTS class, children and contacts.

Data minimisation: of a child only the MIS id, names, year, date of birth and the details
BURSTS filters on are kept (gender, ethnicity, nationality, SEN, pupil premium indicator
and eligibility or free school meals, EAL); of a contact its names, relationship order
and email. The MIS's other fields (first language, care status, medical notes...) are
never stored."""

import re
from collections import Counter

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from apps.accounts.models import Account, AuditKind
from apps.accounts.selectors import bursts_not_approved
from apps.accounts.services import account_event_record
from apps.bursts.models import Contact, Group, GroupTeacher, Student
from apps.bursts.models.codelists import ethnicity_code, nationality_code
from apps.bursts.services import new_code
from apps.sync.services import constants as c
from apps.sync.services import mis
from apps.sync.services.partner import client_for
from apps.sync.services.wonde import WondeError
from apps.users.models import User

# Each child's year (include=year, as Wonde documents it) and education details (its
# current NC year, when the year object names none) come with the class.
STUDENT_INCLUDES = ["students.extended_details", "students.education_details", "students.year",
                    "students.contacts.contact_details", "employees"]  # fmt: skip
YEAR_LABEL = re.compile(r"^\s*(year|yr|y)\s*\d", re.I)
GENDERS = {"M": Student.Gender.MALE, "MALE": Student.Gender.MALE, "F": Student.Gender.FEMALE,
           "FEMALE": Student.Gender.FEMALE}  # fmt: skip


def group_warnings(row: dict, in_other_classes: int) -> list[str]:
    """Spec 1 §8: warn before importing a class labelled as a year or not a registration
    group, with over 100 children, with none, or with children already in other classes."""
    warnings = []
    kind = str(row.get("type") or "").upper()
    if kind == "YEAR" or YEAR_LABEL.match(str(row.get("name") or "")):
        warnings.append("This class is labelled as a year group. Is it the right class?")
    elif kind and kind != "REGISTRATION":
        warnings.append("This is not a registration group. Is it the right class?")
    students = student_rows(row)
    if len(students) > c.CLASS_WARNING_SIZE:
        warnings.append(f"This class has {len(students)} children, over {c.CLASS_WARNING_SIZE}.")
    if not students:
        warnings.append("No children were found in this class.")
    if in_other_classes:
        warnings.append(f"{in_other_classes} of its children are already in other classes: importing moves "
                        "them here, which is not recommended.")  # fmt: skip
    return warnings


def student_rows(row: dict) -> list[dict]:
    data = (row.get("students") or {}).get("data") if isinstance(row.get("students"), dict) else None
    return [s for s in (data or []) if isinstance(s, dict) and s.get("id")]


def student_fields(row: dict) -> dict:
    """The child as BURSTS keeps it (see the module's note), from the documented fields
    (apps/sync/mis.py reads each in every shape seen). No "year" when the MIS gives none
    BURSTS has (Reception to Year 6): a child already held keeps theirs, a new one gets 0
    and the report says how many."""
    details = mis.unwrap(row.get("extended_details"))
    nationalities = details.get("nationalities") or []
    nationality = nationalities[0] if isinstance(nationalities, list) and nationalities else details.get("nationality")
    fields = {
        "first_name": str(row.get("forename") or "")[:100] or "-",
        "last_name": str(row.get("surname") or "")[:100] or "-",
        "dob": mis.day(row.get("date_of_birth")),
        # The DfE unique pupil number (13 characters; the PE passport carries it, issue 32).
        "upn": "".join(ch for ch in str(row.get("upn") or "") if ch.isalnum())[:13].upper(),
        "gender": GENDERS.get(str(row.get("gender") or "").upper(), ""),
        # Kept as codes (apps/bursts/codelists.py), whichever way the MIS spells them.
        "ethnicity": ethnicity_code(details.get("ethnicity_code") or details.get("ethnicity")),
        "nationality": nationality_code(nationality or ""),
        "sen": mis.sen(details),
        "pp_indicator": mis.pp_indicator(details),
        "pp_eligible": mis.pp_eligible(details),
        "eal": mis.eal(details),
    }
    year = mis.student_year(row)
    if year is not None:
        fields["year"] = year
    return fields


def _contacts(row: dict) -> list[dict]:
    out = []
    for contact in ((row.get("contacts") or {}).get("data")) or []:
        if not isinstance(contact, dict):
            continue
        emails = (((contact.get("contact_details") or {}).get("data") or {}).get("emails")) or {}
        email = str(emails.get("primary") or emails.get("email") or "").strip().lower()[:254]
        # The relationship's legal flags (issue 31): no parental responsibility, or a court
        # order, and the contact is never linked to the child on the web. A flag the MIS does
        # not send keeps the safe reading: responsibility only when not said otherwise, and
        # a court order whenever one is mentioned.
        relationship = mis.unwrap(contact.get("relationship"))
        responsibility = relationship.get("parental_responsibility")
        out.append({"first_name": str(contact.get("forename") or "")[:100],
                    "last_name": str(contact.get("surname") or "")[:100], "email": email,
                    "parental_responsibility": True if responsibility is None else mis.flag(responsibility),
                    "court_order": mis.flag(relationship.get("court_order"))})  # fmt: skip
    return out


def _new_student(account, group, wonde_id, fields):
    for _ in range(5):
        try:
            with transaction.atomic():
                return Student.objects.create(account=account, group=group, wonde_id=wonde_id, code=new_code(),
                                              **fields)  # fmt: skip
        except IntegrityError:  # a clash of codes: draw again
            continue
    raise ValidationError("Could not give the child a code; please try again.")


def _sync_contacts(student, contacts, counts):
    existing = list(student.contacts.all())
    for priority, contact in enumerate(contacts, start=1):
        match = next((e for e in existing if contact["email"] and e.email.lower() == contact["email"]), None) or next(
            (e for e in existing if not e.email and (e.first_name, e.last_name) ==
             (contact["first_name"], contact["last_name"])), None)  # fmt: skip
        if match is None:
            Contact.objects.create(student=student, priority=priority, **contact)
            counts["contacts"] += 1
        else:
            fields = ("first_name", "last_name", "parental_responsibility", "court_order")
            changed = [f for f in fields if getattr(match, f) != contact[f]]
            for name in changed:
                setattr(match, name, contact[name])
            if changed:
                match.save(update_fields=changed)


def group_apply(*, account: Account, row: dict, leaving: list | None = None) -> tuple[Group, Counter]:
    """The class, its children and their contacts as the MIS has them (inside the
    caller's transaction). Children no longer in the MIS class leave it (kept, unplaced),
    or, given `leaving`, are listed there as (child, class) for the sync's guard to check
    before anyone leaves."""
    counts = Counter()
    wonde_id = str(row["id"])[:50]
    group = Group.objects.filter(account=account, wonde_id=wonde_id).first()
    fields = {"name": str(row.get("name") or "Class")[:100], "description": str(row.get("description") or "")[:1000]}
    if group is None:
        group = Group.objects.create(account=account, wonde_id=wonde_id, subject=str(row.get("subject") or "")[:100],
                                     **fields)  # fmt: skip
        counts["class_created"] += 1
    elif any(getattr(group, k) != v for k, v in fields.items()):
        Group.objects.filter(pk=group.pk).update(**fields)
    rows = {str(s["id"])[:50]: s for s in student_rows(row)}
    known = {s.wonde_id: s for s in Student.objects.filter(account=account, wonde_id__in=list(rows))}
    for student_id, student_row in rows.items():
        fields = student_fields(student_row)
        if "year" not in fields:
            counts["year_unread"] += 1
        student = known.get(student_id)
        if student is None:
            student = _new_student(account, group, student_id, fields)
            counts["created"] += 1
        elif student.group_id != group.pk or any(getattr(student, k) != v for k, v in fields.items()):
            for key, value in fields.items():
                setattr(student, key, value)
            student.group = group
            student.save(update_fields=[*fields, "group"])
            counts["updated"] += 1
        else:
            counts["unchanged"] += 1
        _sync_contacts(student, _contacts(student_row), counts)
    gone = Student.objects.filter(group=group).exclude(wonde_id="").exclude(wonde_id__in=list(rows))
    if leaving is None:
        counts["left"] = gone.update(group=None)
    else:
        leaving.extend((pk, group.pk) for pk in gone.values_list("pk", flat=True))
    teachers = [str(e.get("id")) for e in ((row.get("employees") or {}).get("data") or []) if isinstance(e, dict)]
    if "employees" in row:  # the MIS named the class's teachers (none is an answer too)
        _mis_teachers(group, User.objects.filter(account=account, wonde_id__in=teachers) if teachers else [])
    return group, counts


def _mis_teachers(group: Group, users) -> None:
    """The class's teachers as the MIS has them (issue 23): each is connected and marked
    from the MIS (one the admin had connected becomes a MIS one); a MIS teacher the MIS no
    longer names is disconnected; those the school's admin connected stay."""
    wanted = {u.pk for u in users}
    links = GroupTeacher.objects.filter(group=group)
    links.filter(from_mis=True).exclude(user_id__in=wanted).delete()
    links.filter(user_id__in=wanted, from_mis=False).update(from_mis=True)
    have = set(links.filter(user_id__in=wanted).values_list("user_id", flat=True))
    GroupTeacher.objects.bulk_create(
        [GroupTeacher(group=group, user_id=pk, from_mis=True) for pk in sorted(wanted - have)], ignore_conflicts=True
    )


def import_message(group: Group, counts: Counter) -> str:
    parts = [f"{counts['created']} children added", f"{counts['updated']} updated"]
    if counts["contacts"]:
        parts.append(f"{counts['contacts']} contacts added")
    if counts["left"]:
        parts.append(f"{counts['left']} no longer in the class")
    message = f"{group.name} synced: " + ", ".join(parts) + "."
    if counts["year_unread"]:
        n = counts["year_unread"]
        message += (f" The MIS gave no year group BURSTS has (Reception to Year 6) for {n} "
                    f"{'child' if n == 1 else 'children'}: check their year on the class page.")  # fmt: skip
    return message


def import_error(account: Account, group_wonde_id: str, error: WondeError) -> WondeError:
    """The partner's failure said for the admin who pressed Import or Sync Class: what went
    wrong and what they can do (same status, so the API answers as before)."""
    if error.status == 404:
        if "school" in error.message.lower():
            message = c.SCHOOL_NOT_IN_MIS
        else:
            group = Group.objects.filter(account=account, wonde_id=str(group_wonde_id)[:50]).first()
            message = c.CLASS_NOT_IN_MIS.format(name=group.name if group else "This class")
    elif error.status == 403:
        message = error.message.rstrip(".") + "." + c.ASK_TO_APPROVE
    elif error.status == 401:
        message = error.message
    else:  # timeouts, the partner's errors, being asked to slow down: nothing was written
        message = error.message + c.TRY_AGAIN
    return WondeError(message, status=error.status, url=error.url)


def group_import(*, account: Account, group_wonde_id: str, acting_user) -> tuple[Group, str]:
    """Import or re-sync one class (POST wonde/{wondeId}/groups/{groupWondeId}): read
    from the MIS first, then written whole in one transaction. WondeError when the
    partner fails (nothing written); ValidationError when BURSTS is not approved."""
    if not account.wonde_bursts_approved:
        raise ValidationError(bursts_not_approved(account))
    try:
        with client_for(account, "bursts") as client:
            row = client.one(account.wonde_id, "groups", group_wonde_id, include=STUDENT_INCLUDES)
    except WondeError as error:
        raise import_error(account, group_wonde_id, error) from error
    if not row.get("id"):
        raise ValidationError("No classes can be found")
    with transaction.atomic():
        group, counts = group_apply(account=account, row=row)
        account_event_record(account=account, acting_user=acting_user, action=AuditKind.SYNC_CLASS_IMPORTED,
                             detail={"name": group.name, "count": counts["created"] + counts["updated"]})  # fmt: skip
    return group, import_message(group, counts)
