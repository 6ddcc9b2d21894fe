"""A unit as one file (issue 29): its fields, outcomes, organiser, lessons, parts, steps,
warm-up steps, lyrics, skills and levels, with other rows named by slug (programme,
stage, playlist, gym card, strand, statement) and media by their paths. No ids, so a file
written on one machine loads on another, and exporting what was imported gives the same
bytes. The same lesson format is a revision's snapshot, so a restore is an import.

An import updates rows in place (lessons by number, outcomes by order, parts by slug), so
assessment records that point at a lesson or an outcome keep pointing at it."""

import json
from datetime import UTC

from django.core.exceptions import ValidationError
from django.db import models, transaction

from apps.content.models import (
    CurriculumStatement,
    GymCard,
    KnowledgeOrganiser,
    Lesson,
    LessonOutcome,
    Lyric,
    Outcome,
    Part,
    Playlist,
    Programme,
    Revision,
    Skill,
    SkillLevel,
    Stage,
    Step,
    Strand,
    Unit,
    WarmUpStep,
    Year,
)
from apps.content.models.authoring import json_problem
from apps.content.selectors.cache import bump

FORMAT = "pe-platform-unit"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024


class FileProblem(ValidationError):
    """A unit file that cannot be loaded: its message says where and why."""


def _plain(model, skip=()):
    """The model's own value fields in declaration order (no id, no relations)."""
    return [
        f.name for f in model._meta.concrete_fields if not f.is_relation and not f.primary_key and f.name not in skip
    ]


UNIT_FIELDS = _plain(Unit)
OUTCOME_FIELDS = ["text"]
ORGANISER_FIELDS = _plain(KnowledgeOrganiser)
LESSON_FIELDS = _plain(Lesson, skip={"number"})
PART_FIELDS = _plain(Part)
STEP_FIELDS = _plain(Step)
WARMUP_FIELDS = _plain(WarmUpStep)
LYRIC_FIELDS = _plain(Lyric)
SKILL_FIELDS = _plain(Skill)
LEVEL_FIELDS = _plain(SkillLevel)


def _value(obj, name):
    value = getattr(obj, name)
    if hasattr(value, "isoformat"):
        return value.astimezone(UTC).isoformat() if getattr(value, "tzinfo", None) else value.isoformat()
    return value


def _row(obj, names):
    return {name: _value(obj, name) for name in names}


# --- export -------------------------------------------------------------------------


def _part_data(part):
    data = {"slug": part.slug, **_row(part, [f for f in PART_FIELDS if f != "slug"])}
    data["card"] = part.card.slug if part.card_id else None
    data["playlist"] = part.playlist.slug if part.playlist_id else None
    data["steps"] = [_row(s, STEP_FIELDS) for s in part.steps.all()]
    data["warm_up_steps"] = [_row(s, WARMUP_FIELDS) for s in part.warm_up_steps.all()]
    data["lyrics"] = [_row(s, LYRIC_FIELDS) for s in part.lyrics.all()]
    data["skills"] = [{**_row(s, SKILL_FIELDS), "levels": [_row(v, LEVEL_FIELDS) for v in s.levels.all()]}
                      for s in part.skills.all()]  # fmt: skip
    return data


def lesson_data(lesson, outcome_index=None):
    """A lesson as the unit file writes it (its outcomes as positions in its unit's list)."""
    if outcome_index is None:
        outcome_index = {o.id: i for i, o in enumerate(lesson.unit.outcomes.order_by("order", "id"))}
    parts = lesson.parts.select_related("card", "playlist").prefetch_related(
        "steps", "warm_up_steps", "lyrics", "skills__levels"
    )
    return {
        "number": lesson.number,
        **_row(lesson, LESSON_FIELDS),
        "outcomes": [
            outcome_index[link.outcome_id]
            for link in lesson.lesson_outcomes.order_by("order", "id")
            if link.outcome_id in outcome_index
        ],  # fmt: skip
        "parts": [_part_data(p) for p in parts],
    }


def unit_data(unit):
    outcomes = list(unit.outcomes.select_related("strand", "statement").order_by("order", "id"))
    index = {o.id: i for i, o in enumerate(outcomes)}
    organiser = KnowledgeOrganiser.objects.filter(unit=unit).first()
    return {
        "format": FORMAT,
        "version": VERSION,
        "unit": {
            "programme": unit.programme.slug,
            "year": unit.year.number if unit.year_id else None,
            "stage": unit.stage.slug if unit.stage_id else None,
            "playlist": unit.playlist.slug if unit.playlist_id else None,
            **_row(unit, UNIT_FIELDS),
            "outcomes": [{"text": o.text, "strand": o.strand.slug, "statement": o.statement.code} for o in outcomes],
            "organiser": _row(organiser, ORGANISER_FIELDS) if organiser else None,
            "lessons": [lesson_data(lesson, index) for lesson in unit.lessons.order_by("number")],
        },
    }


