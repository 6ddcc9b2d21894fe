from django.apps import AppConfig


class Config(AppConfig):
    """BURSTS (spec 2 §2): classes, children, contacts and the year statistics."""

    name = "apps.bursts"
    label = "bursts"
