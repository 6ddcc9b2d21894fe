"""django-oauth-toolkit's own admin pages are taken away: the admin edits content only
(apps/access/admin_rights.py), and tokens are credentials. The one client is registered
with `manage.py register_course_client`."""

from django.contrib import admin
from oauth2_provider.models import (
    get_access_token_model,
    get_application_model,
    get_grant_model,
    get_id_token_model,
    get_refresh_token_model,
)

for model in (get_application_model(), get_access_token_model(), get_grant_model(), get_id_token_model(),
              get_refresh_token_model()):  # fmt: skip
    if admin.site.is_registered(model):
        admin.site.unregister(model)
