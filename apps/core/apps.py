from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.core"
    label = "core"
