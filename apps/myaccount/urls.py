from django.urls import path, re_path
from django.views.generic import RedirectView

from apps.myaccount import views

urlpatterns = [
    path("account", RedirectView.as_view(pattern_name="my_account"), {"section": "users"}, name="my_account_root"),
    re_path(r"^account/(?P<section>users|home|training|purchase)$", views.my_account_view, name="my_account"),
]
