"""What a Sync Users card says about an employee (spec 1 §3 synced and taken, §8 the card
messages), worked out from the school's users; shared by the selectors (the list) and
the services (an invite is refused for the same reasons its card shows)."""

from dataclasses import dataclass

from apps.sync.models import Employee
from apps.sync.services import constants as c


@dataclass
class Card:
    employee: Employee
    state: str  # synced, invited, link, ready, no_email, personal, elsewhere
    message: str = ""
    user_id: int | None = None

    @property
    def synced(self) -> bool:
        return self.state in ("synced", "invited")

    @property
    def taken(self) -> bool:
        """The address is in use: by someone in this school or at another one."""
        return self.state in ("synced", "invited", "link", "elsewhere")

    @property
    def can_invite(self) -> bool:
        return self.state in ("ready", "link")


def card_for(employee: Employee, by_wonde: dict, by_email: dict, elsewhere: set[str]) -> Card:
    """by_wonde / by_email: the school's users as (id, status) by wonde id and by email."""
    email = employee.email.strip().lower()
    if employee.wonde_id in by_wonde:
        user_id, status = by_wonde[employee.wonde_id]
        # Spec 1 §4: in the sync and invite views a status above 1 is active.
        return Card(employee, "invited" if status <= 1 else "synced", c.ALREADY_INVITED, user_id)
    if not email or not c.is_valid_email(email):
        return Card(employee, "no_email", c.NO_EMAIL)
    if c.is_personal(email):
        return Card(employee, "personal", c.PERSONAL_EMAIL)
    if email in by_email:  # a user of this school not yet linked: inviting links them
        return Card(employee, "link", "", by_email[email][0])
    if email in elsewhere:
        return Card(employee, "elsewhere", c.INVITED_ELSEWHERE)
    return Card(employee, "ready")


def cards_for(employees: list[Employee], school_users, elsewhere: set[str]) -> list[Card]:
    """school_users: a queryset of the employees' school's users (scoped by the caller)."""
    ids = [e.wonde_id for e in employees]
    emails = [e.email.strip().lower() for e in employees if e.email]
    rows = list(school_users.filter(wonde_id__in=ids).values_list("pk", "status", "wonde_id", "email"))
    rows += list(school_users.filter(email__in=emails, wonde_id="").values_list("pk", "status", "wonde_id", "email"))
    by_wonde = {w: (pk, status) for pk, status, w, _ in rows if w}
    by_email = {e: (pk, status) for pk, status, w, e in rows if e and not w}
    return [card_for(e, by_wonde, by_email, elsewhere) for e in employees]
