"""Every licence rule of spec 1 §4/§5 through the modal: bad input writes nothing and
shows the spec's message."""

import re
from datetime import date, timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent
from apps.licences.models import Licence, LicenceType
from apps.licences.services import default_status, licence_defaults
from apps.users.tests.factories import LicenceFactory

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}


@pytest.fixture
def school(personas):
    return Account.objects.create(name="Modal School")


@pytest.fixture
def admin_client(signed_in, staff_admin):
    return signed_in(staff_admin)


def _post(client, school, **data):
    base = {"licence_type": 50, "status": "new", "start_date": "2026-09-01", "end_date": "2027-08-31",
            "products": ["pe", "gym"], "years": ["0", "1"]}  # fmt: skip
    base.update(data)
    return client.post(f"/accounts/{school.pk}/licences/new", {k: v for k, v in base.items() if v is not None},
                       headers=HX)  # fmt: skip


def _nothing_written(school):
    return (
        not Licence.objects.filter(account=school).exists() and not AccountEvent.objects.filter(account=school).exists()
    )


def test_add_writes_licence_and_audit(admin_client, school, staff_admin):
    response = _post(admin_client, school)
    assert response.status_code == 200
    assert response.headers["HX-Retarget"] == "#membership"
    assert "Membership Added" in response.headers["HX-Trigger"]
    licence = Licence.objects.get(account=school)
    assert (licence.products, licence.years, licence.status) == (["pe", "gym"], [0, 1], "new")
    event = AccountEvent.objects.get(account=school)
    assert (event.action, event.actor) == ("licence_added", staff_admin)
    assert "Stella Staff" in response.text and "added a Membership licence (01/09/2026 – 31/08/2027)" in response.text


@pytest.mark.parametrize(
    ("data", "field_message"),
    [
        ({"start_date": ""}, "Please fill out this field"),
        ({"end_date": ""}, "Please fill out this field"),
        ({"start_date": "2026-09-01", "end_date": "2026-08-31"}, "End date must be after start date"),
        ({"products": None}, "Please select at least one"),
        ({"years": None}, "Please select at least one"),
    ],
)
def test_bad_input_writes_nothing_and_shows_message(admin_client, school, data, field_message):
    response = _post(admin_client, school, **data)
    assert response.status_code == 200
    assert field_message in response.text
    assert "<dialog" in response.text
    assert _nothing_written(school)


def test_trial_status_options_and_renew_date_label(admin_client, school):
    for status in ("free", "purchase", "cancelled", "expired"):
        _post(admin_client, school, licence_type=150, status=status, products=["pe"])
    assert sorted(Licence.objects.filter(account=school).values_list("status", flat=True)) == [
        "cancelled",
        "expired",
        "free",
        "purchase",
    ]
    licence = Licence.objects.filter(account=school).first()
    Licence.objects.filter(pk=licence.pk).update(renew=True)
    form = admin_client.get(f"/accounts/{school.pk}/licences/{licence.pk}", headers=HX).text
    assert "Renew Date" in form
    for option in ("free", "purchase", "cancelled", "expired"):
        assert f'<option value="{option}"' in form
    assert '<option value="new"' not in form


def test_other_types_offer_new_renewal_upgrade_free(admin_client, school):
    form = admin_client.get(f"/accounts/{school.pk}/licences/new", headers=HX).text
    for option in ("new", "renewal", "upgrade", "free"):
        assert f'<option value="{option}"' in form
    assert '<option value="purchase"' not in form
    assert "End Date" in form and "Renew Date" not in form


def test_bursts_type_saves_blank_status_and_no_renew(admin_client, school):
    _post(admin_client, school, licence_type=160, status="new", renew="on")
    licence = Licence.objects.get(account=school)
    assert (licence.status, licence.renew, licence.products, licence.years) == ("", False, [], [])


def test_default_status_new_or_free_for_partner(admin_client, school):
    assert 'value="new" selected' in admin_client.get(f"/accounts/{school.pk}/licences/new", headers=HX).text
    partner = Account.objects.create(name="Partner Co", is_partner=True, account_type="partner")
    assert 'value="free" selected' in admin_client.get(f"/accounts/{partner.pk}/licences/new", headers=HX).text
    _post(admin_client, partner, status="")
    assert Licence.objects.get(account=partner).status == "free"
    # The Partner account type alone makes a partner too (CRM data does not always set both).
    by_type = Account.objects.create(name="Type Partner", account_type="partner")
    assert 'value="free" selected' in admin_client.get(f"/accounts/{by_type.pk}/licences/new", headers=HX).text


