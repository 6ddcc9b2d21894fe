from django.urls import path

from apps.bridges import views

urlpatterns = [
    path("sso", views.sso_view, name="sso"),
    path("oauth", views.oauth_view, name="oauth"),
    path("oauth/token", views.token_view, name="oauth_token"),
    path("oauth/revoke", views.revoke_view, name="oauth_revoke"),
    path("oauth/me", views.ProfileView.as_view(), name="oauth_profile"),
]
