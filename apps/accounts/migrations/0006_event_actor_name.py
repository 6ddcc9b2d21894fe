from django.db import migrations, models


def keep_actor_names(apps, schema_editor):
    """Rows written before the name was kept: copy it from the user while the user is still there."""
    AccountEvent = apps.get_model("accounts", "AccountEvent")
    User = apps.get_model("users", "User")
    actors = User.objects.filter(pk__in=AccountEvent.objects.values("actor_id"))
    for pk, first, last, email in actors.values_list("pk", "first_name", "last_name", "email").iterator():
        label = f"{first} {last}".strip() or email or ""
        AccountEvent.objects.filter(actor_id=pk).update(actor_name=label)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0005_audit_kinds"),
        ("users", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="accountevent",
            name="actor_name",
            field=models.CharField(blank=True, max_length=255),
        ),
        migrations.RunPython(keep_actor_names, migrations.RunPython.noop),
    ]