def test_products_and_years_cleared_when_type_not_custom(admin_client, school):
    _post(admin_client, school, licence_type=20, products=["dance"], years=["3"])
    licence = Licence.objects.get(account=school)
    assert (licence.products, licence.years) == ([], [])
    assert licence.effective_products == ["pe", "gym", "dance"]


def test_new_licence_end_defaults_to_start_plus_duration(admin_client, school):
    form = admin_client.get(f"/accounts/{school.pk}/licences/new", headers=HX).text
    today = timezone.localdate()
    assert f'value="{today:%Y-%m-%d}"' in form
    assert f'value="{today + timedelta(days=365):%Y-%m-%d}"' in form


def _refresh(client, school, trigger, **data):
    """What HTMX sends when a rule field changes: the whole form, refresh=1, and which field."""
    base = {"licence_type": 50, "status": "new", "start_date": "2026-09-01", "end_date": "2027-09-01",
            "end_shown": "2027-09-01", "refresh": "1"}  # fmt: skip
    base.update(data)
    return client.post(f"/accounts/{school.pk}/licences/new", base, headers={**HX, "HX-Trigger-Name": trigger})


def test_changing_the_type_re_renders_the_fields_from_the_server(admin_client, school):
    """The rules live once, in Python: the type's statuses, its default status and its
    duration come back in the re-rendered fields, and nothing is saved."""
    fields = _refresh(admin_client, school, "licence_type", licence_type=150).text
    assert fields.lstrip().startswith('<div id="licence-fields"') and "<dialog" not in fields
    for option in ("free", "purchase", "cancelled", "expired"):
        assert f'<option value="{option}"' in fields
    assert '<option value="new"' not in fields and 'value="free" selected' in fields
    assert 'value="2026-10-01"' in fields  # start plus the Trial's 30 days
    assert _nothing_written(school)
    # Back to Membership: the status is recomputed (new), not kept from the Trial (free).
    back = _refresh(admin_client, school, "licence_type", licence_type=50, status="free").text
    assert 'value="new" selected' in back and 'value="2027-09-01"' in back


def test_renew_on_a_trial_labels_the_end_date_renew_date(admin_client, school):
    fields = _refresh(admin_client, school, "renew", licence_type=150, renew="on").text
    assert "Renew Date" in fields and "End Date" not in fields


def test_an_end_date_typed_by_hand_stays_when_the_start_changes(admin_client, school):
    typed = _refresh(admin_client, school, "end_date", end_date="2027-03-31").text
    assert 'name="end_edited" value="1"' in typed
    moved = _refresh(admin_client, school, "start_date", start_date="2026-10-01", end_date="2027-03-31",
                     end_edited="1").text  # fmt: skip
    assert 'value="2027-03-31"' in moved
    followed = _refresh(admin_client, school, "start_date", start_date="2026-10-01").text
    assert 'value="2027-10-01"' in followed


def test_without_javascript_a_new_trial_ends_after_the_trials_duration(admin_client, school):
    """The form was shown for Membership (a year); the type was switched to Trial with no
    script to move the end date: the server applies the Trial's 30 days on save."""
    response = admin_client.post(f"/accounts/{school.pk}/licences/new", {
        "licence_type": 150, "status": "free", "start_date": "2026-09-01", "end_date": "2027-09-01",
        "end_shown": "2027-09-01", "products": ["pe"]})  # fmt: skip
    assert response.status_code == 302
    assert Licence.objects.get(account=school).end_date == date(2026, 10, 1)
    page = admin_client.get(f"/accounts/{school.pk}/licences/new").text
    assert "Update form" in page  # the no-script button that re-renders the fields


def test_edit_records_changes(admin_client, school):
    licence = LicenceFactory(
        account=school, licence_type_id=50, start_date=date(2026, 1, 1), end_date=date(2026, 12, 31)
    )
    response = admin_client.post(
        f"/accounts/{school.pk}/licences/{licence.pk}",
        {"licence_type": 50, "status": "renewal", "start_date": "2026-01-01", "end_date": "2027-01-31",
         "products": ["pe"], "years": ["0"]},
        headers=HX,
    )  # fmt: skip
    assert "Saved" in response.headers["HX-Trigger"]
    licence.refresh_from_db()
    assert (licence.status, licence.end_date, licence.products) == ("renewal", date(2027, 1, 31), ["pe"])
    event = AccountEvent.objects.get(account=school)
    assert event.action == "licence_updated" and event.detail["changes"]["status"] == ["new", "renewal"]


