from django.apps import AppConfig


class Config(AppConfig):
    """Demo data: the personas, accounts and content `make run` seeds. It sits above
    every area and may import any of them; nothing imports it but tests and benches."""

    name = "apps.demo"
    label = "demo"
