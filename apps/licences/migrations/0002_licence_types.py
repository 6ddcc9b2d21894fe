from django.db import migrations

ALL = [0, 1, 2, 3, 4, 5, 6]
CURRICULUM = ["pe", "gym", "dance", "foundations", "play", "home"]

# (id, title, subtitle, products, custom products, custom years, force pe, bursts, home, days)
TYPES = [
    (10, "Legacy", "Original PE membership", ["pe"], False, False, True, False, False, 365),
    (20, "Next", "PE, gym and dance", ["pe", "gym", "dance"], False, False, True, False, False, 365),
    (30, "Essentials", "Core PE only", ["pe"], False, True, True, False, False, 365),
    (40, "Legacy Memb.", "Legacy membership", ["pe", "gym", "dance"], False, False, True, False, False, 365),
    (50, "Membership", "Full membership", CURRICULUM, True, True, False, False, False, 365),
    (60, "Gateway", "Gateway programme", ["pe", "foundations"], True, True, False, False, False, 365),
    (70, "Other", "Anything else", [], True, True, False, False, False, 365),
    (150, "Trial", "Free trial", ["pe", "gym", "dance"], True, False, False, False, False, 30),
    (160, "BURSTS", "Pupil engagement programme", [], False, False, False, True, False, 365),
    (200, "Member", "Home learning for members", ["home"], False, False, False, False, True, 365),
    (201, "Non Member", "Home learning without membership", ["home"], False, False, False, False, True, 365),
    (202, "Project", "Home learning project", ["home"], False, False, False, False, True, 365),
]


def create(apps, schema_editor):
    LicenceType = apps.get_model("licences", "LicenceType")
    for sort, (pk, title, subtitle, products, cp, cy, pe, bursts, home, days) in enumerate(TYPES):
        LicenceType.objects.update_or_create(
            id=pk,
            defaults=dict(
                title=title, subtitle=subtitle, products=products, years=ALL, custom_products=cp,
                custom_years=cy, force_pe=pe, has_bursts=bursts, is_home=home, duration_days=days, sort=sort,
            ),
        )
    # Renewing a trial makes a full membership.
    LicenceType.objects.filter(id=150).update(renew_type_id=50)


class Migration(migrations.Migration):
    dependencies = [("licences", "0001_initial")]
    operations = [migrations.RunPython(create, migrations.RunPython.noop)]
