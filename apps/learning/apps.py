from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.learning"
    label = "learning"
    verbose_name = "Learning Hub"
