from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.support"
    label = "support"
    verbose_name = "Support pages"
