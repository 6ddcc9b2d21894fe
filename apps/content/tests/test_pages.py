"""What a teacher sees on the unit, organiser, lesson, part and theme pages, and the
query counts of those pages, which do not grow with the content."""

from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.content.models import Lesson, Part, Step, ThemeItem

LESSON = "/pe/year/3/unit/2/lesson/4"
GYM_UNIT = "/gym/year/3/unit/1"
GYM_LESSON = GYM_UNIT + "/lesson/2"


def test_unit_page(signed_in, teacher, content):
    client = signed_in(teacher)
    html = client.get("/pe/year/3/unit/2").content.decode()
    assert "<title>Unit 2: Net &amp; Wall | PE</title>" in html
    assert "Fundamental Movement Skills" in html and "Learning Behaviour" in html
    assert html.count('class="lesson-row"') == 6
    assert html.count("lesson-row__preview") == 6
    assert ">Knowledge Organiser</a>" in html and "data-print" in html and ">Document</a>" in html
    assert "Gym Skills" in client.get(GYM_UNIT).content.decode()
    assert "Dance Focus" in client.get("/dance/year/3/unit/1").content.decode()


def test_play_unit_has_no_organiser(signed_in, super_staff, content):
    html = signed_in(super_staff).get("/play/club/unit/1").content.decode()
    assert "Knowledge Organiser" not in html
    assert html.count('class="lesson-row"') == 6


def test_organiser_sections(signed_in, teacher, content):
    html = signed_in(teacher).get("/pe/year/3/unit/2/organiser").content.decode()
    for heading in ("Purpose", "Learning Goals", "Skills and Knowledge", "Key Vocabulary", "Curriculum Links",
                    "Wider Links"):  # fmt: skip
        assert f"<h2>{heading}</h2>" in html
    assert "National Curriculum" in html and "Cwricwlwm i Gymru" in html
    assert 'href="/pe/year/3/unit/2">Back to unit</a>' in html


def test_lesson_planning_view(signed_in, teacher, content):
    html = signed_in(teacher).get(LESSON).content.decode()
    # The trailing " - number" of the lesson's title is removed from the page title.
    assert "<title>Challenge: Net &amp; Wall | PE</title>" in html
    for heading in ("Learning Goals and Points", "Equipment", "Organisation", "Teaching Tips"):
        assert f"<h2>{heading}</h2>" in html
    assert html.count('class="part-plan"') == 4
    assert f'href="{LESSON}/application/p3u2-net-wall-l4-application-alt">Alternative</a>' in html
    assert 'data-island="MusicPlayer"' in html
    assert "Organisation &amp; Equipment" in html
    assert "ability-choice" not in html  # pe has no ability choice


def test_pupil_view_is_remembered_for_the_user(signed_in, teacher, content):
    client = signed_in(teacher)
    response = client.post("/content/view", {"view": "pupil", "next": LESSON})
    assert response["Location"] == LESSON
    html = client.get(LESSON).content.decode()
    assert 'data-view="pupil"' in html and "Key Vocab" in html and "Lesson preview" in html
    assert 'data-island="Dice"' in html
    assert 'data-view="pupil"' in client.get("/dance/year/1/unit/1/lesson/1").content.decode()
    # It stays after signing out and in again (another device, another day).
    client.logout()
    assert 'data-view="pupil"' in signed_in(teacher).get(LESSON).content.decode()
    client.post("/content/view", {"view": "planning", "next": LESSON})
    assert 'data-view="planning"' in client.get(LESSON).content.decode()


def test_play_toggle_is_teacher_and_family(signed_in, super_staff, content):
    html = signed_in(super_staff).get("/play/club/unit/1/lesson/1").content.decode()
    assert ">Teacher</button>" in html and ">Family</button>" in html
    html = signed_in(super_staff).get(LESSON).content.decode()
    assert ">Planning</button>" in html and ">Teaching</button>" in html


def test_ability_choice_is_forced_until_chosen_and_stored_per_unit(signed_in, teacher, content):
    client = signed_in(teacher)
    html = client.get(GYM_LESSON).content.decode()
    assert 'id="ability-choice" aria-labelledby="ability-title" data-forced' in html
    response = client.post(GYM_UNIT + "/ability", {"ability": "social", "next": GYM_LESSON})
    assert response["Location"] == GYM_LESSON
    teacher.refresh_from_db()
    assert teacher.ability_choices == {"gym": {"g3u1-shape-and-balance": "social"}}
    html = client.get(GYM_LESSON).content.decode()
    assert "data-forced" not in html
    assert "ability-dot--pink" in html  # the unit's breadcrumb dot takes the ability's colour
    # ... and says it in words (issue 21: colour is never the only sign).
    crumbs = html.split('class="breadcrumbs"')[1].split("</ol>")[0]
    assert 'title="Social ability"' in crumbs and '<span class="visually-hidden"> (Social ability)</span>' in crumbs
    assert '<span class="visually-hidden"> (Social ability)</span></h1>' in html
    assert "data-chosen-ability>Social<" in html
    # Another unit still asks.
    assert "data-forced" in client.get("/gym/year/3/unit/2/lesson/1").content.decode()


