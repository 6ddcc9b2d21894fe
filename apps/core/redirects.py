from django.utils.http import url_has_allowed_host_and_scheme


def safe_next(request, value, default=None):
    """A ?next= / next field worth following: a path on this site, never another host."""
    if value and value.startswith("/") and url_has_allowed_host_and_scheme(value, {request.get_host()}):
        return value
    return default
