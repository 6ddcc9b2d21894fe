"""The curriculum spine (issue 27): every unit, theme and movement skill has its written
outcomes tied to a strand and a national-curriculum statement, every lesson names one to
three of its unit's, and content staff change them in the admin with forms."""

from html.parser import HTMLParser

from django.core.management import call_command

from apps.content.models import CurriculumStatement, Lesson, Outcome, Strand, ThemeItem, Unit


class _Form(HTMLParser):
    """The values a browser would send from the admin's change form."""

    def __init__(self):
        super().__init__()
        self.data, self._select, self._textarea = {}, None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        name = a.get("name")
        if tag == "input" and name and a.get("type") not in ("submit", "button", "file"):
            if a.get("type") == "checkbox":
                if "checked" in a:
                    self.data[name] = "on"
            else:
                self.data[name] = a.get("value", "")
        elif tag == "select" and name:
            self._select = name
            self.data.setdefault(name, "")
        elif tag == "option" and self._select and "selected" in a:
            self.data[self._select] = a.get("value", "")
        elif tag == "textarea" and name:
            self._textarea = name
            self.data[name] = ""

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        if tag == "textarea":
            self._textarea = None

    def handle_data(self, data):
        if self._textarea:
            self.data[self._textarea] += data


def _form(client, url):
    parser = _Form()
    parser.feed(client.get(url).content.decode())
    return parser.data


def test_strands_and_statements_are_the_national_curriculum_and_the_programme_abilities(content):
    assert list(Strand.objects.values_list("title", flat=True)) == [
        "Motor competence", "Rules, strategies and tactics", "Healthy participation",
        "Personal", "Social", "Cognitive", "Creative",
    ]  # fmt: skip
    assert Strand.objects.get(slug="creative").ability.title == "Creative"
    stages = {s: CurriculumStatement.objects.filter(key_stage=s).count() for s in ("eyfs", "ks1", "ks2", "swimming")}
    assert stages == {"eyfs": 3, "ks1": 3, "ks2": 6, "swimming": 3}
    assert CurriculumStatement.objects.filter(text__startswith="Take part in outdoor and adventurous").exists()


def test_every_unit_theme_and_skill_has_three_to_five_outcomes_and_every_lesson_one_to_three(content):
    for owner in [*Unit.objects.prefetch_related("outcomes"), *ThemeItem.objects.prefetch_related("outcomes")]:
        assert 3 <= len(owner.outcomes.all()) <= 5, owner
    for lesson in Lesson.objects.prefetch_related("outcomes"):
        outcomes = list(lesson.outcomes.all())
        assert 1 <= len(outcomes) <= 3, lesson
        assert {o.unit_id for o in outcomes} == {lesson.unit_id}, lesson


def test_every_organiser_has_its_topics_skills_vocabulary_and_key_stage(content):
    from apps.content.models import KnowledgeOrganiser

    for organiser in KnowledgeOrganiser.objects.select_related("unit__year"):
        assert organiser.skills_knowledge and organiser.key_vocabulary, organiser.unit
        if organiser.unit.year.number >= 3:
            assert "Key Stage 2" in organiser.curriculum_en and "Key Stage 1" not in organiser.curriculum_en


def test_outcomes_are_tied_to_their_key_stage(content):
    """A KS2 unit's outcomes map to KS2 statements, EYFS units to the early learning goals."""
    expected = {0: {"eyfs"}, 1: {"ks1"}, 2: {"ks1"}, 3: {"ks2"}, 4: {"ks2"}, 5: {"ks2"}, 6: {"ks2"}}
    for outcome in Outcome.objects.filter(unit__year__isnull=False).select_related("unit__year", "statement"):
        assert outcome.statement.key_stage in expected[outcome.unit.year.number], outcome


def test_swimming_outcomes_build_to_the_end_of_key_stage_2(content):
    swims = Outcome.objects.filter(year__isnull=False)
    assert sorted(set(swims.values_list("year", flat=True))) == [3, 4, 5, 6]
    assert set(swims.values_list("statement__key_stage", flat=True)) == {"swimming"}
    assert swims.filter(year=5, text__contains="at least 25 metres").exists()
    assert swims.filter(text__contains="self-rescue").exists()


def test_seeding_again_keeps_an_editors_outcome(content):
    outcome = Outcome.objects.filter(unit__slug="p4u1-invasion").first()
    outcome.text = "Dribble with the weaker hand."
    outcome.save()
    count = Outcome.objects.count()
    call_command("seed_content")
    assert Outcome.objects.count() == count
    assert Outcome.objects.get(pk=outcome.pk).text == "Dribble with the weaker hand."


