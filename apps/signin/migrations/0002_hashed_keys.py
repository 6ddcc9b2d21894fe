import hashlib

from django.db import migrations, models


def hash_existing_keys(apps, schema_editor):
    # Links already sent keep working: their keys are replaced by the keys' hashes.
    UserToken = apps.get_model("signin", "UserToken")
    for token in UserToken.objects.all().only("pk", "key_hash"):
        token.key_hash = hashlib.sha256(token.key_hash.encode()).hexdigest()
        token.save(update_fields=["key_hash"])


class Migration(migrations.Migration):
    dependencies = [("signin", "0001_initial")]

    operations = [
        migrations.RenameField("usertoken", "key", "key_hash"),
        migrations.AlterField("usertoken", "key_hash", models.CharField(max_length=64, unique=True)),
        migrations.RunPython(hash_existing_keys, migrations.RunPython.noop),
    ]
