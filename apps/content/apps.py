from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save


class ContentConfig(AppConfig):
    name = "apps.content"
    label = "content"
    verbose_name = "Curriculum content"

    def ready(self):
        from apps.content.selectors.cache import bump

        # Any edit of content (the admin) invalidates the cached page loads.
        for model in self.get_models():
            post_save.connect(bump, sender=model, dispatch_uid=f"content-bump-save-{model.__name__}")
            post_delete.connect(bump, sender=model, dispatch_uid=f"content-bump-delete-{model.__name__}")
