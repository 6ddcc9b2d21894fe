"""Each persona × each programme: the page, the programme's intro, or a redirect
(spec 2 §2, §6); the API refuses what the access map does not include."""

import re

import pytest

from apps.core import messages as text

PAGES = {
    "pe": "/pe/year/3/unit/2/lesson/1",
    "gym": "/gym/year/3/unit/1",
    "dance": "/dance/year/3/unit/1/organiser",
    "foundations": "/foundations/themes",
    "play": "/play/club/unit/1",
    "home": "/home/themes/pirate",
}
PAGE = "page"
# persona -> programme -> PAGE or where the user is sent instead
EXPECTED = {
    "super_staff": dict.fromkeys(PAGES, PAGE),
    "teacher": {"pe": PAGE, "gym": PAGE, "dance": PAGE, "foundations": "/foundations", "play": "/play", "home": PAGE},
    "trial_admin": {"pe": PAGE, "gym": PAGE, "dance": PAGE, "foundations": "/foundations", "play": "/play",
                    "home": "/"},
    "bursts_user": {"pe": "/pe", "gym": "/gym", "dance": "/dance", "foundations": "/foundations", "play": "/play",
                    "home": "/bursts"},
    "home_user": {"pe": "/home", "gym": "/home", "dance": "/home", "foundations": "/home", "play": "/home",
                  "home": PAGE},
}  # fmt: skip


@pytest.mark.parametrize("persona", EXPECTED)
def test_each_persona_on_each_programme(signed_in, personas, content, persona):
    client = signed_in(personas[persona])
    for product, url in PAGES.items():
        response = client.get(url)
        expected = EXPECTED[persona][product]
        if expected == PAGE:
            assert response.status_code == 200, (persona, url)
        else:
            assert (response.status_code, response.get("Location")) == (302, expected), (persona, url)


@pytest.mark.parametrize(
    ("persona", "outcome"),
    [("teacher", "dashboard"), ("super_staff", "dashboard"), ("bursts_user", "intro"), ("home_user", "/home")],
)
def test_real_is_the_dashboard_with_access_else_the_intro(signed_in, personas, content, persona, outcome):
    response = signed_in(personas[persona]).get("/real")
    if outcome.startswith("/"):
        assert response["Location"] == outcome
        return
    html = response.content.decode()
    assert ('class="year-filter' in html) == (outcome == "dashboard")
    assert ("data-no-access" in html) == (outcome == "intro")


def test_dashboard_tiles_open_only_with_access(signed_in, teacher, content):
    html = signed_in(teacher).get("/real").content.decode()
    for product in ("pe", "gym", "dance", "home"):
        assert f'<a class="programme-tile__link" href="/{product}">' in html
    assert '<a class="programme-tile__link" href="/leaders">' in html
    for product in ("foundations", "play"):
        assert f'href="/{product}"' not in html.split(f'data-programme="{product}"')[1].split("</li>")[0]
    # Issue 30: assessment is the real thing for a school with the programme licensed...
    assessment = html.split('data-programme="assessment"')[1].split("</li>")[0]
    assert '<a class="programme-tile__link" href="/assessment">' in assessment and "Coming Soon" not in assessment


def test_year_filter_dims_programmes_not_for_that_year_and_a_second_click_clears(signed_in, teacher, content):
    client = signed_in(teacher)
    # Spec 2 §5, written out here rather than read from the code under test.
    availability = {"pe": range(7), "gym": range(7), "dance": range(7), "home": range(7), "foundations": [0],
                    "play": [0, 1, 2], "leaders": [5, 6]}  # fmt: skip
    for year in range(7):
        html = client.get(f"/real?year={year}").content.decode()
        dimmed = set(re.findall(r'is-dimmed[^"]*" data-theme="(\w+)"', html))
        assert dimmed == {p for p, years in availability.items() if year not in years}, year
    assert "is-dimmed" not in client.get("/real").content.decode()
    html = client.get("/real?year=5").content.decode()
    assert 'is-dimmed is-closed" data-theme="foundations"' in html
    assert 'is-dimmed is-closed" data-theme="play"' in html
    # A dimmed programme is not a link (issue 21): it says it is not for the year instead.
    leaders = html.split('data-programme="leaders"')[1].split("</li>")[0]
    assert 'href="/leaders"' in leaders
    year_1 = client.get("/real?year=1").content.decode()
    leaders = year_1.split('data-programme="leaders"')[1].split("</li>")[0]
    assert 'href="/leaders"' not in leaders and 'aria-disabled="true"' in leaders
    assert "Not for Year 1" in leaders
    # The chosen year's button links back to the unfiltered page.
    assert 'href="/real" title="Show every programme" aria-current="true" data-year="5"' in html


def test_intro_without_access_says_so(signed_in, teacher, content):
    html = signed_in(teacher).get("/foundations").content.decode()
    assert "data-no-access" in html
    assert 'href="/foundations/themes"' not in html


def test_leaders_support_page_or_intro(signed_in, teacher, bursts_user, content, client):
    html = signed_in(teacher).get("/leaders").content.decode()
    assert "Leader training guide" in html and "data-no-access" not in html
    client.logout()
    html = signed_in(bursts_user).get("/leaders").content.decode()
    assert "data-no-access" in html


LESSON_API = "/api/content/lesson?uri=pe/year/1/unit/1/lesson/1"


