from django.apps import AppConfig


class Config(AppConfig):
    """Assessment (issue 30): each school's scale, judgements of children on the curriculum
    spine's outcomes, recorded at the end of a lesson, and the class report."""

    name = "apps.assessment"
    label = "assessment"

    def ready(self):
        from django.db.models.signals import post_delete

        from apps.assessment.models import Evidence
        from apps.assessment.services.evidence import evidence_file_forget

        post_delete.connect(evidence_file_forget, sender=Evidence, dispatch_uid="assessment_evidence_file")
