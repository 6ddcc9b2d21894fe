from django.urls import path

from apps.signin import views

app_name = "signin"
urlpatterns = [
    path("login", views.login_view, name="login"),
    path("logout", views.logout_view, name="logout"),
    path("login/code", views.login_code_view, name="code"),
    path("mfa", views.mfa_view, name="mfa"),
    path("mfa/setup", views.mfa_setup_view, name="mfa_setup"),
    path("login/reset", views.reset_request_view, name="reset"),
    path("login/reinvite", views.reinvite_view, name="reinvite"),
    path("login/invite/<str:key>", views.invite_view, name="invite"),
    path("login/reset/<str:key>", views.reset_token_view, name="reset_token"),
    path("login/email/<str:key>", views.email_confirm_view, name="email_confirm"),
]
