import json
import re

import pytest
from django.template import Context, Template
from django.test import RequestFactory

from apps.bookmarks.models import Bookmark

pytestmark = pytest.mark.django_db


def props_in(html):
    mount = re.search(r'data-island="BookmarksPanel" data-props="([^"]+)"', html)
    assert mount, "no BookmarksPanel in the header"
    found = re.search(rf'<script id="{mount.group(1)}" type="application/json">(.*?)</script>', html, re.S)
    return json.loads(found.group(1))


def render_header(user, path="/pe/year/3/unit/2/lesson/4", **context):
    request = RequestFactory().get(path)
    request.user = user
    template = Template('{% include "chrome/header.html" %}')
    return template.render(Context({"request": request, "user": user, **context}))


def test_every_page_header_has_the_bookmarks_button_not_bookmarkable_by_default(signed_in, teacher):
    html = signed_in(teacher).get("/").content.decode()
    props = props_in(html)
    assert props["bookmarkable"] is False
    assert props["recordVisit"] is False
    assert props["page"]["url"] == "/"
    assert props["bookmarkId"] is None


def test_a_programme_page_is_bookmarkable_and_knows_its_bookmark(teacher):
    mark = Bookmark.objects.create(user=teacher, url="/pe/year/3/unit/2/lesson/4", title="Lesson 4")
    teacher.last_visited = {"url": "/gym/year/1", "title": "Year 1", "subtitle": "", "product": "gym"}
    html = render_header(
        teacher, bookmarkable=True, bookmark_subtitle="PE - Year 3 - Unit 2", title="Lesson 4", product="pe"
    )
    props = props_in(html)
    assert props["page"] == {
        "url": "/pe/year/3/unit/2/lesson/4",
        "title": "Lesson 4",
        "subtitle": "PE - Year 3 - Unit 2",
        "product": "pe",
    }
    assert props["bookmarkable"] is True
    assert props["recordVisit"] is True
    assert props["bookmarkId"] == mark.pk
    assert props["lastVisited"]["url"] == "/gym/year/1"


def test_home_users_have_no_bookmarks_button(home_user):
    assert 'data-island="BookmarksPanel"' not in render_header(home_user)
