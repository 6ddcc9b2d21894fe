"""The editors' tool (issue 29) without a browser: the content check on save (message by
the field, nothing saved), drafts and publish dates, revisions and restore, the unit file
pages, uploads through the storage API, and who may open each new page."""

import json
import re
from datetime import timedelta
from html.parser import HTMLParser

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from apps.content import models as m
from apps.content.services.transfer import unit_export

pytestmark = pytest.mark.django_db

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64


class _Form(HTMLParser):
    """The values a browser would send for the page's main form."""

    def __init__(self):
        super().__init__()
        self.data, self._textarea, self._select = {}, None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        name = a.get("name")
        if tag == "input" and name and a.get("type") not in ("submit", "file", "button"):
            if a.get("type") in ("checkbox", "radio"):
                if "checked" in a:
                    self.data.setdefault(name, []).append(a.get("value", "on"))
            else:
                self.data[name] = a.get("value", "")
        elif tag == "textarea" and name:
            self._textarea = name
            self.data[name] = ""
        elif tag == "select" and name:
            self._select = name
            self.data.setdefault(name, "")
        elif tag == "option" and self._select and "selected" in a:
            self.data[self._select] = a.get("value", "")

    def handle_endtag(self, tag):
        if tag == "textarea":
            self._textarea = None
        elif tag == "select":
            self._select = None

    def handle_data(self, data):
        if self._textarea:
            self.data[self._textarea] += data


def form_of(client, url):
    parser = _Form()
    parser.feed(client.get(url).content.decode())
    data = {k: v for k, v in parser.data.items() if not k.startswith(("csrfmiddlewaretoken", "_"))}
    # Textareas start with a newline the browser drops.
    return {k: (v[1:] if isinstance(v, str) and v.startswith("\n") else v) for k, v in data.items()}


@pytest.fixture
def lesson(content):
    return m.Lesson.objects.get(unit__slug="p3u2-net-wall", number=4)


@pytest.fixture
def part(lesson):
    return lesson.parts.filter(alternative=False, type="skill").first()


