"""Every seeded row passes the validation a person's input gets (issue 20: the demo had a
Trial licence with status New, which the licence modal would never save). Licences go
through licence_clean (the modal's and the API's rules) and must come out unchanged;
training through the Training form with the account's own users as participants;
home-learning children through the Add children row rules; school staff through the user
form's rules (names of active users, a lead is an admin); and every row of the school
models through its model's own validation (choices, lengths, emails, addresses)."""

import pytest
from django.core.exceptions import ValidationError
from django.forms.models import model_to_dict

from apps.accounts.models import Account
from apps.demo import seed as demo
from apps.demo.bursts import seed_bursts
from apps.demo.dashboard import seed_dashboard
from apps.demo.myaccount import seed_myaccount
from apps.demo.support import seed_support
from apps.licences.models import Licence
from apps.licences.services import LicenceData, licence_clean
from apps.myaccount.forms import TrainingForm
from apps.myaccount.models import TrainingItem
from apps.myaccount.services.resources import row_errors
from apps.myaccount.services.training import training_participants
from apps.users.models import User
from conftest import put_back_the_seed

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def _seeded_once(django_db_setup, django_db_blocker):
    """The demo seeded once for the module (3.7 s), committed; each test reads it in its
    own transaction, and the seeded test database is put back after the module."""
    with django_db_blocker.unblock():
        staff = demo.seed_personas()
        seed_myaccount()
        demo.seed_accounts(60)
        seed_support()
        seed_dashboard()
        seed_bursts()
    yield staff["super"].pk
    with django_db_blocker.unblock():
        put_back_the_seed()


@pytest.fixture
def seeded(_seeded_once, db):
    return User.objects.get(pk=_seeded_once)


def _failures(rows, check):
    failures = []
    for row in rows:
        problem = check(row)
        if problem:
            failures.append(f"{row!r}: {problem}")
    return failures


def _licence_problem(licence):
    data = LicenceData(licence_type=licence.licence_type, start_date=licence.start_date, end_date=licence.end_date,
                       status=licence.status, renew=licence.renew, products=licence.products, years=licence.years,
                       comments=licence.comments)  # fmt: skip
    try:
        cleaned = licence_clean(account=licence.account, data=data)
    except ValidationError as error:
        return error.message_dict
    changed = {k: (getattr(licence, k), v) for k, v in cleaned.items() if getattr(licence, k) != v}
    return f"saving it would change {changed}" if changed else None


def test_every_seeded_licence_is_one_the_licence_form_would_save(seeded):
    licences = Licence.objects.select_related("licence_type", "account")
    assert licences.count() > 60
    failures = _failures(licences, _licence_problem)
    assert not failures, "\n".join(failures)


def test_every_seeded_training_item_passes_the_training_form(seeded):
    def problem(item):
        form = TrainingForm(model_to_dict(item), instance=item,
                            participants=training_participants(seeded, item.account))  # fmt: skip
        return None if form.is_valid() else form.errors.as_data()

    items = TrainingItem.objects.select_related("account")
    assert items.count() >= 8
    failures = _failures(items, problem)
    assert not failures, "\n".join(failures)


def test_every_seeded_child_passes_the_add_children_rules(seeded):
    children = User.objects.filter(kind=User.Kind.HOME).exclude(first_name="", last_name="")
    assert children.count() >= 10
    failures = _failures(children, lambda c: row_errors(c.first_name, c.last_name, c.home_group))
    assert not failures, "\n".join(failures)


def test_every_seeded_school_user_passes_the_user_form_rules(seeded):
    def problem(user):
        if user.status == User.Status.ACTIVE and not (user.first_name and user.last_name):
            return "an active user needs a first and a last name"
        if (user.lead_pe or user.lead_bursts) and not user.admin:
            return "a lead is an admin (spec 1 §4)"
        if user.admin not in (0, 1, 2):
            return f"admin {user.admin}"
        return None

    users = User.objects.filter(kind=User.Kind.ACCOUNT)
    failures = _failures(users, problem)
    assert not failures, "\n".join(failures)


def test_every_seeded_row_people_edit_passes_its_models_validation(seeded):
    """The models people fill in through a form (staff's admin and pages, a school's My
    Account, BURSTS): what a form would refuse (a choice, a length, an email, an address)
    is not seeded either. Reference data and computed rows (licence types, statistics
    cells, tokens) are no one's input."""
    from apps.bursts.models import Contact, Group, Student
    from apps.dashboard.models import Alert, Highlight
    from apps.myaccount.models import PurchaseOrder, Referral
    from apps.parents.models import Parent
    from apps.support.models import SupportBlock, SupportDocument, SupportLink, SupportPage, SupportVideo

    models = [Account, Licence, User, TrainingItem, PurchaseOrder, Referral, Group, Student, Contact, Parent, Alert,
              Highlight, SupportPage, SupportBlock, SupportLink, SupportDocument, SupportVideo]  # fmt: skip
    failures = []
    for model in models:
        for row in model.objects.all():
            try:
                row.full_clean(exclude=["password"] if model is User else None, validate_unique=False)
            except ValidationError as error:
                failures.append(f"{model.__name__} {row.pk}: {error.message_dict}")
    assert not failures, "\n".join(failures)
    assert Account.objects.count() > 60


def test_seeding_again_repairs_generated_licences_of_earlier_seeds(seeded):
    trial = Licence.objects.filter(account__zoho_id__startswith="DEMO-", licence_type_id=150).first()
    bursts = Licence.objects.filter(account__zoho_id__startswith="DEMO-", licence_type_id=160).first()
    Licence.objects.filter(pk=trial.pk).update(status="new")
    Licence.objects.filter(pk=bursts.pk).update(products=["pe", "gym"], years=[0, 1])
    demo.seed_accounts(60)
    trial.refresh_from_db()
    bursts.refresh_from_db()
    assert trial.status == "free" and (bursts.products, bursts.years) == ([], [])
    assert _licence_problem(trial) is None and _licence_problem(bursts) is None
