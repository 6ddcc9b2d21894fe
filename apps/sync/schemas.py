"""The sync calls' shapes (spec 1 §3 sync-service employee: wondeId, name, email, synced, taken)."""

from ninja import Schema

from apps.sync.selectors.cards import Card


class EmployeeOut(Schema):
    wondeId: str
    name: str
    email: str
    synced: bool
    taken: bool
    canInvite: bool
    message: str


class MessageOut(Schema):
    message: str


class InvitedOut(Schema):
    id: int
    email: str
    name: str
    wondeId: str
    message: str


def employee_out(card: Card) -> dict:
    e = card.employee
    return {"wondeId": e.wonde_id, "name": e.name, "email": e.email, "synced": card.synced, "taken": card.taken,
            "canInvite": card.can_invite, "message": card.message}  # fmt: skip


class GroupStudentOut(Schema):
    id: str
    name: str
    groupId: str
    parents: list[str]


class WondeGroupOut(Schema):
    id: int | None
    wondeId: str
    name: str
    description: str
    groupType: str
    synced: bool
    totalStudents: int
    warnings: list[str]


class GroupDetailOut(WondeGroupOut):
    students: list[GroupStudentOut]


def group_out(group, *, students: bool = False) -> dict:
    out = {"id": group.group_id, "wondeId": group.wonde_id, "name": group.name, "description": group.description,
           "groupType": group.group_type, "synced": group.synced, "totalStudents": group.count,
           "warnings": group.warnings}  # fmt: skip
    if students:
        out["students"] = [
            {"id": str(s["id"]), "name": f"{s.get('forename', '')} {s.get('surname', '')}".strip(),
             "groupId": group.wonde_id,
             "parents": [f"{p.get('forename', '')} {p.get('surname', '')}".strip()
                         for p in ((s.get("contacts") or {}).get("data") or [])]}
            for s in group.students
        ]  # fmt: skip
    return out
