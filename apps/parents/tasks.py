from celery import shared_task
from django.conf import settings

from apps.core.emails import send_templated_email
from apps.parents.models import ParentToken


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def send_parent_email(self, token_id):
    """Verify-email or reset-password email for the home app, linking to /bursts-tools."""
    token = ParentToken.objects.select_related("parent").filter(pk=token_id).first()
    if token is None or not token.usable:
        return
    link = f"{settings.SITE_URL}/bursts-tools?{token.purpose}={token.key}"
    context = {"parent": token.parent, "link": link}
    try:
        send_templated_email(template=f"parents/email/{token.purpose}", context=context, to=token.parent.email)
    except OSError as error:
        raise self.retry(exc=error) from error
