"""User search (spec 1 §2 /user-search, §7 GET users/search): accounts with their
matching users, and parents (shown to super staff only)."""

from django.db.models import Q

from apps.access.scoping import parents_for, users_for
from apps.users.models import User

ACCOUNT_LIMIT = 50
USER_LIMIT = 300
PARENT_LIMIT = 50


def _words_q(term, fields):
    """Every word must match one of the fields, so "tom teach" finds Tom Teach."""
    q = Q()
    for word in term.split():
        any_field = Q()
        for name in fields:
            any_field |= Q(**{f"{name}__icontains": word})
        q &= any_field
    return q


def user_search(user, term: str, *, include_parents: bool) -> dict:
    """What `user` may find: users through their scope, parents only when asked for."""
    term = (term or "").strip()
    if not term:
        return {"accounts": [], "parents": []}
    users = (
        users_for(user)
        .filter(account__isnull=False)
        .exclude(kind=User.Kind.CREATE)
        .filter(_words_q(term, ["first_name", "last_name", "email", "username"]))
        .select_related("account")
        .order_by("account__name", "first_name", "last_name")[:USER_LIMIT]
    )
    accounts = {}
    for found in users:
        entry = accounts.setdefault(found.account_id, {"id": found.account_id, "name": found.account.name, "users": []})
        entry["users"].append(
            {"id": found.pk, "name": found.name, "email": found.email or "", "username": found.username or "",
             "kind": found.kind}
        )  # fmt: skip
    parents = []
    if include_parents:
        # Parents have no link to their children yet (BURSTS builds it), so students is empty.
        found = parents_for(user).filter(_words_q(term, ["first_name", "last_name", "email"]))[:PARENT_LIMIT]
        parents = [{"id": p.pk, "name": f"{p.first_name} {p.last_name}".strip(), "email": p.email, "students": []}
                   for p in found]  # fmt: skip
    return {"accounts": list(accounts.values())[:ACCOUNT_LIMIT], "parents": parents}
