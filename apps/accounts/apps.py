from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.accounts"
    label = "accounts"
