from celery import shared_task

from apps.core.emails import send_templated_email


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def send_order_emails(self, order_id):
    """The order's confirmation to its finance contact and its notice to the provider."""
    from apps.myaccount.membership import PROVIDER_EMAIL, PROVIDER_PHONE
    from apps.myaccount.models import PurchaseOrder

    order = PurchaseOrder.objects.select_related("account").filter(pk=order_id).first()
    if order is None:
        return
    context = {"order": order, "provider_email": PROVIDER_EMAIL, "provider_phone": PROVIDER_PHONE}
    try:
        send_templated_email(template="myaccount/email/order_finance", context=context, to=order.finance_email)
        send_templated_email(template="myaccount/email/order_provider", context=context, to=PROVIDER_EMAIL)
    except OSError as error:
        raise self.retry(exc=error) from error
