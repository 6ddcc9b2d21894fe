"""`seed_content`: the complete demo curriculum (spec 2 §1, §9). Idempotent: reference
rows are created once by slug, and the curriculum is generated only when there is none
(pass reset=True to throw the content away and generate it again)."""

from django.db import transaction

from apps.content.models import (
    Ability,
    Adventure,
    Die,
    GymCard,
    IntroEntry,
    MenuItem,
    Outcome,
    Playlist,
    Programme,
    Stage,
    ThemeItem,
    Unit,
    Year,
)
from apps.content.seed import reference
from apps.content.seed.curriculum import seed_curriculum
from apps.content.seed.outcomes import seed_outcomes, seed_spine
from apps.content.selectors.cache import bump


@transaction.atomic
def seed_content(*, reset: bool = False) -> dict:
    if reset:
        content = (Outcome, ThemeItem, Unit, Stage, Year, MenuItem, IntroEntry, GymCard, Die, Playlist, Ability)
        for model in (*content, Adventure):
            model.objects.all().delete()
        Programme.objects.all().delete()
    programmes = reference.seed_programmes()
    reference.seed_intros(programmes)
    reference.seed_abilities()
    reference.seed_adventures()
    playlists = reference.seed_playlists(programmes)
    reference.seed_dice()
    reference.seed_gym_cards()
    reference.seed_menu_items(programmes)
    seed_spine()
    if Unit.objects.exists() or ThemeItem.objects.exists():
        if seed_outcomes():  # content seeded before the curriculum spine gets its outcomes
            bump()
            return {"outcomes": Outcome.objects.count()}
        bump()
        return {}
    counts = seed_curriculum(programmes, playlists, list(GymCard.objects.all()))
    counts["outcomes"] = seed_outcomes()
    bump()  # bulk inserts send no signals: cached page loads must see the new content
    return counts
