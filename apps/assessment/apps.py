from django.apps import AppConfig


class Config(AppConfig):
    """Assessment (issue 30): each school's scale, judgements of children on the curriculum
    spine's outcomes, recorded at the end of a lesson, and the class report."""

    name = "apps.assessment"
    label = "assessment"
