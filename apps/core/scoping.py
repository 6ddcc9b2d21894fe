"""The hook behind `for_user(user, action)` (NetBox's `restrict`): a school-owned model's
queryset asks the rule registered for its model, and the access layer registers the rules
when it starts (apps/access/apps.py). Models sit below the access layer and cannot import
it; this registry lets them call down-to-up without an import. A model with no rule
registered answers no rows (closed, never open)."""

from collections.abc import Callable

from django.db.models import QuerySet

ACTIONS = ("view", "change", "delete", "export")
_RULES: dict[str, Callable[[QuerySet, object, str], QuerySet]] = {}


def register(model, rule: Callable[[QuerySet, object, str], QuerySet]) -> None:
    """rule(queryset, user, action) -> the rows of the queryset the user may act on."""
    _RULES[model._meta.label] = rule


def restrict(qs: QuerySet, user, action: str) -> QuerySet:
    if action not in ACTIONS:
        raise ValueError(f"Unknown action {action!r}: one of {', '.join(ACTIONS)}")
    rule = _RULES.get(qs.model._meta.label)
    if rule is None:
        return qs.none()
    return rule(qs, user, action)


class ScopedQuerySet(QuerySet):
    """A queryset with `for_user(user, action)`: the rows `user` may view, change, delete
    or export, by the access layer's rule for the model."""

    def for_user(self, user, action: str = "view") -> QuerySet:
        return restrict(self, user, action)
