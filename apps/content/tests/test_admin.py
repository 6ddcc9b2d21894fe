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
        if obj is not None:
            assert client.get(f"{url}{obj.pk}/change/").status_code == 200, opts.model_name


def test_lesson_edit_page_lists_its_parts_and_links_to_the_site(signed_in, staff_viewer, content):
    lesson = m.Lesson.objects.get(unit__slug="pe-y3-u2", number=4)
    html = signed_in(staff_viewer).get(f"/admin/content/lesson/{lesson.pk}/change/").content.decode()
    assert "pe-y3-u2-l4-warmup" in html and "pe-y3-u2-l4-application-alt" in html
    assert "View on site" in html


def test_school_users_cannot_edit_content(signed_in, teacher, school_admin, content):
    for user in (teacher, school_admin):
        response = signed_in(user).get("/admin/content/part/")
        assert response.status_code == 302
        assert response["Location"].startswith("/admin/login/")
