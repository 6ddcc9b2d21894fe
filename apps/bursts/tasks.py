from celery import shared_task

from apps.bursts.links import connect_url
from apps.bursts.models import Contact
from apps.core.emails import send_templated_email


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def send_contact_invite(self, contact_id):
    """The invite email to a child's contact: how to connect the child in the home app, with
    a link to connect and the code. Safe to run twice (a second email carries the same code)."""
    contact = Contact.objects.select_related("student", "student__account").filter(pk=contact_id).first()
    if contact is None or not contact.email or contact.is_parent:
        return
    context = {"contact": contact, "student": contact.student, "school": contact.student.account,
               "link": connect_url(contact)}  # fmt: skip
    try:
        send_templated_email(template="bursts/email/invite", context=context, to=contact.email)
    except OSError as error:
        raise self.retry(exc=error) from error
