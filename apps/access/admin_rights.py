"""Who may do what in the Django admin: Django's own permissions, through one group.

The admin is for content editing only (curriculum, dashboard alerts and highlights,
support and micro-learning pages). Internal staff who hold that right are members of
the "Content editors" group; super admins hold every permission as superusers. School
data (accounts, users, licences, tokens, the audit) is never editable in the admin,
whatever the permissions say: their admin classes refuse (see apps/accounts/admin.py)."""

from django.apps import apps as global_apps

CONTENT_EDITORS = "Content editors"
# App labels whose models are content; apps that do not exist (yet) are skipped.
CONTENT_APPS = ("content", "dashboard", "support", "learning")


def content_permissions(apps=global_apps):
    Permission = apps.get_model("auth", "Permission")
    return Permission.objects.filter(content_type__app_label__in=CONTENT_APPS)


def sync_content_editors(apps=global_apps, **kwargs):
    """Run after every migrate (post_migrate): the group holds every permission of the
    content apps, including those of models added since."""
    Group = apps.get_model("auth", "Group")
    group, _ = Group.objects.get_or_create(name=CONTENT_EDITORS)
    group.permissions.add(*content_permissions(apps))
    return group


def grant_content_editing(user):
    user.groups.add(sync_content_editors())


class ReadOnlyAdmin:
    """For school data shown in the admin for reference only: it can be looked at by
    those with the view permission, never added, changed or deleted there."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
