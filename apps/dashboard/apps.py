from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.dashboard"
    label = "dashboard"
