from django.urls import path

from apps.ops import views

# Answered by views.HealthMiddleware first; named here so they are walked and reversible.
urlpatterns = [
    path("health/live", views.live_view, name="health_live"),
    path("health/ready", views.ready_view, name="health_ready"),
]