def test_an_unknown_ability_writes_nothing(signed_in, teacher, content):
    signed_in(teacher).post(GYM_UNIT + "/ability", {"ability": "sporty"})
    teacher.refresh_from_db()
    assert teacher.ability_choices == {}


def test_part_views_follow_screen_6(signed_in, teacher, content):
    client = signed_in(teacher)
    views = {
        "/pe/year/1/unit/1/lesson/1/funs/p1u1-dynamic-balance-l1-funs": "skill",
        "/gym/year/3/unit/1/lesson/1/card/shape-2": "gym",  # not in the lesson: found by slug
        LESSON + "/warmup/p3u2-net-wall-l4-warmup": "shared",
        "/dance/year/3/unit/1/lesson/1/skill/d3u1-carnival-l1-skill": "shared",
    }
    for url, view in views.items():
        html = client.get(url).content.decode()
        assert f'data-part-view="{view}"' in html, url
    html = client.get(LESSON + "/warmup/p3u2-net-wall-l4-warmup").content.decode()
    assert 'data-island="WarmupSteps"' in html and 'data-island="AdaptiveLevels"' in html
    client.post("/content/view", {"view": "pupil"})
    html = client.get("/dance/year/1/unit/1/lesson/1/skill/d1u1-weather-l1-skill").content.decode()
    assert 'data-part-view="dance"' in html
    assert "part-page--pupil" in html  # the projector's large type
    assert "Trickiest" not in html  # years below 3 show only tricky and trickier
    assert "Trickiest" in client.get("/dance/year/4/unit/1/lesson/1/skill/d4u1-space-dance-l1-skill").content.decode()
    # A dance performance keeps its own (shared) view with the video and its lyrics: the
    # dance view is for dance skill parts only (issue 10).
    html = client.get("/dance/year/0/unit/1/lesson/1/performance/d0u1-animals-l1-performance").content.decode()
    assert 'data-part-view="shared"' in html and 'data-island="VideoPlayer"' in html
    assert '"lines": [{"text": ' in html


def test_bookmarkable_pages_give_the_panel_their_subtitle(signed_in, teacher, content):
    html = signed_in(teacher).get(LESSON).content.decode()
    assert '"bookmarkable": true' in html
    assert '"subtitle": "Core PE - Year 3 - Unit 2"' in html
    assert '"recordVisit": true' in html


def test_part_pages_record_the_visit_without_a_bookmark_button(signed_in, teacher, content):
    """Every programme page records Last Visited; only pages without a part slug are bookmarkable."""
    html = signed_in(teacher).get(LESSON + "/warmup/p3u2-net-wall-l4-warmup").content.decode()
    assert '"bookmarkable": false' in html and '"recordVisit": true' in html
    client = signed_in(teacher)
    for url in ("/home/themes/space/song/home-themes-space-song", "/home/themes/space/wider"):
        html = client.get(url).content.decode()
        assert '"bookmarkable": false' in html and '"recordVisit": true' in html, url


def test_review_parts_add_the_ability_and_fitness_dice(signed_in, teacher, content):
    html = signed_in(teacher).get(LESSON + "/review/p3u2-net-wall-l4-review").content.decode()
    assert '"slug": "ability"' in html and '"slug": "fitness"' in html


def test_theme_menu_puts_six_discs_left_and_the_rest_right(signed_in, home_user, content):
    html = signed_in(home_user).get("/home/themes").content.decode()
    left, right = html.split("theme-menu__side--left")[1].split("theme-menu__side--right")
    assert left.count('class="disc"') == 6 and right.count('class="disc"') == 6
    assert "Pirate" in left and "Fairytale" in right
    # The theme die (Dice island, theme mode) picks among the same items.
    assert '"mode": "theme"' in html and '{"title": "Fairytale", "url": "/home/themes/fairytale", "image": ' in html


def test_home_intro_has_the_two_stage_tiles(signed_in, home_user, content):
    from apps.users.tests.factories import LicenceFactory, UserFactory

    # A school's teacher reads the spec's key stages on them ...
    licence = LicenceFactory(products=["pe", "home"], years=[0, 1, 2, 3, 4, 5, 6])
    html = signed_in(UserFactory(account=licence.account)).get("/home").content.decode()
    assert "EYFS / KS 1" in html and "KS2" in html
    assert 'href="/home/themes"' in html and 'href="/home/funs"' in html
    # ... a home child the stages' names and the ages they are for (issue 21).
    html = signed_in(home_user).get("/home").content.decode()
    assert "Ages 4 to 7" in html and "Ages 7 to 11" in html and "EYFS / KS 1" not in html
    assert 'href="/home/themes"' in html and 'href="/home/funs"' in html
    panel = signed_in(home_user).get("/content/menu").content.decode()
    assert ">Movement Skills</a>" in panel and ">KS2</a>" not in panel


