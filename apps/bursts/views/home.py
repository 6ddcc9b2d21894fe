from django.shortcuts import redirect

from apps.bursts.selectors.links import bursts_url
from apps.bursts.views.common import bursts_page


@bursts_page
def bursts_home(request, page):
    """/bursts: the classes list."""
    return redirect(bursts_url(None, "groups"))
