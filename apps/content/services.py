"""Writes a teacher makes on content pages: the ability chosen for a unit."""

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.content.models import Ability, Unit
from apps.core import messages as text
from apps.users.models import User


@transaction.atomic
def ability_choose(*, acting_user, unit: Unit, ability_slug: str) -> Ability:
    """Store the ability a user chose for a gym or dance unit, per programme and unit
    (user.ability_choices = {"gym": {"gym-y3-u1": "social"}, ...})."""
    if not unit.ability_select:
        raise ValidationError({"ability": "This unit has no ability choice."})
    ability = Ability.objects.filter(slug=ability_slug).first()
    if ability is None:
        raise ValidationError({"ability": text.ANY_ONE})
    user = User.objects.select_for_update().get(pk=acting_user.pk)
    choices = dict(user.ability_choices or {})
    choices.setdefault(unit.programme.slug, {})[unit.slug] = ability.slug
    user.ability_choices = choices
    user.save(update_fields=["ability_choices"])
    acting_user.ability_choices = choices
    return ability
