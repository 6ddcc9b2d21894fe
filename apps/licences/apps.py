from importlib import import_module

from django.apps import AppConfig
from django.apps import apps as global_apps
from django.db.models.signals import post_migrate


def ensure_licence_types(sender, *, using, apps=global_apps, **kwargs):
    """The licence types are reference rows written by a data migration. A flush (which
    every transactional test, browser or worker, ends with) deletes them and then sends
    post_migrate, so put them back here as contenttypes does with its rows."""
    try:
        LicenceType = apps.get_model("licences", "LicenceType")
    except LookupError:  # migrated back before the model existed
        return
    if not LicenceType.objects.using(using).exists():
        import_module("apps.licences.migrations.0002_licence_types").create(apps, None)


class Config(AppConfig):
    name = "apps.licences"
    label = "licences"

    def ready(self):
        post_migrate.connect(ensure_licence_types, sender=self)
