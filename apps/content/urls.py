"""Curriculum routes, validated exactly as spec 2 §5: year 0-6; unit 1-6 with an
optional A, B or C; lesson 1-6; play unit 1-2; stage themes or funs. Anything else
falls through to the project's catch-all, which redirects to /."""

from django.urls import path, re_path

from apps.content.views import curriculum, lessons, menu, offline, progression, themes

PE = r"(?P<product>pe|gym|dance)"
YEAR = r"(?P<year>[0-6])"
UNIT = r"(?P<unit>[1-6][ABC]?)"
LESSON = r"(?P<lesson>[1-6])"
LESSON_TYPE = r"(?P<type>warmup|skill|application|review|song|story|game|wider|movements|performance|card|funs)"
PART = r"(?P<part>[a-z0-9]+(?:-[a-z0-9]+)*)"
THEMES = r"(?P<product>home|foundations)/(?P<stage>themes|funs)"
ITEM = r"(?P<item>[a-z0-9]+(?:-[a-z0-9]+)*)"
THEME_TYPE = r"(?P<type>wider|game|song|warmup|story|skill)"
CLUB = r"(?P<product>play)/(?P<stage>club)/unit/(?P<unit>[12])"

urlpatterns = [
    # The installable app (issue 33): the worker at the root, so its scope is every page.
    path("sw.js", offline.service_worker_view, name="service_worker"),
    path("manifest.webmanifest", offline.manifest_view, name="web_manifest"),
    path("offline", offline.offline_view, name="offline"),
    path("real", curriculum.real_view, name="real"),
    path("real/progression", progression.progression_index_view, name="progression_index"),
    re_path(r"^real/progression/(?P<strand>[a-z]+)$", progression.progression_view, name="progression"),
    path("leaders", themes.leaders_view, name="leaders"),
    path("content/menu", menu.menu_view, name="content_menu"),
    path("content/view", lessons.view_toggle, name="content_view"),
    re_path(r"^(?P<product>pe|gym|dance|foundations|play|home)$", curriculum.programme_view, name="programme"),
    re_path(rf"^{PE}/year/{YEAR}$", curriculum.year_view, name="year"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}$", curriculum.unit_view, name="unit"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}/organiser$", curriculum.organiser_view, name="organiser"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}/plan$", curriculum.plan_view, name="plan"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}/offline$", offline.unit_offline_view, name="unit_offline"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}/ability$", lessons.ability_view, name="ability"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}/lesson/{LESSON}$", lessons.lesson_view, name="lesson"),
    re_path(rf"^{PE}/year/{YEAR}/unit/{UNIT}/lesson/{LESSON}/{LESSON_TYPE}/{PART}$", lessons.part_view, name="part"),
    path("play/club", themes.club_view, name="club"),
    re_path(rf"^{CLUB}$", curriculum.unit_view, name="club_unit"),
    re_path(rf"^{CLUB}/plan$", curriculum.plan_view, name="club_plan"),
    re_path(rf"^{CLUB}/lesson/{LESSON}$", lessons.lesson_view, name="club_lesson"),
    re_path(rf"^{CLUB}/lesson/{LESSON}/{LESSON_TYPE}/{PART}$", lessons.part_view, name="club_part"),
    re_path(rf"^{THEMES}$", themes.stage_view, name="stage"),
    re_path(rf"^{THEMES}/{ITEM}$", themes.theme_view, name="theme"),
    re_path(rf"^{THEMES}/{ITEM}/(?P<type>wider|game)$", themes.theme_type_view, name="theme_type"),
    re_path(rf"^{THEMES}/{ITEM}/{THEME_TYPE}/{PART}$", themes.theme_part_view, name="theme_part"),
]
