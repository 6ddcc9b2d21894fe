"""Seeding again (seed_demo, a benchmark's set-up) leaves the personas' passwords alone,
so nobody using the demo is signed out by it."""

import pytest

from apps.demo import seed as demo
from apps.users.models import User


@pytest.mark.django_db
def test_seeding_again_keeps_passwords_and_sessions(personas, signed_in):
    teacher = personas["teacher"]
    teacher.set_password("Changed-in-the-demo1")
    teacher.save()
    client = signed_in(teacher)
    hashes = dict(User.objects.values_list("pk", "password"))

    demo.seed_personas()

    assert dict(User.objects.values_list("pk", "password")) == hashes
    assert User.objects.get(pk=teacher.pk).check_password("Changed-in-the-demo1")
    # Still signed in: the session's hash of the password still matches.
    response = client.get("/")
    assert response.status_code == 200
    assert response.wsgi_request.user == teacher
