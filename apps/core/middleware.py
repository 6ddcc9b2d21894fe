from django.contrib import messages
from django_htmx.http import trigger_client_event

from apps.core.templatetags.islands import LEVELS


class HtmxMessagesMiddleware:
    """Messages added while answering an HTMX request become toasts through an
    HX-Trigger event, since the swapped fragment has no toast list of its own."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if not getattr(request, "htmx", False) or response.status_code >= 300 and response.status_code < 400:
            return response
        if "HX-Redirect" in response.headers or "HX-Location" in response.headers:
            # The browser leaves this page: the messages belong to the page it goes to.
            return response
        items = [{"message": str(m), "level": LEVELS.get(m.level_tag, "info")} for m in messages.get_messages(request)]
        if items:
            trigger_client_event(response, "toasts", items)
        return response
