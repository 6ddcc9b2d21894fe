"""Home-learning children's sign-ins are throttled across children (issue 23): per
address (20 failures an hour, whichever children) and per school (50 an hour against its
children from anywhere), from devices not known for the child, answering the same
whether or not the child exists."""

import pytest
from django.test import Client, RequestFactory

from apps.core import messages as text
from apps.signin.services import throttle
from apps.signin.services.throttle import BLOCKED, HOME_ADDRESS, HOME_SCHOOL
from apps.users.models import User
from apps.users.services import home_credentials
from apps.users.tests.factories import AccountFactory

pytestmark = pytest.mark.django_db
CHILD, PASSWORD = "oakfield-home1", "Password1!"


def login(identifier, password=PASSWORD, ip="198.51.100.7", client=None):
    return (client or Client()).post("/login", {"identifier": identifier, "password": password}, REMOTE_ADDR=ip)


def answer(response):
    """What the person sees: the status and the message."""
    body = response.content.decode()
    return response.status_code, BLOCKED in body, "is not correct" in body


def _children(account, n, stem="kid"):
    return [User.objects.create(kind=User.Kind.HOME, account=account, username=f"{stem}{i}", first_name="K")
            for i in range(n)]  # fmt: skip


def test_the_numbers():
    assert HOME_ADDRESS == (20, 3600) and HOME_SCHOOL == (50, 3600)
    per_day = HOME_SCHOOL[0] * 24
    # At most 1,200 guesses a day against one school's children: about 1 in 1,700 a day.
    assert per_day == 1200 and round(home_credentials.password_space() / per_day) == 1690


def test_one_address_trying_many_children_is_stopped_the_same_for_real_and_made_up_names(home_user):
    guesser = "203.0.113.9"
    kids = _children(home_user.account, 10)
    for n in range(HOME_ADDRESS[0]):
        # One guess per child, real or made up: never more than one per name.
        name = kids[n].username if n < len(kids) else f"nobody{n}"
        response = login(name, "frogcake47", ip=guesser)
        assert answer(response) == (200, False, True)
    real, made_up = login(CHILD, ip=guesser), login("nobody99", ip=guesser)
    assert answer(real) == answer(made_up) == (429, True, False)  # even the right password
    assert login(CHILD, ip="198.51.100.7").status_code == 302  # the child at home gets in
    # Staff and school users (email) are not counted with the children.
    assert login("teacher@oakfield.example.com", ip=guesser).status_code == 302


def test_a_school_under_attack_from_many_addresses_answers_as_for_a_name_that_does_not_exist(home_user):
    oak = home_user.account
    kids = _children(oak, 10)
    for n in range(HOME_SCHOOL[0]):  # 50 addresses, each under its own limits
        login(kids[n % 10].username, "frogcake47", ip=f"203.0.113.{n}")
    real = login(CHILD, ip="192.0.2.1")  # the right password, from a fresh address
    made_up = login("nobody99", ip="192.0.2.2")
    assert answer(real) == answer(made_up) == (200, False, True)
    assert text.LOGIN_INVALID in real.content.decode()
    # Another school's children are not held back.
    request = RequestFactory().post("/login", REMOTE_ADDR="192.0.2.3")
    assert throttle.home_school_blocked(request, "elsewhere12", AccountFactory().pk) is False
    assert throttle.home_school_blocked(request, CHILD, oak.pk) is True


def test_a_child_on_their_own_device_gets_in_while_the_school_is_held(home_user):
    tablet = Client()
    assert login(CHILD, client=tablet, ip="198.51.100.20").status_code == 302  # the family's device
    tablet.post("/logout")
    kids = _children(home_user.account, 10)
    for n in range(HOME_SCHOOL[0]):
        login(kids[n % 10].username, "frogcake47", ip=f"203.0.113.{n}")
    assert login(CHILD, ip="192.0.2.1").status_code == 200  # a stranger's device: held
    assert login(CHILD, client=tablet, ip="198.51.100.20").status_code == 302


def test_the_api_answers_the_same(home_user):
    kids = _children(home_user.account, 10)
    for n in range(HOME_ADDRESS[0]):
        Client().post("/api/auth/login", {"username": kids[n % 10].username, "password": "x"},
                      content_type="application/json", REMOTE_ADDR="203.0.113.9")  # fmt: skip
    for name in (CHILD, "nobody99"):
        response = Client().post("/api/auth/login", {"username": name, "password": PASSWORD},
                                 content_type="application/json", REMOTE_ADDR="203.0.113.9")  # fmt: skip
        assert response.status_code == 429 and response.json()["message"] == BLOCKED
