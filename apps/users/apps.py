from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.users"
    label = "users"
