from django.urls import path, re_path
from django.views.generic import RedirectView

from apps.myaccount.views import home, membership, orders, pages, referrals, training, users

urlpatterns = [
    path("account", RedirectView.as_view(pattern_name="my_account"), {"section": "users"}, name="my_account_root"),
    re_path(r"^account/(?P<section>users|home|training|purchase)$", pages.my_account_view, name="my_account"),
    # An account's users, for its admins and for staff on the account tabs.
    path("account/<int:account_id>/users", users.users_lists_view, name="account_users_lists"),
    path("account/<int:account_id>/users/invite", users.invite_view, name="account_users_invite"),
    path("account/<int:account_id>/users/delete", users.bulk_delete_view, name="account_users_bulk_delete"),
    path("account/<int:account_id>/users/<int:user_id>/edit", users.edit_view, name="account_user_edit"),
    path("account/<int:account_id>/users/<int:user_id>/resend", users.resend_view, name="account_user_resend"),
    path("account/<int:account_id>/users/<int:user_id>/delete", users.delete_view, name="account_user_delete"),
    # An account's home-learning children.
    path("account/<int:account_id>/home", home.home_panel_view, name="account_home_panel"),
    path("account/<int:account_id>/home/add", home.add_view, name="account_home_add"),
    path("account/<int:account_id>/home/import", home.import_view, name="account_home_import"),
    path("account/<int:account_id>/home/delete", home.bulk_delete_view, name="account_home_bulk_delete"),
    path("account/<int:account_id>/home/export.xlsx", home.export_view, name="account_home_export"),
    path("account/<int:account_id>/home/new.xlsx", home.export_new_view, name="account_home_export_new"),
    path("account/<int:account_id>/home/<int:user_id>/password", home.new_password_view, name="account_home_password"),
    # Training (staff add and edit it), purchase and ending a trial.
    path("account/<int:account_id>/training/new", training.training_new_view, name="account_training_new"),
    path(
        "account/<int:account_id>/training/<int:training_id>", training.training_edit_view, name="account_training_edit"
    ),  # fmt: skip
    path(
        "account/<int:account_id>/training/<int:training_id>/delete",
        training.training_delete_view,
        name="account_training_delete",
    ),  # fmt: skip
    path("account/purchase/thanks/<int:order_id>", membership.purchase_done_view, name="my_account_purchase_done"),
    path("account/trial/end", membership.trial_end_view, name="my_account_trial_end"),
    path("account/refer", referrals.refer_view, name="my_account_refer"),
    path("account/<int:account_id>/orders/<int:order_id>/paid", orders.order_paid_view, name="account_order_paid"),
    path(
        "account/<int:account_id>/orders/<int:order_id>/licence",
        orders.order_licence_view,
        name="account_order_licence",
    ),  # fmt: skip
]
