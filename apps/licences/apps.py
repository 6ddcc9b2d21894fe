from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.licences"
    label = "licences"
