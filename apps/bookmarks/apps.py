from django.apps import AppConfig


class Config(AppConfig):
    name = "apps.bookmarks"
    label = "bookmarks"
