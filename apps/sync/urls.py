from django.urls import path

from apps.sync.views import groups, staff

urlpatterns = [
    path("sync/<str:wonde_id>", staff.sync_view, name="sync_school"),
    path("sync/<str:wonde_id>/now", staff.sync_now_view, name="sync_now"),
    path("sync/<str:wonde_id>/runs/<int:run_id>", staff.run_view, name="sync_run"),
    path("sync/<str:wonde_id>/runs/<int:run_id>/apply", staff.run_apply_view, name="sync_run_apply"),
    path("sync/<str:wonde_id>/employees", staff.employees_view, name="sync_employees"),
    path("sync/<str:wonde_id>/employees/<str:employee_wonde_id>", staff.employee_invite_view, name="sync_invite"),
    path("sync/<str:wonde_id>/access/<str:product>", staff.request_access_view, name="sync_request_access"),
    path("sync/<str:wonde_id>/groups", groups.groups_view, name="sync_groups"),
    path("sync/<str:wonde_id>/groups/<str:group_wonde_id>", groups.group_view, name="sync_group"),
]
