"""Refer a Friend (spec 1 §2 dashboard tile, §6 "shows to full-licence holders", §9 "£100
membership discount when a referred school joins"): the referring school names a school
and a contact; staff see referrals on the account page; when the referred school joins
(its order becomes a licence) the referring school's next purchase is £100 less."""

import pytest

from apps.accounts.models import Account, AccountEvent
from apps.myaccount.models import PurchaseOrder, Referral

pytestmark = pytest.mark.django_db
BIRCH = {"school_name": "Birchwood Primary", "contact_name": "Bea Birch", "contact_email": "Bea@Birchwood.example.com"}
FINANCE = {"finance_first_name": "Fay", "finance_last_name": "Nance", "finance_email": "fay@example.com"}


def test_the_dashboard_tile_is_a_real_action(signed_in, school_admin, trial_admin):
    html = signed_in(school_admin).get("/").text
    assert '<a class="tile tile--refer" href="/account/refer" data-tile="refer">' in html
    assert 'data-tile="refer"' not in signed_in(trial_admin).get("/").text  # a trial shows the trial box instead


def test_refer_a_school_with_clear_messages(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    page = client.get("/account/refer").text
    assert "<h1>Refer a Friend</h1>" in page and "You have not referred a school yet." in page
    empty = client.post("/account/refer", {"school_name": " ", "contact_name": "", "contact_email": "nope"})
    assert empty.text.count("Please fill out this field") == 2 and "Invalid email" in empty.text
    own = client.post("/account/refer", {**BIRCH, "school_name": "hazelwood primary"})
    assert "You cannot refer your own school" in own.text
    assert not Referral.objects.exists()
    done = client.post("/account/refer", BIRCH, follow=True)
    referral = Referral.objects.get()
    assert (referral.account, referral.referred_by, referral.contact_email) == (
        hazel_admin.account, hazel_admin, "bea@birchwood.example.com")  # fmt: skip
    assert "Thank you: Birchwood Primary is referred. We will contact Bea Birch." in done.text
    assert "Birchwood Primary" in done.text.split("data-referrals")[1] and "not joined yet" in done.text
    event = AccountEvent.objects.get(action="referral_made")
    assert event.account == hazel_admin.account and event.detail["school"] == "Birchwood Primary"
    again = client.post("/account/refer", {**BIRCH, "school_name": "BIRCHWOOD  primary"})
    assert "You have already referred BIRCHWOOD primary" in again.text and Referral.objects.count() == 1
    assert "You have referred 1 school." in client.get("/").text


def test_staff_see_referrals_on_the_account(signed_in, hazel_admin, staff_viewer):
    signed_in(hazel_admin).post("/account/refer", BIRCH)
    birch = Account.objects.get(name="Birchwood Primary")
    hazel = signed_in(staff_viewer).get(f"/accounts/{hazel_admin.account_id}").text
    section = hazel.split("data-staff-referrals")[1]
    assert "Birchwood Primary" in section and "bea@birchwood.example.com" in section and "Referred" in section
    assert "This account has not referred a school." in signed_in(staff_viewer).get(f"/accounts/{birch.pk}").text


def test_when_the_referred_school_joins_the_referrer_gets_100_off_its_next_purchase(
    signed_in, hazel_admin, trial_admin, staff_admin
):
    signed_in(hazel_admin).post("/account/refer", BIRCH)
    birch = trial_admin.account
    # Birchwood buys; staff mark the order paid and turn it into a licence: Birchwood has joined.
    signed_in(trial_admin).post("/account/purchase", {"length": "1", **FINANCE})
    order = PurchaseOrder.objects.get(account=birch)
    staff = signed_in(staff_admin)
    staff.post(f"/account/{birch.pk}/orders/{order.pk}/paid")
    staff.post(f"/account/{birch.pk}/orders/{order.pk}/licence")
    referral = Referral.objects.get()
    assert (referral.status, referral.referred_account, referral.discount) == ("joined", birch, 100)
    joined = AccountEvent.objects.get(action="referral_joined")
    assert joined.account == hazel_admin.account and joined.detail == {
        "referral": referral.pk, "school": "Birchwood Primary", "discount": 100}  # fmt: skip
    staff_page = staff.get(f"/accounts/{hazel_admin.account_id}").text.split("data-staff-referrals")[1]
    assert "Joined" in staff_page and "£100 off this account's next purchase" in staff_page
    assert "Referred by" in staff.get(f"/accounts/{birch.pk}").text
    # Hazelwood's purchase page shows it, and its order is £100 less.
    client = signed_in(hazel_admin)
    page = client.get("/account/purchase").text
    assert "Refer a Friend: £100 off, as Birchwood Primary joined" in page
    assert "Total: £<span data-total>595</span>" in page
    live = client.post("/account/purchase", {"length": "3", "total": "1"}, headers={"HX-Request": "true"})
    assert "Total: £<span data-total>1,595</span>" in live.text
    client.post("/account/purchase", {"length": "1", **FINANCE})
    bought = PurchaseOrder.objects.get(account=hazel_admin.account)
    assert (bought.price, bought.discount) == (595, 100)
    referral.refresh_from_db()
    assert referral.used_by_order == bought
    # Used once: the next purchase is the full price again.
    PurchaseOrder.objects.filter(pk=bought.pk).update(status="licensed")
    assert "Total: £<span data-total>695</span>" in client.get("/account/purchase").text


def test_only_full_members_refer(signed_in, personas):
    expected = {"school_admin": 200, "teacher": 200, "pe_lead": 200, "trial_admin": "/", "bursts_user": "/bursts",
                "staff_admin": "/accounts", "staff_viewer": "/accounts", "home_user": "/home"}  # fmt: skip
    for persona, answer in expected.items():
        response = signed_in(personas[persona]).get("/account/refer")
        got = response.status_code if response.status_code == 200 else response.url
        assert got == answer, persona
        signed_in(personas[persona]).post("/account/refer", {**BIRCH, "school_name": f"School of {persona}"})
        assert Referral.objects.filter(school_name=f"School of {persona}").exists() == (answer == 200), persona
