"""The contact modal of a child's page and its Invite / Re-Invite (spec 2 §2 screen 20)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect
from django.views.decorators.http import require_POST
from django_htmx.http import HttpResponseClientRedirect

from apps.access import rules as can
from apps.bursts import selectors, services
from apps.bursts.selectors.links import student_url
from apps.bursts.views.common import bursts_page, render_page
from apps.core import messages as text


def _context(request, page, contact):
    return {
        "contact": contact,
        "student": contact.student,
        "modal_id": "contact",
        "title": contact.name or contact.email or "Contact",
        "back": student_url(page.staff_account_id, contact.student),
        "action": page.url("contact_invite", contact_id=contact.pk),
        "can_invite": can.can_invite_contact(request.user, contact) and bool(contact.email) and not contact.is_parent,
        "text": text,
    }


@bursts_page
def contact_view(request, page, contact_id):
    contact = selectors.contact_get(request.user, page.account, contact_id)
    return render_page(request, page, "bursts/contact.html", **_context(request, page, contact))


@require_POST
@bursts_page
def contact_invite_view(request, page, contact_id):
    contact = selectors.contact_get(request.user, page.account, contact_id)
    back = student_url(page.staff_account_id, contact.student)
    if not can.can_invite_contact(request.user, contact):
        return redirect(back)
    try:
        services.contact_invite(contact=contact, acting_user=request.user)
    except ValidationError as error:
        context = _context(request, page, contact) | {"error": error.messages[0]}
        return render_page(request, page, "bursts/contact.html", status=400, **context)
    messages.success(request, text.INVITE_SENT)
    return HttpResponseClientRedirect(back) if request.htmx else redirect(back)
