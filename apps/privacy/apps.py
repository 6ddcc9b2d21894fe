from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    name = "apps.privacy"
    label = "privacy"
    verbose_name = "Children's data rights and retention"