def dumps(data):
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def unit_export(unit) -> bytes:
    return dumps(unit_data(unit)).encode()


# --- import -------------------------------------------------------------------------


def _check_text(value, where):
    """No NUL byte anywhere (PostgreSQL refuses them; nobody types one)."""
    if isinstance(value, str):
        if "\x00" in value:
            raise FileProblem(f"{where}: contains a NUL byte.")
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_text(key, where)
            _check_text(item, f"{where} › {key}")
    elif isinstance(value, list):
        for i, item in enumerate(value, 1):
            _check_text(item, f"{where} › {i}")


def _expect(value, kind, where):
    if not isinstance(value, kind):
        name = {dict: "an object", list: "a list"}.get(kind, kind.__name__)
        raise FileProblem(f"{where}: should be {name}.")
    return value


def _fill(obj, data, names, where, extra=()):
    """Set the row's fields from the file: every field present, nothing unknown, each
    value valid for its field (lengths, choices, types), with where it is in the message."""
    _expect(data, dict, where)
    unknown = set(data) - set(names) - set(extra)
    if unknown:
        raise FileProblem(f"{where}: unknown field {sorted(unknown)[0]!r}.")
    missing = [n for n in names if n not in data]
    if missing:
        raise FileProblem(f"{where}: missing field {missing[0]!r}.")
    for name in names:
        field = obj._meta.get_field(name)
        value = data[name]
        try:
            if value is None and not field.null:
                raise ValidationError("should not be empty (null)")
            if isinstance(field, models.JSONField):
                problem = json_problem(name, value)
                if problem:
                    raise ValidationError(problem)
            elif value is not None and not isinstance(value, (str, int, float, bool)):
                raise ValidationError("should be text, a number or true/false")
            value = field.clean(value, obj)
        except ValidationError as error:
            raise FileProblem(f"{where} › {name}: {' '.join(error.messages)}") from None
        setattr(obj, name, value)
    return obj


def _by_slug(model, slug, where, field="slug"):
    if slug is None:
        return None
    found = model.objects.filter(**{field: slug}).first() if isinstance(slug, str) else None
    if found is None:
        raise FileProblem(f"{where}: no {model._meta.verbose_name} {slug!r} here.")
    return found


def _apply_children(part, data, where):
    """Replace a part's steps, warm-up steps, lyrics and skills (nothing else points at them)."""
    rows = {}
    for key, model, names in (("steps", Step, STEP_FIELDS), ("warm_up_steps", WarmUpStep, WARMUP_FIELDS),
                              ("lyrics", Lyric, LYRIC_FIELDS)):  # fmt: skip
        rows[model] = [_fill(model(part=part), item, names, f"{where} › {key} {i}")
                       for i, item in enumerate(_expect(data[key], list, f"{where} › {key}"), 1)]  # fmt: skip
    skills = []
    for i, item in enumerate(_expect(data["skills"], list, f"{where} › skills"), 1):
        skill = _fill(Skill(part=part), item, SKILL_FIELDS, f"{where} › skill {i}", extra=["levels"])
        given = _expect(item.get("levels"), list, f"{where} › skill {i} › levels")
        levels = [_fill(SkillLevel(), level, LEVEL_FIELDS, f"{where} › skill {i} › level {j}")
                  for j, level in enumerate(given, 1)]  # fmt: skip
        skills.append((skill, levels))
    for model in rows:
        model.objects.filter(part=part).delete()
        model.objects.bulk_create(rows[model])
    Skill.objects.filter(part=part).delete()
    for skill, levels in skills:
        skill.save()
        for level in levels:
            level.skill = skill
        SkillLevel.objects.bulk_create(levels)


PART_EXTRA = ["card", "playlist", "steps", "warm_up_steps", "lyrics", "skills"]


