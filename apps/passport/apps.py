from django.apps import AppConfig


class Config(AppConfig):
    """The PE passport (issue 32): each Year 6 child's PE record as a document and as JSON
    with a published schema, sent to a named secondary school whose PE contact signs in to
    a receiving account of its own and sees only the passports sent to it."""

    name = "apps.passport"
    label = "passport"
