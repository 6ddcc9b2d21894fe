from celery import shared_task
from django.conf import settings

from apps.core.emails import send_templated_email
from apps.core.tokens import hash_key
from apps.signin.models import UserToken


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def send_token_email(self, token_id, key):
    """Invite, reset or new-email email with its link. Safe to run twice: it only sends. The key
    travels with the task because only its hash is stored."""
    token = UserToken.objects.select_related("user").filter(pk=token_id).first()
    if token is None or token.used or token.key_hash != hash_key(key):
        return
    token.key = key
    context = {"user": token.user, "link": f"{settings.SITE_URL}{token.path}", "token": token}
    try:
        send_templated_email(
            template=f"signin/email/{token.purpose}", context=context, to=token.new_email or token.user.email
        )
    except OSError as error:
        raise self.retry(exc=error) from error
