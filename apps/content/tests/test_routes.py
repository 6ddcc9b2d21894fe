"""Route validation exactly as spec 2 §5: valid routes render, anything else goes to /.
Valid routes whose content is missing also go to / with the 'Page not found' toast."""

from apps.core import messages as text

VALID = [
    "/real", "/pe", "/gym", "/dance", "/foundations", "/play", "/home", "/leaders",
    "/pe/year/0", "/pe/year/6", "/gym/year/3", "/dance/year/0",
    "/pe/year/3/unit/1", "/pe/year/3/unit/6", "/pe/year/5/unit/1A", "/pe/year/5/unit/1B", "/gym/year/6/unit/2",
    "/dance/year/4/unit/1", "/pe/year/3/unit/2/organiser",
    "/pe/year/3/unit/2/lesson/1", "/pe/year/3/unit/2/lesson/6", "/gym/year/0/unit/1/lesson/3",
    "/pe/year/3/unit/2/lesson/4/warmup/p3u2-net-wall-l4-warmup",
    "/pe/year/3/unit/2/lesson/4/application/p3u2-net-wall-l4-application-alt",
    "/gym/year/2/unit/1/lesson/1/card/rotation-7",
    "/play/club", "/play/club/unit/1", "/play/club/unit/2", "/play/club/unit/2/lesson/6",
    "/play/club/unit/1/lesson/1/story/cu1-playground-legends-l1-story",
    "/home/themes", "/home/funs", "/foundations/themes", "/home/themes/space", "/home/themes/space/wider",
    "/home/themes/space/game", "/home/themes/space/song/home-themes-space-song",
    "/foundations/themes/train/story/foundations-themes-train-story",
    "/home/funs/footwork/skill/footwork",
]  # fmt: skip
INVALID = [
    "/pe/year/7", "/pe/year/-1", "/pe/year/a", "/pe/year/03", "/pe/year", "/core/year/1", "/gym/year/10",
    "/pe/year/3/unit/0", "/pe/year/3/unit/7", "/pe/year/3/unit/1D", "/pe/year/3/unit/1a", "/pe/year/3/unit/12",
    "/pe/year/3/unit/1/lesson/0", "/pe/year/3/unit/1/lesson/7", "/pe/year/3/unit/1/lesson/1/dance/x",
    "/pe/year/3/unit/1/lesson/1/warmup/Bad_Slug", "/pe/year/3/unit/1/other",
    "/play/club/unit/0", "/play/club/unit/3", "/play/club/unit/1/lesson/7", "/play/club/unit/1/organiser",
    "/play/year/1", "/play/themes",
    "/home/stages", "/home/themes/space/movements", "/home/themes/space/card/x", "/foundations/club",
    "/leaders/more", "/assessment/year/1",
]  # fmt: skip
MISSING = [
    "/gym/year/3/unit/3", "/dance/year/3/unit/2", "/pe/year/3/unit/1A", "/pe/year/3/unit/2/lesson/4/warmup/nope",
    "/gym/year/2/unit/1/lesson/1/card/no-such-card", "/foundations/funs", "/home/themes/volcano",
    "/home/funs/footwork/skill/other", "/pe/year/6/unit/1C",
]  # fmt: skip


# One test per table (the content is seeded once for each), with the failing url named.
def test_valid_routes_render(signed_in, super_staff, content):
    client = signed_in(super_staff)
    for url in VALID:
        response = client.get(url)
        assert response.status_code == 200, url
        assert text.PAGE_NOT_FOUND not in response.content.decode(), url


def test_invalid_routes_redirect_home(signed_in, super_staff, content):
    client = signed_in(super_staff)
    for url in INVALID:
        response = client.get(url)
        assert (response.status_code, response.get("Location")) == (302, "/"), url


def test_missing_content_says_page_not_found(signed_in, super_staff, content):
    client = signed_in(super_staff)
    for url in MISSING:
        response = client.get(url)
        assert (response.status_code, response.get("Location")) == (302, "/"), url
        assert text.PAGE_NOT_FOUND in client.get("/").content.decode(), url


def test_funs_items_open_their_skill(signed_in, teacher, content):
    response = signed_in(teacher).get("/home/funs/ball-skills")
    assert response["Location"] == "/home/funs/ball-skills/skill/ball-skills"


def test_unlisted_sub_units_are_live_on_the_production_host(signed_in, super_staff, content, monkeypatch):
    client = signed_in(super_staff)
    assert client.get("/pe/year/6/unit/1C").status_code == 302
    monkeypatch.setenv("CONTENT_PRODUCTION_HOSTS", "testserver")
    response = client.get("/pe/year/6/unit/1C")
    assert response.status_code == 200
    assert "Target" in response.content.decode()
    assert "/pe/year/6/unit/1C" in client.get("/pe/year/6/unit/1").content.decode()
