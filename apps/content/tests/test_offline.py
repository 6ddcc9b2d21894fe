"""The installable app and offline units on the server (issue 33): the manifest and the
service worker at the site's root, the offline page (nothing of the user in it), and a
unit's download list (every lesson and part page, the media its content names, sizes and a
version that changes with an edit). The browser journey is test_offline_browser.py."""

import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from apps.content.models import Part, Unit
from apps.content.selectors.offline import file_size

pytestmark = pytest.mark.django_db

UNIT = "/pe/year/1/unit/1"


@pytest.fixture
def teacher_client(personas):
    client = Client()
    client.force_login(personas["teacher"])
    return client


def test_the_manifest_names_the_app_its_icons_and_the_brand_colour(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    root = (settings.BASE_DIR / "static/css/app.css").read_text()
    brand = re.search(r":root \{[^}]*--brand: (#[0-9a-f]{6})", root).group(1)
    assert manifest["theme_color"] == brand
    icons = {(i["sizes"], i["purpose"]): i["src"] for i in manifest["icons"]}
    assert set(icons) == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for src in icons.values():
        png = (settings.BASE_DIR / "static" / src.removeprefix("/static/")).read_bytes()
        assert png.startswith(b"\x89PNG")
    page = client.get("/login").content.decode()
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    assert f'<meta name="theme-color" content="{brand}">' in page


def test_the_service_worker_is_served_from_the_root_with_the_islands_to_precache(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]
    script = response.content.decode()
    shell = json.loads(re.match(r"self.__PE_SHELL__=(\[.*?\]);", script).group(1))
    assert "/offline" in shell and "/static/css/app.css" in shell
    built = json.loads((settings.BASE_DIR / "static/dist/.vite/manifest.json").read_text())
    entry = built["islands/main.js"]["file"]
    assert f"/static/dist/{entry}" in script, "the main entry is precached"
    for island in ("Dice", "MusicPlayer", "PartSlider", "VideoPlayer", "WarmupSteps", "AdaptiveLevels"):
        chunk = built[f"islands/{island}/{island}.jsx"]["file"]
        assert f"/static/dist/{chunk}" in script, island


def test_the_offline_page_says_so_plainly_and_holds_nothing_of_the_user(teacher_client, personas):
    page = teacher_client.get("/offline").content.decode()
    assert "You are offline" in page and "has not been downloaded for offline use" in page
    teacher = personas["teacher"]
    assert teacher.email not in page and "Sign Out" not in page
    assert "data-signed-out" not in page, "the offline page must not clear the downloads"
    assert Client().get("/offline").status_code == 200


def test_signed_out_pages_are_marked_so_the_downloads_are_cleared(client, teacher_client):
    assert "data-signed-out" in client.get("/login").content.decode()
    assert "data-signed-out" not in teacher_client.get("/real").content.decode()


def test_a_units_download_lists_its_pages_and_media_with_their_size(teacher_client, content):
    unit_page = teacher_client.get(UNIT).content.decode()
    assert 'data-offline-list="/pe/year/1/unit/1/offline"' in unit_page
    listed = teacher_client.get(f"{UNIT}/offline").json()
    unit = Unit.objects.get(programme__slug="pe", year__number=1, number=1, letter="")
    parts = Part.objects.filter(lesson__unit=unit)
    assert listed["unit"] == UNIT and listed["title"] == unit.display_title
    assert {UNIT, f"{UNIT}/plan", f"{UNIT}/organiser"} <= set(listed["pages"])
    for lesson in unit.lessons.all():
        assert lesson.path in listed["pages"]
    for part in parts:
        assert f"{part.lesson.path}/{part.type}/{part.slug}" in listed["pages"]
    assert len(listed["pages"]) == 3 + unit.lessons.count() + parts.count()
    assert listed["media"], "pictures, music and videos"
    kinds = {Path(url).suffix for url in listed["media"]}
    assert {".mp4", ".webm"} & kinds and {".svg", ".png", ".jpg"} & kinds and ".mp3" in kinds, kinds
    assert listed["mediaBytes"] == sum(file_size(url) for url in listed["media"]) > 100_000
    assert all(file_size(url) for url in listed["media"] if url.startswith("/static/")), "every file exists"


def test_an_edit_gives_the_unit_a_new_version(teacher_client, content):
    before = teacher_client.get(f"{UNIT}/offline").json()["version"]
    assert teacher_client.get(f"{UNIT}/offline").json()["version"] == before, "stable without an edit"
    part = Part.objects.filter(lesson__unit__programme__slug="pe", lesson__unit__year__number=1).first()
    part.title = f"{part.title} (edited)"
    part.save()  # the admin's save: a new content version
    assert teacher_client.get(f"{UNIT}/offline").json()["version"] != before


def test_only_users_of_the_unit_get_its_list(client, personas, content):
    home = Client()
    home.force_login(personas["home_user"])
    assert home.get(f"{UNIT}/offline").status_code == 403
    assert client.get(f"{UNIT}/offline").status_code == 302  # to sign in
    bursts = Client()
    bursts.force_login(personas["bursts_user"])
    assert bursts.get(f"{UNIT}/offline").status_code == 403
