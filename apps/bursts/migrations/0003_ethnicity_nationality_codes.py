"""Children's ethnicity and nationality as codes (apps/bursts/models/codelists.py): the free text
the MIS and the demo wrote ("White - British", "White British", "British") becomes the
code ("WBRI", "GBR"). The statistics' rollups are keyed by those values too: their cells
are mapped the same way, and cells that now share a key are added together (the cells
partition the children, so the sums stay exact). A value the lists do not know is kept."""

from collections import defaultdict

from django.db import migrations

from apps.bursts.models.codelists import ethnicity_code, nationality_code

KEYS = ["month", "year", "gender", "ethnicity", "nationality", "pp_eligible", "pp_indicator", "sen", "eal"]
PLACE_KEYS = ["region_id", "county_id", "authority_id"]


def _students(Student):
    for field, to_code in (("ethnicity", ethnicity_code), ("nationality", nationality_code)):
        values = Student.objects.order_by().values_list(field, flat=True).distinct()
        for value in list(values):
            code = to_code(value)
            if code != value:
                Student.objects.filter(**{field: value}).update(**{field: code})


def _cells(model, keys):
    counters = [f.attname for f in model._meta.concrete_fields if f.attname not in {"id", *keys}]
    rows = list(model.objects.order_by("pk").values(*keys, *counters))
    mapped = [{**row, "ethnicity": ethnicity_code(row["ethnicity"]),
               "nationality": nationality_code(row["nationality"])} for row in rows]  # fmt: skip
    if mapped == rows:
        return
    merged = defaultdict(lambda: dict.fromkeys(counters, 0))
    for row in mapped:
        cell = merged[tuple(row[k] for k in keys)]
        for name in counters:
            cell[name] += row[name] or 0
    model.objects.all().delete()
    model.objects.bulk_create(
        [model(**dict(zip(keys, key, strict=True)), **cell) for key, cell in merged.items()], batch_size=1000
    )


def forwards(apps, schema_editor):
    _students(apps.get_model("bursts", "Student"))
    _cells(apps.get_model("bursts", "NationalCell"), KEYS)
    _cells(apps.get_model("bursts", "PlaceCell"), PLACE_KEYS + KEYS)


class Migration(migrations.Migration):
    dependencies = [("bursts", "0002_counters_default_zero")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