def test_staff_choose_a_lessons_outcomes_in_the_admin(signed_in, staff_viewer, content):
    client = signed_in(staff_viewer)
    lesson = Lesson.objects.get(unit__slug="p4u1-invasion", number=1)
    url = f"/admin/content/lesson/{lesson.pk}/change/"
    page = client.get(url).content.decode()
    assert "outcome this lesson works on" in page.lower()
    assert "Use width and depth as a team" in page  # the unit's outcomes are the choices
    data = _form(client, url)
    fourth = lesson.unit.outcomes.all()[3]
    data.update({"lesson_outcomes-1-outcome": str(fourth.pk), "lesson_outcomes-1-order": "1",
                 "lesson_outcomes-TOTAL_FORMS": "2"})  # fmt: skip
    response = client.post(url, data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert list(lesson.lesson_outcomes.order_by("order").values_list("outcome", flat=True))[-1] == fourth.pk


def test_the_admin_refuses_another_units_outcome_and_a_fourth_outcome(signed_in, staff_viewer, content):
    client = signed_in(staff_viewer)
    lesson = Lesson.objects.get(unit__slug="p4u1-invasion", number=6)
    url = f"/admin/content/lesson/{lesson.pk}/change/"
    data = _form(client, url)
    other = Outcome.objects.filter(unit__slug="p4u2-net-wall").first()
    data.update({"lesson_outcomes-3-outcome": str(other.pk), "lesson_outcomes-3-order": "3",
                 "lesson_outcomes-TOTAL_FORMS": "4"})  # fmt: skip
    response = client.post(url, data)
    assert response.status_code == 200
    assert lesson.outcomes.count() == 3


def test_staff_add_an_outcome_on_the_unit_form(signed_in, staff_viewer, content):
    client = signed_in(staff_viewer)
    unit = Unit.objects.get(slug="p3u3-oaa")
    url = f"/admin/content/unit/{unit.pk}/change/"
    data = _form(client, url)
    n = int(data["outcomes-TOTAL_FORMS"])
    data.update({
        f"outcomes-{n}-order": "9", f"outcomes-{n}-text": "Build a shelter from poles and a sheet with a team.",
        f"outcomes-{n}-strand": str(Strand.objects.get(slug="social").pk),
        f"outcomes-{n}-statement": str(CurriculumStatement.objects.get(code="ks2-oaa").pk),
        "outcomes-TOTAL_FORMS": str(n + 1),
    })  # fmt: skip
    response = client.post(url, data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert unit.outcomes.last().text == "Build a shelter from poles and a sheet with a team."


def test_the_unit_page_lists_its_outcomes_and_which_lessons_work_on_them(signed_in, teacher, content):
    html = signed_in(teacher).get("/pe/year/4/unit/1").content.decode()
    assert "Learning Outcomes" in html
    assert "Use width and depth as a team to create passing options." in html
    assert "Rules, strategies and tactics" in html and 'href="/real/progression/rules"' in html
    assert "Works on outcomes 1, 2" in html
    assert "Invasion 1" not in html and "Dynamic Balance 1" not in html
    assert 'href="/real/progression"' in html


def test_a_ks2_organiser_quotes_ks2_and_its_own_vocabulary(signed_in, teacher, content):
    html = signed_in(teacher).get("/pe/year/5/unit/1A/organiser").content.decode()
    assert "Get free with a dodge and a lead, and use the give-and-go to beat a defender in a 3v2." in html
    assert "National Curriculum, Key Stage 2" in html and "Key Stage 1" not in html
    assert "Possession" in html and "Keeping still and steady." not in html
    assert "Know how to move safely" not in html


def test_the_lesson_page_names_the_outcomes_it_works_on(signed_in, teacher, content):
    html = signed_in(teacher).get("/pe/year/4/unit/1/lesson/3").content.decode()
    assert "This lesson works on" in html
    assert "Use width and depth as a team to create passing options." in html  # outcome 2
    assert "Defend as a team by tracking a player" in html  # outcome 3
    assert "Dribble a ball with the feet" not in html  # outcome 1 is another lesson's


def test_progression_shows_a_strand_from_eyfs_to_year_6(signed_in, teacher, content):
    client = signed_in(teacher)
    assert 'href="/real/progression"' in client.get("/real").content.decode()
    index = client.get("/real/progression").content.decode()
    assert 'href="/real/progression/healthy"' in index and "Healthy participation" in index
    html = client.get("/real/progression/motor").content.decode()
    assert html.index(">EYFS<") < html.index(">Year 1<") < html.index(">Year 6<")
    assert "Stand still on two feet and then on tiptoes" in html  # EYFS
    assert html.index("Stand still on two feet") < html.index("Walk the plank")  # units before themes
    assert "Perform a handstand (against the wall or with a spotter)" in html  # Year 6 gymnastics
    assert 'href="/pe/year/6/unit/5"' in html
    assert "Swimming and water safety" in html and "Swim at least 25 metres" in html


def test_progression_is_for_pe_users(signed_in, bursts_user, content):
    response = signed_in(bursts_user).get("/real/progression/motor")
    assert response.status_code == 302


def test_an_unknown_strand_is_page_not_found(signed_in, teacher, content):
    response = signed_in(teacher).get("/real/progression/juggling")
    assert response.status_code == 302 and response["Location"] == "/"
