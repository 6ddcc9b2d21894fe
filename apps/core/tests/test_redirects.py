from django.test import RequestFactory

from apps.core.redirects import safe_next


def test_only_paths_on_this_site_are_followed():
    request = RequestFactory().get("/")
    assert safe_next(request, "/profile?tab=1") == "/profile?tab=1"
    for bad in ("https://evil.example.com/", "//evil.example.com/x", "javascript:alert(1)", "", None):
        assert safe_next(request, bad, "/") == "/", bad
