from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.ops"
    label = "ops"
