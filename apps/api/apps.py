from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.api"
    label = "api"
