from django.apps import AppConfig


class SyncConfig(AppConfig):
    name = "apps.sync"
    label = "sync"
    verbose_name = "MIS sync"

    def ready(self):
        from apps.sync.services import checks  # noqa: F401  (registers the deploy check)
