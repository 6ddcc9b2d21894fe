"""Content staff (kind create) edit every content model in the Django admin; nobody else
gets in."""

from django.contrib import admin

from apps.content import models as m


def _content_models():
    return [model for model in admin.site._registry if model._meta.app_label == "content"]


def test_every_content_model_is_in_the_admin():
    expected = {m.Programme, m.Unit, m.Lesson, m.Part, m.Die, m.Playlist, m.ThemeItem, m.MenuItem, m.IntroEntry,
                m.Ability, m.GymCard, m.KnowledgeOrganiser, m.Stage, m.Year, m.Adventure, m.Skill}  # fmt: skip
    assert expected <= set(_content_models())


def test_content_staff_open_every_list_and_edit_page(signed_in, staff_viewer, content):
    client = signed_in(staff_viewer)
    for model in _content_models():
        opts = model._meta
        url = f"/admin/content/{opts.model_name}/"
        assert client.get(url).status_code == 200, url
        obj = model.objects.order_by("pk").first()
        assert obj is not None, f"the seed has no {opts.model_name}: its edit page goes untested"
        assert client.get(f"{url}{obj.pk}/change/").status_code == 200, opts.model_name


def test_lesson_edit_page_lists_its_parts_and_links_to_the_site(signed_in, staff_viewer, content):
    lesson = m.Lesson.objects.get(unit__slug="p3u2-net-wall", number=4)
    html = signed_in(staff_viewer).get(f"/admin/content/lesson/{lesson.pk}/change/").content.decode()
    assert "p3u2-net-wall-l4-warmup" in html and "p3u2-net-wall-l4-application-alt" in html
    assert "View on site" in html


def test_school_users_cannot_edit_content(signed_in, teacher, school_admin, content):
    for user in (teacher, school_admin):
        response = signed_in(user).get("/admin/content/part/")
        assert response.status_code == 302
        assert response["Location"].startswith("/admin/login/")


def test_an_edit_saved_in_the_admin_shows_on_the_page(signed_in, staff_viewer, teacher, content):
    url = "/pe/year/3/unit/2/organiser"
    assert "referee" not in signed_in(teacher).get(url).content.decode()  # loaded (and cached) before the edit
    organiser = m.KnowledgeOrganiser.objects.get(unit__slug="p3u2-net-wall")
    form = {
        "unit": organiser.unit_id,
        "purpose": "Pupils plan, play and referee their own net games.",
        # Lists are lines (issue 29): no JSON in the editors' forms.
        "learning_goals": "\n".join(organiser.learning_goals),
        "skills_knowledge": "\n".join(organiser.skills_knowledge),
        "key_vocabulary": "\n".join(f"{v['word']}: {v['meaning']}" for v in organiser.key_vocabulary),
        "curriculum_en": organiser.curriculum_en,
        "curriculum_cy": organiser.curriculum_cy,
        "wider_links": organiser.wider_links,
    }
    response = signed_in(staff_viewer).post(f"/admin/content/knowledgeorganiser/{organiser.pk}/change/", form)
    assert response.status_code == 302, response.content.decode()[:2000]
    # signed_in reuses one client: sign the teacher in again to read the page as a teacher.
    assert "Pupils plan, play and referee their own net games." in signed_in(teacher).get(url).content.decode()
    organiser.refresh_from_db()
    assert organiser.key_vocabulary and all(set(v) == {"word", "meaning"} for v in organiser.key_vocabulary)
