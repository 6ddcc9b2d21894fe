from django.urls import path

from apps.assessment import views

urlpatterns = [
    path("assessment", views.home_view, name="assessment"),
    path("assessment/lesson/<int:lesson_id>", views.lesson_view, name="assessment_lesson"),
    path("assessment/lesson/<int:lesson_id>/class/<int:group_id>", views.record_view, name="assessment_record"),
    path("assessment/class/<int:group_id>", views.class_view, name="assessment_class"),
]