def lesson_apply(lesson, data, outcomes, where):
    """Write a lesson's file data over the (saved) lesson: its fields, outcomes and parts."""
    _fill(lesson, data, LESSON_FIELDS, where, extra=["number", "outcomes", "parts"])
    lesson.save()
    links = []
    for i, position in enumerate(_expect(data["outcomes"], list, f"{where} › outcomes")):
        if not isinstance(position, int) or isinstance(position, bool) or not 0 <= position < len(outcomes):
            raise FileProblem(f"{where} › outcomes: {position!r} is not one of the unit's outcomes.")
        links.append(LessonOutcome(lesson=lesson, outcome=outcomes[position], order=i))
    LessonOutcome.objects.filter(lesson=lesson).delete()
    LessonOutcome.objects.bulk_create(links)
    kept = []
    for i, item in enumerate(_expect(data["parts"], list, f"{where} › parts"), 1):
        part_where = f"{where} › part {i}"
        slug = _expect(item, dict, part_where).get("slug")
        part = Part.objects.filter(slug=slug).select_related("lesson").first() if isinstance(slug, str) else None
        elsewhere = part is not None and (part.lesson is None or part.lesson.unit_id != lesson.unit_id)
        if elsewhere:
            raise FileProblem(f"{part_where}: the slug {slug!r} belongs to a part of another unit.")
        part = part or Part()
        _fill(part, item, PART_FIELDS, part_where, extra=PART_EXTRA)
        part.lesson, part.theme_item = lesson, None
        part.card = _by_slug(GymCard, item["card"], f"{part_where} › card")
        part.playlist = _by_slug(Playlist, item["playlist"], f"{part_where} › playlist")
        part.save()
        _apply_children(part, item, part_where)
        kept.append(part.id)
    Part.objects.filter(lesson=lesson).exclude(id__in=kept).delete()


def _unit_apply(data):
    where = "unit"
    _expect(data, dict, where)
    extra = ["programme", "year", "stage", "playlist", "outcomes", "organiser", "lessons"]
    unit = Unit.objects.filter(slug=data.get("slug")).first() if isinstance(data.get("slug"), str) else None
    unit = unit or Unit()
    _fill(unit, data, UNIT_FIELDS, where, extra=extra)
    unit.programme = _by_slug(Programme, data.get("programme"), f"{where} › programme")
    if unit.programme is None:
        raise FileProblem(f"{where} › programme: missing.")
    year = data.get("year")
    if year is not None and (not isinstance(year, int) or isinstance(year, bool)):
        raise FileProblem(f"{where} › year: should be a number.")
    unit.year = Year.objects.filter(programme=unit.programme, number=year).first() if year is not None else None
    if year is not None and unit.year is None:
        raise FileProblem(f"{where} › year: {unit.programme.name} has no year {year}.")
    stage = data.get("stage")
    unit.stage = Stage.objects.filter(programme=unit.programme, slug=stage).first() if isinstance(stage, str) else None
    if stage is not None and unit.stage is None:
        raise FileProblem(f"{where} › stage: {unit.programme.name} has no stage {stage!r}.")
    unit.playlist = _by_slug(Playlist, data.get("playlist"), f"{where} › playlist")
    unit.save()

    existing = list(unit.outcomes.order_by("order", "id"))
    outcomes = []
    for i, item in enumerate(_expect(data["outcomes"], list, f"{where} › outcomes")):
        outcome_where = f"{where} › outcome {i + 1}"
        outcome = existing[i] if i < len(existing) else Outcome(unit=unit)
        _fill(outcome, item, OUTCOME_FIELDS, outcome_where, extra=["strand", "statement"])
        outcome.order = i
        outcome.strand = _by_slug(Strand, item.get("strand"), f"{outcome_where} › strand")
        outcome.statement = _by_slug(CurriculumStatement, item.get("statement"), f"{outcome_where} › statement", "code")
        if outcome.strand is None or outcome.statement is None:
            raise FileProblem(f"{outcome_where}: needs a strand and a statement.")
        outcome.save()
        outcomes.append(outcome)
    Outcome.objects.filter(id__in=[o.id for o in existing[len(outcomes) :]]).delete()

    organiser = data["organiser"]
    if organiser is None:
        KnowledgeOrganiser.objects.filter(unit=unit).delete()
    else:
        row = KnowledgeOrganiser.objects.filter(unit=unit).first() or KnowledgeOrganiser(unit=unit)
        _fill(row, organiser, ORGANISER_FIELDS, f"{where} › organiser").save()

    numbers = []
    for i, item in enumerate(_expect(data["lessons"], list, f"{where} › lessons"), 1):
        number = _expect(item, dict, f"{where} › lesson {i}").get("number")
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 6 or number in numbers:
            raise FileProblem(f"{where} › lesson {i} › number: each lesson needs its own number from 1 to 6.")
        numbers.append(number)
        lesson = Lesson.objects.filter(unit=unit, number=number).first() or Lesson(unit=unit, number=number)
        lesson_apply(lesson, item, outcomes, f"lesson {number}")
    Lesson.objects.filter(unit=unit).exclude(number__in=numbers).delete()
    return unit


