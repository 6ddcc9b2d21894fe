"""User search (spec 1 §2 /user-search, §7 GET users/search): accounts with their
matching users, and parents (shown to super staff only)."""

import hashlib

from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db.models import Q

from apps.access.scoping import parents_for, users_for
from apps.bursts.selectors import parent_children
from apps.core import messages as text
from apps.core.search import SearchText, search_term
from apps.users.models import User

ACCOUNT_LIMIT = 50
USER_LIMIT = 300
PARENT_LIMIT = 50
REMEMBERED_FOR = 10 * 60  # seconds a revisit shows the last results without searching again


def _words_q(term, fields):
    """Every word must match one of the fields, so "tom teach" finds Tom Teach."""
    q = Q()
    for word in term.split():
        any_field = Q()
        for name in fields:
            any_field |= Q(**{f"{name}__icontains": word})
        q &= any_field
    return q


MAX_TERM = 200  # longer than any name or address searched for


def _words_in_text(term):
    """The same rule on SearchText of the fields (a word has no space, so it cannot match
    across two of them): one trigram index answers every word on PostgreSQL."""
    q = Q()
    for word in term.split():
        q &= Q(search_text__contains=search_term(word))
    return q


USER_FIELDS = ("first_name", "last_name", "email", "username")  # as the trigram index of users migration 0005


def users_matching(user, term: str):
    """School users `user` may find whose fields hold every word of `term`, by account
    name then person; rows as dicts (no model instances: up to 300 of them a search).
    On PostgreSQL one trigram index on the joined fields answers every word."""
    return (
        users_for(user)
        .filter(account__isnull=False)
        .exclude(kind=User.Kind.CREATE)
        .alias(search_text=SearchText(*USER_FIELDS))
        .filter(_words_in_text(term))
        .order_by("account__name", "first_name", "last_name")
        .values("pk", "account_id", "account__name", "kind", *USER_FIELDS)
    )


def user_search(user, term: str, *, include_parents: bool) -> dict:
    """What `user` may find: users through their scope, parents only when asked for."""
    term = (term or "").strip()
    if len(term) > MAX_TERM:
        raise ValidationError({"search": text.MAX_LENGTH.format(n=MAX_TERM)})
    if not term:
        return {"accounts": [], "parents": []}
    accounts = {}
    for found in users_matching(user, term)[:USER_LIMIT]:
        entry = accounts.setdefault(found["account_id"], {"id": found["account_id"], "name": found["account__name"],
                                                          "users": []})  # fmt: skip
        entry["users"].append(
            {"id": found["pk"], "name": f"{found['first_name']} {found['last_name']}".strip(),
             "email": found["email"] or "", "username": found["username"] or "", "kind": found["kind"]}
        )  # fmt: skip
    parents = []
    if include_parents:
        found = list(parents_for(user).filter(_words_q(term, ["first_name", "last_name", "email"]))[:PARENT_LIMIT])
        children = parent_children(user, [p.pk for p in found])  # each child links to its staff BURSTS page
        parents = [{"id": p.pk, "name": f"{p.first_name} {p.last_name}".strip(), "email": p.email,
                    "students": children.get(p.pk, [])} for p in found]  # fmt: skip
    return {"accounts": list(accounts.values())[:ACCOUNT_LIMIT], "parents": parents}


def _remembered_key(user, term, include_parents):
    digest = hashlib.sha256(term.encode()).hexdigest()[:32]
    return f"user-search:{user.pk}:{int(include_parents)}:{digest}"


def user_search_again(user, term: str, *, include_parents: bool, asked: bool) -> dict:
    """/user-search shows the last search again on return: a search that was asked for
    runs and is kept for a while, so a mere revisit shows it without searching every row
    again (results at most REMEMBERED_FOR old; Search runs it afresh)."""
    term = (term or "").strip()
    if not term:
        return user_search(user, term, include_parents=include_parents)
    key = _remembered_key(user, term, include_parents)
    results = None if asked else cache.get(key)
    if results is None:
        results = user_search(user, term, include_parents=include_parents)
        cache.set(key, results, REMEMBERED_FOR)
    return results
