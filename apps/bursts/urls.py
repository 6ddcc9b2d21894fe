"""BURSTS pages (spec 2 §2): each for school users at /bursts/... and for staff at
/accounts/{accountId}/bursts/... (the classes list and year table of an account are
tabs of the staff account page, and /accounts/{id}/bursts is the staff area's)."""

from django.urls import path

from apps.bursts.views import contacts, groups, home, log, privacy, students, year


def both(route, view, name):
    return [
        path(f"bursts/{route}", view, name=f"bursts_{name}"),
        path(f"accounts/<int:account_id>/bursts/{route}", view, name=f"account_bursts_{name}"),
    ]


urlpatterns = [
    path("bursts", home.bursts_home, name="bursts"),
    path("bursts/groups", groups.groups_view, name="bursts_groups"),
    path("bursts/year", year.year_view, name="bursts_year"),
    *both("year/results", year.year_results_view, "year_results"),
    *both("year/export", year.year_export_view, "year_export"),
    path("bursts/stats", year.stats_home, name="bursts_stats"),
    path("bursts/stats/year", year.stats_year_view, name="bursts_stats_year"),
    path("bursts/stats/year/export", year.stats_year_export_view, name="bursts_stats_year_export"),
    path("bursts/stats/accounts", year.stats_accounts_view, name="bursts_stats_accounts"),
    path("bursts/stats/accounts/export", year.stats_accounts_export_view, name="bursts_stats_accounts_export"),
    *both("groups/<int:group_id>", groups.group_view, "group"),
    *both("groups/<int:group_id>/edit", groups.group_edit_view, "group_edit"),
    *both("groups/<int:group_id>/delete", groups.group_delete_view, "group_delete"),
    *both("groups/<int:group_id>/reinvite", groups.group_reinvite_view, "group_reinvite"),
    *both("groups/<int:group_id>/teachers", groups.group_teachers_view, "group_teachers"),
    *both("groups/<int:group_id>/students/<int:student_id>", students.student_view, "student"),
    *both("students/<int:student_id>", students.student_view, "student_alone"),
    *both("students/new", students.student_new_view, "student_new"),
    *both("students/<int:student_id>/edit", students.student_edit_view, "student_edit"),
    *both("students/<int:student_id>/delete", students.student_delete_view, "student_delete"),
    *both("students/<int:student_id>/data", privacy.student_data_view, "student_data"),
    *both("students/<int:student_id>/data/export", privacy.student_export_view, "student_export"),
    *both("students/<int:student_id>/erase", privacy.student_erase_view, "student_erase"),
    *both("log", log.child_log_view, "log"),
    *both("contacts/<int:contact_id>", contacts.contact_view, "contact"),
    *both("contacts/<int:contact_id>/invite", contacts.contact_invite_view, "contact_invite"),
]
