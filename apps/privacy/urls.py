from django.urls import path

from apps.privacy import views

urlpatterns = [
    path("privacy", views.privacy_view, name="privacy"),
    path("privacy/school", views.school_privacy_view, name="school_privacy"),
    path("privacy/retention", views.retention_runs_view, name="retention_runs"),
    path("accounts/<int:account_id>/privacy", views.school_privacy_view, name="account_privacy"),
]
