from django.urls import path, re_path

from apps.accounts import views, views_export, views_search
from apps.licences import views as licence_views

urlpatterns = [
    path("accounts", views.accounts_view, name="accounts"),
    path("accounts/suggest/<str:kind>", views.suggest_view, name="accounts_suggest"),
    path("accounts/export.xlsx", views_export.accounts_export_view, name="accounts_export"),
    path("accounts/export/<str:job>", views_export.export_progress_view, name="accounts_export_progress"),
    path("accounts/export/<str:job>/file", views_export.export_file_view, name="accounts_export_file"),
    path("accounts/<int:account_id>", views.account_view, name="account"),
    re_path(
        r"^accounts/(?P<account_id>\d+)/(?P<tab>users|home|training|bursts/groups|bursts/year)$",
        views.account_view,
        name="account_tab",
    ),
    path("accounts/<int:account_id>/freeze", views.freeze_view, name="account_freeze"),
    path("accounts/<int:account_id>/export.xlsx", views_export.account_export_view, name="account_export"),
    path("accounts/<int:account_id>/licences/new", licence_views.licence_new_view, name="licence_new"),
    path("accounts/<int:account_id>/licences/<int:licence_id>", licence_views.licence_edit_view, name="licence_edit"),
    path(
        "accounts/<int:account_id>/licences/<int:licence_id>/delete",
        licence_views.licence_delete_view,
        name="licence_delete",
    ),
    path("user-search", views_search.user_search_view, name="user_search"),
]
