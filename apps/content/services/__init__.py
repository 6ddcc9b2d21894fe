"""Writes a teacher makes on content pages: the ability chosen for a unit."""

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.access.scoping import users_for
from apps.content.models import Ability, Unit
from apps.core import messages as text


@transaction.atomic
def ability_choose(*, user, unit: Unit, ability_slug: str) -> Ability:
    """Store the ability a user chose for a gym or dance unit, per programme and unit
    (user.ability_choices = {"gym": {"g3u1-shape-and-balance": "social"}, ...})."""
    if not unit.ability_select:
        raise ValidationError({"ability": "This unit has no ability choice."})
    ability = Ability.objects.filter(slug=ability_slug).first()
    if ability is None:
        raise ValidationError({"ability": text.ANY_ONE})
    locked = users_for(user).select_for_update().get(pk=user.pk)
    choices = dict(locked.ability_choices or {})
    choices.setdefault(unit.programme.slug, {})[unit.slug] = ability.slug
    locked.ability_choices = choices
    locked.save(update_fields=["ability_choices"])
    user.ability_choices = choices
    return ability
