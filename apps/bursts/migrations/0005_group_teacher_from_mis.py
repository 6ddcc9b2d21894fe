# The class's teachers get a model of their own (the same table), to say which came from the MIS.

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("bursts", "0004_event_parent"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="GroupTeacher",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("group", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to="bursts.group")),
                        (
                            "user",
                            models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to=settings.AUTH_USER_MODEL),
                        ),
                    ],
                    options={"db_table": "bursts_group_teachers", "unique_together": {("group", "user")}},
                ),
                migrations.AlterField(
                    model_name="group",
                    name="teachers",
                    field=models.ManyToManyField(
                        blank=True,
                        related_name="bursts_groups",
                        through="bursts.GroupTeacher",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            database_operations=[],
        ),
        migrations.AddField(
            model_name="groupteacher",
            name="from_mis",
            field=models.BooleanField(default=False),
        ),
    ]