def test_lists_are_lines_and_saving_the_form_unchanged_keeps_them(signed_in, staff_viewer, part):
    client = signed_in(staff_viewer)
    url = f"/admin/content/part/{part.pk}/change/"
    html = client.get(url).content.decode()
    assert not re.search(r"<textarea[^>]*>\s*[\[{]", html)  # no JSON in any box
    before = unit_export(part.lesson.unit)
    data = form_of(client, url)
    response = client.post(url, data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert unit_export(part.lesson.unit) == before
    assert not m.Revision.objects.filter(lesson=part.lesson).exclude(summary__startswith="As it was").exists()


def test_the_content_check_runs_on_save_by_the_field_and_saves_nothing(signed_in, staff_viewer, part):
    client = signed_in(staff_viewer)
    url = f"/admin/content/part/{part.pk}/change/"
    before = unit_export(part.lesson.unit)
    data = form_of(client, url)
    data["pupil_text"] = "Now play {game_name} with a partner."
    data["steps-0-text"] = "A new first step nobody will see."
    response = client.post(url, data)
    assert response.status_code == 200
    html = response.content.decode()
    assert re.search(r'id="id_pupil_text_error"><li>This looks like template text left in', html)
    assert unit_export(part.lesson.unit) == before  # the step's change was not saved either
    assert not m.Revision.objects.exists()


def test_a_lesson_that_names_another_lessons_activity_is_refused(signed_in, staff_viewer, lesson):
    other = m.Part.objects.exclude(lesson__unit=lesson.unit).filter(title__contains=": ").first()
    name = other.title.split(": ", 1)[1].split(" (")[0]
    client = signed_in(staff_viewer)
    url = f"/admin/content/lesson/{lesson.pk}/change/"
    data = form_of(client, url)
    data["tips"] = f"Finish with {name}."
    response = client.post(url, data)
    assert response.status_code == 200
    assert "not an activity of this lesson" in response.content.decode()


def test_every_save_is_a_revision_that_can_be_restored(signed_in, staff_viewer, part):
    client = signed_in(staff_viewer)
    url = f"/admin/content/part/{part.pk}/change/"
    first_text = part.steps.order_by("position").first().text
    data = form_of(client, url)
    data["steps-0-text"] = "Serve from a kneeling start."
    assert client.post(url, data).status_code == 302
    revisions = list(part.lesson.revisions.all())
    assert [r.author for r in revisions] == [staff_viewer, None]
    assert "steps 1: text" in revisions[0].summary
    page = client.get(f"/admin/content/lesson/{part.lesson.pk}/revisions/").content.decode()
    assert "Serve from a kneeling start." not in page and "steps 1: text" in page
    assert client.get(f"/admin/content/lesson/{part.lesson.pk}/revisions/{revisions[1].pk}/restore/").status_code == 405
    response = client.post(f"/admin/content/lesson/{part.lesson.pk}/revisions/{revisions[1].pk}/restore/")
    assert response.status_code == 302
    assert part.steps.order_by("position").first().text == first_text
    assert part.lesson.revisions.first().summary.startswith("Restored the revision of")


def test_a_draft_or_future_lesson_is_for_editors_only(signed_in, teacher, staff_viewer, lesson):
    lesson.status = m.Lesson.Status.DRAFT
    lesson.save()
    client = signed_in(teacher)
    assert client.get(lesson.path).status_code == 302
    assert f'href="{lesson.path}"' not in client.get(lesson.unit.path).content.decode()
    lesson.status, lesson.publish_at = m.Lesson.Status.PUBLISHED, timezone.now() + timedelta(days=2)
    lesson.save()
    assert client.get(lesson.path).status_code == 302
    part = lesson.parts.first()
    assert client.get("/api/content/lesson", {"uri": lesson.path}).status_code == 404
    assert client.get("/api/content/part", {"product": "pe", "part": part.slug}).status_code == 404
    lesson.publish_at = timezone.now() - timedelta(minutes=1)
    lesson.save()
    assert client.get(lesson.path).status_code == 200
    assert client.get("/api/content/part", {"product": "pe", "part": part.slug}).status_code == 200
    assert client.get("/api/content/lesson", {"uri": lesson.path}).status_code == 200
    lesson.status = m.Lesson.Status.DRAFT
    lesson.save()
    editor = signed_in(staff_viewer)
    html = editor.get(f"{lesson.path}?preview=pupil").content.decode()
    assert "Draft: teachers do not see this lesson yet." in html and 'data-view="pupil"' in html
    assert 'data-view="planning"' in editor.get(f"{lesson.path}?preview=teacher").content.decode()


def test_a_teacher_cannot_preview_as_someone_else(signed_in, teacher, lesson):
    html = signed_in(teacher).get(f"{lesson.path}?preview=pupil").content.decode()
    assert 'data-view="planning"' in html and "Editor's preview" not in html


def test_export_and_import_pages(signed_in, staff_viewer, lesson):
    client = signed_in(staff_viewer)
    unit = lesson.unit
    response = client.get(f"/admin/content/unit/{unit.pk}/export/")
    assert response["Content-Disposition"] == f'attachment; filename="{unit.slug}.json"'
    exported = response.content
    assert exported == unit_export(unit)
    data = json.loads(exported)
    data["unit"]["lessons"][0]["title"] = "Ready, Set, Rally"
    upload = SimpleUploadedFile("unit.json", json.dumps(data).encode(), content_type="application/json")
    response = client.post("/admin/content/unit/import/", {"file": upload})
    assert response.status_code == 302
    assert unit.lessons.get(number=1).title == "Ready, Set, Rally"

    before = unit_export(unit)
    for hostile in (b"\x00\x01", b'{"format": "pe-platform-unit", "version": 1, "unit": []}', b"[" * 100000):
        response = client.post("/admin/content/unit/import/", {"file": SimpleUploadedFile("u.json", hostile)})
        assert response.status_code == 400
        assert "Nothing was loaded." in response.content.decode()
    data["unit"]["lessons"][0]["parts"][0]["title"] = "x" * 500
    response = client.post(
        "/admin/content/unit/import/", {"file": SimpleUploadedFile("u.json", json.dumps(data).encode())}
    )
    assert response.status_code == 400 and "lesson 1 › part 1 › title" in response.content.decode()
    assert unit_export(unit) == before


def test_a_picture_is_uploaded_through_storage_after_the_save(
    signed_in, staff_viewer, part, django_capture_on_commit_callbacks
):
    client = signed_in(staff_viewer)
    url = f"/admin/content/part/{part.pk}/change/"
    data = form_of(client, url)
    data["steps-0-image_1"] = SimpleUploadedFile("Ready Position.png", PNG, content_type="image/png")
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(url, data).status_code == 302
    image = part.steps.order_by("position").first().image
    assert re.fullmatch(r"/media/content/image/ready-position-[0-9a-f]{12}\.png", image)
    name = image.removeprefix("/media/")
    assert default_storage.exists(name)
    default_storage.delete(name)

    data = form_of(client, url)
    data["steps-0-image_1"] = SimpleUploadedFile("drawing.svg", b"<svg onload=alert(1)>", content_type="image/svg+xml")
    response = client.post(url, data)
    assert response.status_code == 200 and "is not a PNG, JPEG, GIF or WebP picture" in response.content.decode()


@pytest.mark.parametrize("persona", ["teacher", "school_admin", "trial_admin", None])
def test_only_staff_open_the_editors_pages(client, personas, persona, content):
    lesson = m.Lesson.objects.order_by("pk").first()
    revision = m.Revision.objects.create(lesson=lesson, summary="x", data={})
    if persona:
        client.force_login(personas[persona], backend="allauth.account.auth_backends.AuthenticationBackend")
    urls = [f"/admin/content/lesson/{lesson.pk}/revisions/", f"/admin/content/unit/{lesson.unit_id}/export/",
            "/admin/content/unit/import/"]  # fmt: skip
    for url in urls:
        response = client.get(url)
        assert response.status_code == 302 and "login" in response["Location"], url
    response = client.post(f"/admin/content/lesson/{lesson.pk}/revisions/{revision.pk}/restore/")
    assert response.status_code == 302 and "login" in response["Location"]
    response = client.post("/admin/content/unit/import/", {"file": SimpleUploadedFile("u.json", b"{}")})
    assert response.status_code == 302
    assert m.Revision.objects.count() == 1
