from django.urls import path

from apps.assessment import views
from apps.assessment.views import classes, evidence, reports, settings, sheet, swimming, units

urlpatterns = [
    path("assessment", views.home_view, name="assessment"),
    path("assessment/lesson/<int:lesson_id>", views.lesson_view, name="assessment_lesson"),
    path("assessment/lesson/<int:lesson_id>/class/<int:group_id>", views.record_view, name="assessment_record"),
    path("assessment/class/<int:group_id>", views.class_view, name="assessment_class"),
    # Recording (issue 30): the school's settings, swimming, the end of a unit.
    path("assessment/settings", settings.settings_view, name="assessment_settings"),
    path("assessment/classes/new", classes.class_new_view, name="assessment_class_new"),
    path("assessment/class/<int:group_id>/swimming", swimming.swimming_view, name="assessment_swimming"),
    path("assessment/class/<int:group_id>/unit/<int:unit_id>/end", units.unit_end_view, name="assessment_unit_end"),
    path(
        "assessment/class/<int:group_id>/unit/<int:unit_id>/sheet", sheet.unit_sheet_view, name="assessment_unit_sheet"
    ),
    # Evidence (issue 30): photos and short videos of children showing outcomes.
    path("assessment/class/<int:group_id>/evidence", evidence.evidence_view, name="assessment_evidence"),
    path("assessment/class/<int:group_id>/photo-consent", evidence.evidence_consent_view, name="assessment_consent"),
    path("assessment/evidence/<int:evidence_id>/file", evidence.evidence_file_view, name="assessment_evidence_file"),
    path("assessment/evidence/<int:evidence_id>/share", evidence.evidence_share_view, name="assessment_evidence_share"),
    path(
        "assessment/evidence/<int:evidence_id>/delete", evidence.evidence_delete_view, name="assessment_evidence_delete"
    ),
    # Reports (issue 30): a child's, a class's by strand, a cohort's, the school's, the deep
    # dive; internal staff a school's figures only; xlsx exports.
    path("assessment/child/<int:student_id>", reports.child_view, name="assessment_child"),
    path("assessment/class/<int:group_id>/strands", reports.class_strands_view, name="assessment_class_strands"),
    path("assessment/class/<int:group_id>/export", reports.class_export_view, name="assessment_class_export"),
    path("assessment/cohort/<int:year>", reports.cohort_view, name="assessment_cohort"),
    path("assessment/cohort/<int:year>/export", reports.cohort_export_view, name="assessment_cohort_export"),
    path("assessment/school", reports.school_view, name="assessment_school"),
    path("assessment/school/export", reports.school_export_view, name="assessment_school_export"),
    path("assessment/deep-dive", reports.deep_dive_view, name="assessment_deep_dive"),
    path("assessment/schools/<int:account_id>", reports.staff_school_view, name="assessment_staff_school"),
    path(
        "assessment/schools/<int:account_id>/export",
        reports.staff_school_export_view,
        name="assessment_staff_school_export",
    ),
    path(
        "assessment/schools/<int:account_id>/cohort/<int:year>",
        reports.staff_cohort_view,
        name="assessment_staff_cohort",
    ),
]