def test_delete_asks_then_deletes(admin_client, school):
    licence = LicenceFactory(account=school)
    confirm = admin_client.get(f"/accounts/{school.pk}/licences/{licence.pk}/delete", headers=HX)
    assert "Delete licence?" in confirm.text and Licence.objects.filter(pk=licence.pk).exists()
    response = admin_client.post(f"/accounts/{school.pk}/licences/{licence.pk}/delete", headers=HX)
    assert "Deleted" in response.headers["HX-Trigger"]
    assert not Licence.objects.filter(pk=licence.pk).exists()
    assert AccountEvent.objects.get(account=school).action == "licence_deleted"
    assert "deleted the" in response.text


def test_without_javascript_the_form_is_a_page_and_redirects(admin_client, school):
    page = admin_client.get(f"/accounts/{school.pk}/licences/new")
    assert "<html" in page.text and "<dialog" in page.text
    response = admin_client.post(
        f"/accounts/{school.pk}/licences/new",
        {"licence_type": 10, "status": "new", "start_date": "2026-09-01", "end_date": "2027-08-31"},
    )
    assert response.url == f"/accounts/{school.pk}"
    assert "Legacy Added" in admin_client.get(response.url).text


def test_inherited_licence_cannot_be_edited_on_child(admin_client, personas):
    trust = Account.objects.get(name="Riverside Learning Trust")
    child = Account.objects.get(name="Oakfield Primary")
    licence = LicenceFactory(account=trust)
    assert admin_client.get(f"/accounts/{child.pk}/licences/{licence.pk}").status_code == 404
    assert admin_client.post(f"/accounts/{child.pk}/licences/{licence.pk}/delete").status_code == 404
    assert Licence.objects.filter(pk=licence.pk).exists()


def test_viewer_cannot_open_or_post_the_modal(signed_in, staff_viewer, school):
    client = signed_in(staff_viewer)
    assert client.get(f"/accounts/{school.pk}/licences/new").url == f"/accounts/{school.pk}"
    _post(client, school)
    assert _nothing_written(school)
    assert "Add licence" not in client.get(f"/accounts/{school.pk}").text


def test_refused_new_licence_keeps_following_the_start_date_unless_end_was_edited(admin_client, school):
    untouched = _post(admin_client, school, products=None, end_shown="2027-08-31").text
    assert 'name="end_shown" value="2027-08-31"' in untouched
    assert 'name="end_edited" value="1"' not in untouched
    edited = _post(admin_client, school, products=None, end_shown="2027-08-31", end_edited="1").text
    assert 'name="end_edited" value="1"' in edited
    assert _nothing_written(school)


def test_modal_is_a_bare_dialog_for_htmx_and_an_open_page_without(admin_client, school):
    licence = LicenceFactory(account=school)
    base = f"/accounts/{school.pk}/licences"
    for path in (f"{base}/new", f"{base}/{licence.pk}", f"{base}/{licence.pk}/delete"):
        fragment = admin_client.get(path, headers=HX).text
        assert fragment.lstrip().startswith('<dialog class="modal') and 'id="licence-dialog"' in fragment
        assert f'action="{path}" hx-post="{path}" hx-target="#modal"' in fragment
        assert f'href="/accounts/{school.pk}" data-close>Cancel</a>' in fragment
        assert "<html" not in fragment and "<script" not in fragment
        page = admin_client.get(path).text
        assert "<html" in page and 'aria-labelledby="licence-dialog-title" data-modal open>' in page


def test_licence_defaults_run_the_types_duration_from_today(school):
    trial = LicenceType.objects.get(duration_days=30)
    today = date(2026, 2, 10)
    initial = licence_defaults(account=school, licence_type=trial, today=today)
    assert initial == {"licence_type": trial.pk, "start_date": today, "end_date": date(2026, 3, 12),
                       "status": default_status(school, trial), "products": ["pe", "gym", "dance"],
                       "years": []}  # fmt: skip


def test_without_javascript_a_trial_saved_with_a_membership_status_gets_the_trials_default(admin_client, school):
    """The no-script form still offers the first type's statuses when Trial is chosen:
    saving does not answer "Select a valid choice.", it takes the Trial's default (free)."""
    response = admin_client.post(f"/accounts/{school.pk}/licences/new", {
        "licence_type": 150, "status": "new", "start_date": "2026-09-01", "end_date": "2027-09-01",
        "end_shown": "2027-09-01", "products": ["pe"]})  # fmt: skip
    assert "Select a valid choice" not in response.text
    assert response.status_code == 302
    licence = Licence.objects.get(account=school)
    assert (licence.status, licence.end_date) == ("free", date(2026, 10, 1))


