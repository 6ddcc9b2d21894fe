from celery import shared_task
from django.conf import settings

from apps.core.emails import send_templated_email
from apps.signin.models import UserToken


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def send_token_email(self, token_id):
    """Invite or reset email with its link. Safe to run twice: it only sends."""
    token = UserToken.objects.select_related("user").filter(pk=token_id).first()
    if token is None or token.used:
        return
    context = {"user": token.user, "link": f"{settings.SITE_URL}{token.path}", "token": token}
    try:
        send_templated_email(template=f"signin/email/{token.purpose}", context=context, to=token.user.email)
    except OSError as error:
        raise self.retry(exc=error) from error
