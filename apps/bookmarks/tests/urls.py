"""Test-only URLconf: the project's URLs plus one bookmarkable programme-like page, for the
browser tests to exercise the panel's toggle before any particular curriculum page is needed.
Never imported by project/urls.py."""

from django.http import HttpResponse
from django.template import engines
from django.urls import path

from project.urls import urlpatterns as project_urlpatterns

PAGE_URL = "pe/year/3/unit/2/lesson/4"
PAGE = engines["django"].from_string('{% extends "base.html" %}{% block content %}<h1>{{ title }}</h1>{% endblock %}')


def programme_page(request):
    context = {"title": "Lesson 4", "product": "pe", "bookmarkable": True, "bookmark_subtitle": "PE - Year 3 - Unit 2"}
    return HttpResponse(PAGE.render(context, request))


urlpatterns = [path(PAGE_URL, programme_page), *project_urlpatterns]
