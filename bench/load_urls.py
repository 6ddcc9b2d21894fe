"""The project's URLs plus /bench/floor: a signed-in view returning a bare response
through the same middleware (session, user, sign-in check) — the floor every page pays."""

from django.http import HttpResponse
from django.urls import path

import project.urls


def floor(request):
    return HttpResponse("ok" if request.user.is_authenticated else "anonymous")


urlpatterns = [path("bench/floor", floor), *project.urls.urlpatterns]
