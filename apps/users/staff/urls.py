from django.urls import path

from apps.users.staff import views

urlpatterns = [
    path("create", views.staff_list_view, name="staff_users"),
    path("create/invite", views.staff_invite_view, name="staff_invite"),
    path("create/<int:user_id>/edit", views.staff_edit_view, name="staff_edit"),
    path("create/<int:user_id>/resend", views.staff_resend_view, name="staff_resend"),
    path("create/<int:user_id>/delete", views.staff_delete_view, name="staff_delete"),
]
