from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.access"
    label = "access"
