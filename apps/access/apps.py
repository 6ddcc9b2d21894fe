from django.apps import AppConfig
from django.db.models.signals import post_migrate


class Config(AppConfig):
    name = "apps.access"
    label = "access"

    def ready(self):
        from apps.access.admin_rights import sync_content_editors
        from apps.access.scoping import register_rules

        register_rules()  # for_user(user, action) of the school-owned models (apps/core/scoping.py)
        from apps.access.premium import register_rules as register_premium

        register_premium()  # the PE and sport premium return (issue 32)

        # After auth's own handler has created the permissions (auth is installed first).
        post_migrate.connect(lambda sender, **kw: sync_content_editors(), dispatch_uid="content-editors")
