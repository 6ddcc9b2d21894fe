from django.apps import AppConfig


class Config(AppConfig):
    """The PE and sport premium return (issue 32): a school's premium ledger per academic
    year, its impact and sustainability text, the figures the platform computes (Year 6
    swimming, BURSTS activity, groups from the MIS), exports and a public page."""

    name = "apps.premium"
    label = "premium"
