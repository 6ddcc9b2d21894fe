from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.signin"
    label = "signin"
