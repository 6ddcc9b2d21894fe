from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.bridges"
    label = "bridges"
    verbose_name = "Sign-in bridges"

    def ready(self):
        from hijack import signals

        from apps.bridges import impersonation

        signals.hijack_started.connect(impersonation.on_started, dispatch_uid="bridges-faux-started")
        signals.hijack_ended.connect(impersonation.on_ended, dispatch_uid="bridges-faux-ended")
