from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.bridges"
    label = "bridges"
    verbose_name = "Sign-in bridges"

    def ready(self):
        from django.contrib.auth.signals import user_logged_out
        from django.db.models.signals import post_delete
        from hijack import signals

        from apps.api.models import ApiToken
        from apps.bridges.services import impersonation

        signals.hijack_started.connect(impersonation.on_started, dispatch_uid="bridges-faux-started")
        signals.hijack_ended.connect(impersonation.on_ended, dispatch_uid="bridges-faux-ended")
        user_logged_out.connect(impersonation.on_signed_out, dispatch_uid="bridges-faux-signed-out")
        post_delete.connect(impersonation.on_token_deleted, sender=ApiToken, dispatch_uid="bridges-faux-token")
