"""The staff area's pages: the accounts list and detail, exports, licences, user search
and /create (spec 1 §2)."""

from django.urls import path, re_path

from apps.staff.views import accounts, exports, licences, staff_users, user_search

urlpatterns = [
    path("accounts", accounts.accounts_view, name="accounts"),
    path("accounts/suggest/<str:kind>", accounts.suggest_view, name="accounts_suggest"),
    path("accounts/export.xlsx", exports.accounts_export_view, name="accounts_export"),
    path("accounts/export/<str:job>", exports.export_progress_view, name="accounts_export_progress"),
    path("accounts/export/<str:job>/file", exports.export_file_view, name="accounts_export_file"),
    path("accounts/<int:account_id>", accounts.account_view, name="account"),
    re_path(
        r"^accounts/(?P<account_id>\d+)/(?P<tab>users|home|training|bursts/groups|bursts/year)$",
        accounts.account_view,
        name="account_tab",
    ),
    path("accounts/<int:account_id>/bursts", accounts.bursts_tab_view, name="account_bursts"),
    path("accounts/<int:account_id>/freeze", accounts.freeze_view, name="account_freeze"),
    path("accounts/<int:account_id>/export.xlsx", exports.account_export_view, name="account_export"),
    path("accounts/<int:account_id>/licences/new", licences.licence_new_view, name="licence_new"),
    path("accounts/<int:account_id>/licences/<int:licence_id>", licences.licence_edit_view, name="licence_edit"),
    path(
        "accounts/<int:account_id>/licences/<int:licence_id>/delete",
        licences.licence_delete_view,
        name="licence_delete",
    ),
    path("user-search", user_search.user_search_view, name="user_search"),
    path("create", staff_users.staff_list_view, name="staff_users"),
    path("create/invite", staff_users.staff_invite_view, name="staff_invite"),
    path("create/<int:user_id>/edit", staff_users.staff_edit_view, name="staff_edit"),
    path("create/<int:user_id>/resend", staff_users.staff_resend_view, name="staff_resend"),
    path("create/<int:user_id>/delete", staff_users.staff_delete_view, name="staff_delete"),
]