def test_api_refuses_programmes_outside_the_access_map(signed_in, bursts_user, content):
    client = signed_in(bursts_user)
    for url in (
        LESSON_API,
        "/api/content/part?product=pe&part=p1u1-dynamic-balance-l1-warmup",
        "/api/content/dice?site=pe",
        "/api/content/playlists/pe-music",
        "/api/content/themes/home/themes",
        "/api/content/abilities",
    ):
        response = client.get(url)
        assert response.status_code == 403, url
        assert response.json()["status"] == 403


def test_oakfield_reads_pe_but_not_foundations_or_play(signed_in, teacher, content):
    client = signed_in(teacher)
    lesson = client.get(LESSON_API).json()
    assert [p["type"] for p in lesson["parts"]] == ["warmup", "funs", "application", "review"]
    assert lesson["parts"][0]["warmUpSteps"][-1]["end"] is True
    assert client.get("/api/content/themes/foundations/themes").status_code == 403
    assert client.get("/api/content/lesson?uri=/play/club/unit/1/lesson/1").status_code == 403
    assert client.get("/api/content/part?product=foundations&part=foundations-themes-cat-game").status_code == 403


def test_api_missing_content_is_page_not_found(signed_in, teacher, content):
    client = signed_in(teacher)
    for url in (
        "/api/content/lesson?uri=gym/year/1/unit/5/lesson/1",
        "/api/content/lesson?uri=pe/year/9/unit/1/lesson/1",
        "/api/content/part?product=pe&part=nope",
        "/api/content/part?product=gym&part=p1u1-dynamic-balance-l1-warmup",
        "/api/content/themes/home/themes/volcano",
    ):
        response = client.get(url)
        assert (response.status_code, response.json()["message"]) == (404, text.PAGE_NOT_FOUND), url


def test_api_content_for_the_islands(signed_in, teacher, home_user, content, client):
    api = signed_in(teacher)
    dice = api.get("/api/content/dice?site=pe").json()
    assert {d["slug"] for d in dice} >= {"ability", "fitness", "lucky-dip"}
    assert all(d["sides"] for d in dice)
    tracks = api.get("/api/content/playlists/pe-music").json()["tracks"]
    assert [t["title"] for t in tracks] == ["Warm-up Beat", "Cool-down Tune"]
    steps = api.get("/api/content/parts/p1u1-dynamic-balance-l1-warmup/warmup-steps?product=pe").json()
    assert steps[-1] == {
        "subtitle": "Mystery",
        "text": "Roll the movement die: everyone does that move to finish.",
        "end": True,
        "dice": ["movement"],
    }
    assert len(api.get("/api/content/abilities").json()) == 6
    client.logout()
    home = signed_in(home_user)
    assert len(home.get("/api/content/themes/home/funs").json()) == 12
    item = home.get("/api/content/themes/home/themes/pirate").json()
    assert {p["type"] for p in item["homeParts"]} == {"wider", "game", "song", "warmup", "story", "skill"}
    assert home.get(LESSON_API).status_code == 403


def test_stages_open_by_their_key_stage_years(signed_in, content):
    """Spec 2 §9 key-stage mapping: home themes are EYFS-Year 2, funs Years 3-6; a school
    with home for KS2 only opens the funs stage, on the page, the intro tiles, the menu and the API."""
    from apps.users.tests.factories import LicenceFactory, UserFactory

    licence = LicenceFactory(products=["pe", "home"], years=[3, 4, 5, 6])
    client = signed_in(UserFactory(account=licence.account))
    assert client.get("/home/funs").status_code == 200
    assert client.get("/home/funs/footwork/skill/footwork").status_code == 200
    for url in ("/home/themes", "/home/themes/pirate", "/home/themes/space/song/home-themes-space-song"):
        assert client.get(url)["Location"] == "/home", url
    intro = client.get("/home").content.decode()
    assert 'href="/home/funs"' in intro and 'href="/home/themes"' not in intro
    panel = client.get("/content/menu").content.decode()
    assert '<a href="/home/funs">KS2</a>' in panel and "EYFS / KS 1" not in panel
    assert client.get("/api/content/themes/home/themes").status_code == 403
    assert client.get("/api/content/themes/home/themes/pirate").status_code == 403
    assert client.get("/api/content/part", {"product": "home", "part": "home-themes-space-song"}).status_code == 403
    assert client.get("/api/content/themes/home/funs").status_code == 200


def test_api_product_intro_by_slug(signed_in, bursts_user, content, client):
    assert client.get("/api/content/intros/intro-pe").status_code == 401
    signed_in(bursts_user)  # no pe: the intro is exactly what this user is shown
    intro = client.get("/api/content/intros/intro-pe").json()
    assert intro["title"] == "Welcome to Core PE" and intro["product"] == "pe"
    assert intro["slug"] == "intro-pe" and intro["lines"] == [{"text": "Core PE", "time": 0}]
    missing = client.get("/api/content/intros/no-such-intro")
    assert missing.status_code == 404 and missing.json()["message"] == "Page not found"


def test_the_assessment_tile_is_coming_soon_for_those_who_do_not_assess(signed_in, super_staff, content):
    """...and stays a closed tile marked Coming Soon (not a link to a refusal) for the rest."""
    html = signed_in(super_staff).get("/real").content.decode()
    assessment = html.split('data-programme="assessment"')[1].split("</li>")[0]
    assert "Coming Soon" in assessment and "href=" not in assessment.split("programme-tile__text")[0]
