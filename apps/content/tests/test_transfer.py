"""A unit as one file (issue 29): exported, imported over itself or into a database
without it, and exported again, it is the same bytes; a bad file writes nothing."""

import json

import pytest
from django.core.management import call_command

from apps.content import models as m
from apps.content.services.transfer import FileProblem, unit_export, unit_import

pytestmark = pytest.mark.django_db

SLUG = "p3u2-net-wall"


def test_a_unit_round_trips_over_itself_and_into_a_database_without_it(content):
    unit = m.Unit.objects.get(slug=SLUG)
    first = unit_export(unit)
    data = json.loads(first)
    assert len(data["unit"]["lessons"]) == 6 and data["unit"]["lessons"][0]["parts"][0]["steps"]
    lesson_ids = set(unit.lessons.values_list("id", flat=True))

    unit_import(raw=first)
    assert unit_export(m.Unit.objects.get(slug=SLUG)) == first
    assert set(unit.lessons.values_list("id", flat=True)) == lesson_ids  # updated in place, not replaced

    m.Unit.objects.filter(slug=SLUG).delete()
    assert not m.Part.objects.filter(slug__startswith=SLUG).exists()
    unit_import(raw=first)
    assert unit_export(m.Unit.objects.get(slug=SLUG)) == first


def test_an_edit_in_the_file_is_loaded(content):
    unit = m.Unit.objects.get(slug=SLUG)
    data = json.loads(unit_export(unit))
    step = data["unit"]["lessons"][1]["parts"][0]["steps"][0]
    step["text"] = "Hop to the line and freeze like a statue."
    unit_import(raw=json.dumps(data).encode())
    lesson = unit.lessons.get(number=2)
    assert lesson.parts.first().steps.first().text == "Hop to the line and freeze like a statue."
    assert "Imported" in lesson.revisions.first().summary


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["unit"]["lessons"][0].update(title="x" * 200), "lesson 1 › title"),
        (lambda d: d["unit"]["lessons"][0]["parts"][0].update(title="Nul\x00"), "NUL"),
        (lambda d: d["unit"]["lessons"][0]["parts"][0].update(card="no-such-card"), "no gym card"),
        (lambda d: d["unit"]["lessons"][0]["parts"][0].update(surprise=1), "unknown field 'surprise'"),
        (lambda d: d["unit"]["lessons"][0]["parts"][0].update(dice=[{"a": 1}]), "each entry should be slugs"),
        (lambda d: d["unit"]["lessons"][2].update(outcomes=[99]), "not one of the unit's outcomes"),
        (lambda d: d["unit"]["lessons"][5]["parts"][0].update(slug="p3u1-invasion-l1-warmup"), "another unit"),
        (lambda d: d["unit"]["lessons"][5].update(number=1), "own number"),
        (lambda d: d.update(format="something"), "not a unit file"),
    ],
)
def test_a_bad_file_says_where_and_writes_nothing(content, change, message):
    unit = m.Unit.objects.get(slug=SLUG)
    before = unit_export(unit)
    data = json.loads(before)
    data["unit"]["title"] = "Changed before the fault"  # written first, then rolled back
    change(data)
    with pytest.raises(FileProblem) as raised:
        unit_import(raw=json.dumps(data).encode())
    assert message in raised.value.messages[0]
    assert unit_export(m.Unit.objects.get(slug=SLUG)) == before
    assert not m.Revision.objects.exists()


def test_not_json_is_refused(content):
    with pytest.raises(FileProblem, match="not JSON"):
        unit_import(raw=b"\xff\xfe<xml/>")


def test_the_commands_export_and_load_a_unit(content, tmp_path):
    path = tmp_path / "unit.json"
    call_command("export_unit", SLUG, output=str(path))
    m.Unit.objects.filter(slug=SLUG).delete()
    call_command("import_unit", str(path))
    assert unit_export(m.Unit.objects.get(slug=SLUG)) == path.read_bytes()
