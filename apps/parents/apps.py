from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.parents"
    label = "parents"
