from django.urls import path

from apps.parents import views

urlpatterns = [
    path("parents", views.parents_home_view, name="parents_home"),
    path("parents/join/<str:code>", views.parents_join_view, name="parents_join"),
    path("parents/evidence/<int:evidence_id>", views.parents_evidence_file_view, name="parents_evidence_file"),
    path("parents/privacy", views.parents_privacy_view, name="parents_privacy"),
    path("parents/school", views.parents_school_view, name="parents_school"),
    path("parents/school/preview/<int:student_id>", views.parents_preview_view, name="parents_preview"),
]
