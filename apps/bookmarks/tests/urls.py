"""Test-only URLconf: the project's URLs plus a bookmarkable programme-like page (the panel's
toggle) and a page with the demo roulettes (no curriculum page offers a roulette yet).
Never imported by project/urls.py."""

from django.http import HttpResponse
from django.template import engines
from django.urls import path

from project.urls import urlpatterns as project_urlpatterns

PAGE_URL = "pe/year/3/unit/2/lesson/4"
ROULETTE_URL = "pe/roulettes"
PAGE = engines["django"].from_string('{% extends "base.html" %}{% block content %}<h1>{{ title }}</h1>{% endblock %}')


def programme_page(request):
    context = {"title": "Lesson 4", "product": "pe", "bookmarkable": True, "bookmark_subtitle": "PE - Year 3 - Unit 2"}
    return HttpResponse(PAGE.render(context, request))


ROULETTES = engines["django"].from_string(
    '{% extends "base.html" %}{% block content %}<h1>{{ title }}</h1>{% island "Dice" roulettes %}{% endblock %}'
)


def roulette_page(request):
    from apps.content import props, selectors

    dice = selectors.dice_by_slugs(["warm-up-roulette", "game-roulette", "lucky-dip"])
    context = {"title": "Roulettes", "product": "pe", "roulettes": {**props.dice_props(dice), "mode": "roulette"}}
    return HttpResponse(ROULETTES.render(context, request))


urlpatterns = [path(PAGE_URL, programme_page), path(ROULETTE_URL, roulette_page), *project_urlpatterns]