def parse(raw: bytes):
    if len(raw) > MAX_BYTES:
        raise FileProblem(f"The file is larger than {MAX_BYTES // (1024 * 1024)} MB.")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise FileProblem("This is not a unit file: it is not JSON text.") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise FileProblem("This is not a unit file: it does not say it is one (format).")
    if data.get("version") != VERSION:
        raise FileProblem(f"This unit file is version {data.get('version')!r}; this site reads version {VERSION}.")
    if set(data) - {"format", "version", "unit"}:
        raise FileProblem(f"Unknown field {sorted(set(data) - {'format', 'version', 'unit'})[0]!r}.")
    _check_text(data, "unit")
    return data


def unit_import(*, raw: bytes, acting_user=None) -> Unit:
    """Load a unit file, all or nothing: any problem raises FileProblem and writes nothing.
    Each lesson gets a revision saying it was imported."""
    data = parse(raw)
    with transaction.atomic():
        unit = _unit_apply(data["unit"])
        for lesson in unit.lessons.all():
            revision_record(lesson=lesson, acting_user=acting_user, note="Imported from a unit file")
    bump()
    return unit


# --- revisions ----------------------------------------------------------------------


def _changes(old, new, path=""):
    """Where two snapshots differ, in words ("part Warm-up › steps 2 › text")."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for key, value in new.items():
            out += _changes(old.get(key), value, f"{path} › {key}" if path else key)
        return out
    if isinstance(old, list) and isinstance(new, list) and all(isinstance(x, dict) for x in old + new):
        if path == "parts":
            olds = {p.get("slug"): p for p in old}
            news = {p.get("slug") for p in new}
            out = []
            for part in new:
                where = f"part {part.get('title') or part.get('slug')}"
                before = olds.get(part.get("slug"))
                out += [f"{where} added"] if before is None else _changes(before, part, where)
            return out + [f"part {p.get('title') or p.get('slug')} removed" for p in old if p.get("slug") not in news]
        if len(old) != len(new):
            return [f"{path}: {len(old)} → {len(new)}"]
        out = []
        for i, (a, b) in enumerate(zip(old, new, strict=True), 1):
            out += _changes(a, b, f"{path} {i}")
        return out
    return [] if old == new else [path]


def _grouped(changes):
    """One entry per row: "part Serve › steps 1: subtitle, text" (not one per field)."""
    rows = {}
    for change in changes:
        row, sep, field = change.rpartition(" › ")
        if sep and not field.endswith(("added", "removed")) and "→" not in field:
            rows.setdefault(row, []).append(field.replace("_", " "))
        else:
            rows.setdefault(change, [])
    return [f"{row}: {', '.join(fields)}" if fields else row for row, fields in rows.items()]


def revision_record(*, lesson, acting_user=None, note=""):
    """Record the lesson as it is now, with who saved it and what changed since the last
    revision. Returns None when nothing changed (a save with no edits)."""
    data = lesson_data(lesson)
    last = lesson.revisions.order_by("-created", "-id").first()
    changes = _grouped(_changes(last.data, data)) if last else []
    if last and not changes and not note:
        return None
    summary = "; ".join(changes[:8]) + (f" and {len(changes) - 8} more" if len(changes) > 8 else "")
    summary = ". ".join(s for s in (note, summary and f"Changed: {summary}") if s) or "Saved"
    return Revision.objects.create(lesson=lesson, author=acting_user, summary=summary, data=data)


def revision_baseline(*, lesson):
    """Before the first edit in the tool, keep the lesson as it was, so the edit can be undone."""
    if not lesson.revisions.exists():
        revision_record(lesson=lesson, note="As it was before editing here")


@transaction.atomic
def revision_restore(*, revision, acting_user) -> Revision:
    """Put the lesson back as the revision has it, and record that as a new revision."""
    lesson = Lesson.objects.select_for_update().get(pk=revision.lesson_id)
    outcomes = list(lesson.unit.outcomes.order_by("order", "id"))
    lesson_apply(lesson, revision.data, outcomes, f"lesson {lesson.number}")
    when = revision.created.astimezone(UTC).strftime("%d %b %Y %H:%M UTC")
    restored = revision_record(lesson=lesson, acting_user=acting_user, note=f"Restored the revision of {when}")
    transaction.on_commit(bump)
    return restored