def _count(client, url, *, cold=True):
    """Queries of one request; cold: with the content cache empty (the worst case)."""
    if cold:
        cache.clear()
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url).status_code == 200
    return len(ctx)


def _grow_lesson(lesson):
    for n in range(4):
        part = Part.objects.create(lesson=lesson, slug=f"extra-{lesson.pk}-{n}", type="game", title=f"Extra {n}",
                                   position=20 + n, dice=["movement"])  # fmt: skip
        Step.objects.bulk_create(Step(part=part, position=i, text="More") for i in range(5))


def test_lesson_page_queries_are_constant(signed_in, teacher, content):
    client = signed_in(teacher)
    before = _count(client, LESSON)
    _grow_lesson(Lesson.objects.get(unit__slug="p3u2-net-wall", number=4))
    assert _count(client, LESSON) == before <= 16
    # Warm, the loaded lesson comes from the cache: only the session, user, access and the
    # header's bookmark of this page remain.
    assert _count(client, LESSON, cold=False) == 4


def test_an_edit_in_the_admin_shows_on_the_next_load(signed_in, teacher, content):
    client = signed_in(teacher)
    client.get(LESSON)
    part = Part.objects.get(slug="p3u2-net-wall-l4-warmup")
    part.title = "Edited Warm-up"
    part.save()
    assert "Edited Warm-up" in client.get(LESSON).content.decode()


def test_unit_page_queries_are_constant(signed_in, teacher, content):
    client = signed_in(teacher)
    before = _count(client, "/pe/year/3/unit/2")
    for lesson in Lesson.objects.filter(unit__slug="p3u2-net-wall"):
        _grow_lesson(lesson)
    # One more lesson row too, so a query per lesson row would show.
    unit = Lesson.objects.get(unit__slug="p3u2-net-wall", number=1).unit
    _grow_lesson(Lesson.objects.create(unit=unit, number=7, title="Extra"))
    assert _count(client, "/pe/year/3/unit/2") == before <= 10
    assert client.get("/pe/year/3/unit/2").content.decode().count('class="lesson-row"') == 7


def test_theme_pages_queries_are_constant(signed_in, home_user, content):
    client = signed_in(home_user)
    item_before = _count(client, "/home/themes/pirate")
    menu_before = _count(client, "/home/themes")
    item = ThemeItem.objects.get(stage__programme__slug="home", stage__slug="themes", slug="pirate")
    for n in range(4):
        Part.objects.create(theme_item=item, slug=f"pirate-more-{n}", type="game", title=f"More {n}")
    ThemeItem.objects.create(stage=item.stage, slug="castle", title="Castle", position=20)
    assert _count(client, "/home/themes/pirate") == item_before
    assert _count(client, "/home/themes") == menu_before


def test_play_parts_show_the_play_view_to_pupils_only(signed_in, super_staff, content):
    client = signed_in(super_staff)
    url = "/play/club/unit/1/lesson/1/story/cu1-playground-legends-l1-story"
    assert 'data-part-view="shared"' in client.get(url).content.decode()
    client.post("/content/view", {"view": "pupil"})
    assert 'data-part-view="play"' in client.get(url).content.decode()
    # Gym cards keep the gym view and pe funs the skill view whichever view is set.
    assert 'data-part-view="gym"' in client.get("/gym/year/3/unit/1/lesson/1/card/shape-2").content.decode()
    funs = "/pe/year/1/unit/1/lesson/1/funs/p1u1-dynamic-balance-l1-funs"
    assert 'data-part-view="skill"' in client.get(funs).content.decode()


def test_year_page_keeps_the_footer_copyright_year(signed_in, teacher, content):
    from django.utils import timezone

    html = signed_in(teacher).get("/pe/year/6").content.decode()
    assert "<h1>Core PE: Year 6</h1>" in html
    assert f"&copy; {timezone.localdate().year} " in html


def test_game_parts_spin_the_game_roulette_and_the_lucky_dip(signed_in, teacher, content):
    client = signed_in(teacher)
    html = client.get(LESSON + "/application/p3u2-net-wall-l4-application").content.decode()
    assert 'data-dialog-open="part-dice"' in html and '"slug": "game-roulette"' in html
    html = client.get(LESSON + "/application/p3u2-net-wall-l4-application-alt").content.decode()
    # The lucky dip alone, with the sides the server pooled from every roulette.
    assert '"slug": "lucky-dip"' in html and '"sideTitle": "Stuck in the Mud"' in html
    html = client.get(LESSON + "/warmup/p3u2-net-wall-l4-warmup").content.decode()
    assert '"slug": "warm-up-roulette"' in html
