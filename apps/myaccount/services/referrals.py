"""Refer a Friend (spec 1 §2 dashboard tile, §6 "Refer a Friend shows to full-licence
holders", §9 "£100 membership discount when a referred school joins"): a school refers
another school and a contact there; when the referred school joins (an order of its
membership is turned into a licence, membership.order_license), the referring school's
next purchase costs £100 less for each school it referred that joined."""

from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.access.scoping import accounts_for, referrals_for
from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.myaccount.models import Referral
from apps.users.services.emails import is_email

DISCOUNT = 100  # pounds, spec 1 §9
OWN_SCHOOL = "You cannot refer your own school"
ALREADY_REFERRED = "You have already referred {school}"


@dataclass
class ReferralData:
    school_name: str
    contact_name: str
    contact_email: str


def referral_check(data: ReferralData) -> dict:
    """The form's rules, by field: each required, the lengths of the model, a valid email."""
    errors = {}
    for name, limit in (("school_name", 200), ("contact_name", 100)):
        value = " ".join((getattr(data, name) or "").split())
        if not value:
            errors[name] = text.REQUIRED
        elif len(value) > limit:
            errors[name] = text.MAX_LENGTH.format(n=limit)
    email = (data.contact_email or "").strip().lower()
    if not email:
        errors["contact_email"] = text.REQUIRED
    elif len(email) > 254 or not is_email(email):
        errors["contact_email"] = text.INVALID_EMAIL
    return errors


@transaction.atomic
def referral_create(*, acting_user, account, data: ReferralData) -> Referral:
    """Records the referral (audited on the referring account). Refused: the school's own
    name, or a school it has already referred. The referred school's account is found
    when it joins (referrals_join), by this name."""
    errors = referral_check(data)
    if errors:
        raise ValidationError(errors)
    school = " ".join(data.school_name.split())
    if school.lower() == account.name.lower():
        raise ValidationError({"school_name": OWN_SCHOOL})
    if referrals_for(acting_user).filter(account=account, school_name__iexact=school).exists():
        raise ValidationError({"school_name": ALREADY_REFERRED.format(school=school)})
    referral = Referral.objects.create(
        account=account,
        referred_by=acting_user,
        school_name=school,
        contact_name=" ".join(data.contact_name.split()),
        contact_email=data.contact_email.strip().lower(),
    )
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.REFERRAL_MADE,
                         detail={"referral": referral.pk, "school": school,
                                 "contact": f"{referral.contact_name}, {referral.contact_email}"})  # fmt: skip
    return referral


@transaction.atomic
def referrals_join(*, acting_user, accounts) -> list[Referral]:
    """The schools in `accounts` joined: every referral of them not yet joined (by its
    account, or by the school's name when none was matched) gives its referring school
    £100 off its next purchase, audited on the referring account."""
    joined = []
    for account in accounts:
        rows = (
            referrals_for(acting_user)
            .select_for_update()
            .filter(status=Referral.Status.REFERRED)
            .filter(Q(referred_account=account) | Q(referred_account=None, school_name__iexact=account.name))
            .exclude(account=account)
        )
        for referral in rows:
            referral.status, referral.joined, referral.discount = Referral.Status.JOINED, timezone.now(), DISCOUNT
            referral.referred_account = account
            referral.save(update_fields=["status", "joined", "discount", "referred_account"])
            detail = {"referral": referral.pk, "school": account.name, "discount": DISCOUNT}
            account_event_record(
                account=referral.account, acting_user=acting_user, action=AuditKind.REFERRAL_JOINED, detail=detail
            )
            joined.append(referral)
    return joined


def referral_credits(user, account) -> list[Referral]:
    """The joined referrals whose discount the account has not used yet."""
    qs = referrals_for(user).filter(account=account, status=Referral.Status.JOINED, used_by_order=None)
    return list(qs.order_by("joined", "pk"))


def referral_discount(credits, price: int) -> int:
    """Pounds off a purchase of `price`: £100 a joined referral, never below nothing."""
    return min(sum(r.discount for r in credits), price)


def referrals_made(user, account) -> list[Referral]:
    """The account's referrals, newest first (its own Refer a Friend page, staff's account page)."""
    return list(referrals_for(user).filter(account=account).select_related("referred_account", "referred_by"))


def referrals_received(user, account) -> list[Referral]:
    """Referrals naming this account (staff's account page): who referred it."""
    visible = accounts_for(user).values("pk")
    return list(referrals_for(user).filter(referred_account=account, account__in=visible).select_related("account"))
