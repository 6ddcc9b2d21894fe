from django.urls import path, re_path

from apps.bursts import views

urlpatterns = [
    path("bursts", views.bursts_view, name="bursts"),
    re_path(r"^bursts/(?P<rest>.*)$", views.bursts_view, name="bursts_page"),
]