@pytest.mark.parametrize(("type_id", "status"), [(150, "new"), (20, "purchase")])
def test_a_status_the_type_does_not_offer_is_refused_by_the_rules(school, type_id, status):
    """The API sends statuses as given: the rules refuse one the type does not offer."""
    from django.core.exceptions import ValidationError

    from apps.licences.services import LicenceData, licence_clean

    data = LicenceData(licence_type=LicenceType.objects.get(pk=type_id), start_date=date(2026, 9, 1),
                       end_date=date(2027, 8, 31), status=status, products=["pe"], years=[0])  # fmt: skip
    with pytest.raises(ValidationError) as refused:
        licence_clean(account=school, data=data)
    assert refused.value.message_dict == {"status": ["Select a valid choice."]}


def test_without_javascript_update_form_offers_the_chosen_types_statuses(admin_client, school):
    page = admin_client.post(f"/accounts/{school.pk}/licences/new", {
        "licence_type": 150, "status": "new", "start_date": "2026-09-01", "end_date": "2027-09-01",
        "end_shown": "2027-09-01", "refresh": "1"}).text  # fmt: skip
    assert "<html" in page
    assert '<option value="free" selected' in page and '<option value="new"' not in page
    assert 'value="2026-10-01"' in page
    assert _nothing_written(school)


def test_edit_or_delete_of_a_licence_deleted_meanwhile_refreshes_the_list(admin_client, school):
    kept = LicenceFactory(account=school, licence_type_id=10)
    gone = LicenceFactory(account=school, licence_type_id=20)
    gone_id = gone.pk
    gone.delete()
    for path in (f"/accounts/{school.pk}/licences/{gone_id}", f"/accounts/{school.pk}/licences/{gone_id}/delete"):
        response = admin_client.get(path, headers=HX)
        assert response.status_code == 200
        assert response.headers["HX-Retarget"] == "#membership"
        assert "This licence has already been deleted." in response.headers["HX-Trigger"]
        assert f'data-licence="{kept.pk}"' in response.text and f'data-licence="{gone_id}"' not in response.text
        assert '<div id="modal" hx-swap-oob="true"></div>' in response.text
    # Without JavaScript: back to the account, with the message.
    response = admin_client.post(f"/accounts/{school.pk}/licences/{gone_id}", {"licence_type": 10})
    assert response.url == f"/accounts/{school.pk}"
    assert "This licence has already been deleted." in admin_client.get(response.url).text


def test_history_names_an_essentials_licence_with_an(admin_client, school):
    response = _post(admin_client, school, licence_type=30)
    assert LicenceType.objects.get(pk=30).title == "Essentials"
    assert "added an Essentials licence" in response.text and "added a Essentials" not in response.text


@pytest.mark.parametrize(("type_id", "products", "years"), [
    (50, ["pe", "gym", "dance", "foundations", "play", "home"], ["0", "1", "2", "3", "4", "5", "6"]),
    (60, ["pe", "foundations"], ["0", "1", "2", "3", "4", "5", "6"]),
    (150, ["pe", "gym", "dance"], []),  # Trial: its years are not chosen
    (70, [], ["0", "1", "2", "3", "4", "5", "6"]),  # Other gives no products of its own
])  # fmt: skip
def test_a_custom_type_starts_with_its_default_products_ticked(admin_client, school, type_id, products, years):
    """Issue 20: choosing a type where staff pick the products (or years) ticks the type's
    own, whatever was ticked for the type before; other changes keep what was ticked."""
    fields = _refresh(admin_client, school, "licence_type", licence_type=type_id, products=["play"], years=[]).text
    ticked = re.findall(r'name="products" value="(\w+)"[^>]*checked', fields)
    assert ticked == products
    assert re.findall(r'name="years" value="(\d)"[^>]*checked', fields) == years
    kept = _refresh(admin_client, school, "end_date", licence_type=type_id, products=["play"], years=["2"]).text
    if LicenceType.objects.get(pk=type_id).custom_products:
        assert re.findall(r'name="products" value="(\w+)"[^>]*checked', kept) == ["play"]


def test_a_new_licence_of_a_custom_type_opens_with_its_products_ticked(school):
    membership = LicenceType.objects.get(pk=50)
    initial = licence_defaults(account=school, licence_type=membership, today=date(2026, 9, 1))
    assert (initial["products"], initial["years"]) == (membership.products, ["0", "1", "2", "3", "4", "5", "6"])
    legacy = LicenceType.objects.get(pk=10)
    assert licence_defaults(account=school, licence_type=legacy, today=date(2026, 9, 1))["products"] == []
