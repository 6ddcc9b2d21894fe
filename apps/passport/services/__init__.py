"""The PE passport's writes (issue 32): sending a school's Year 6 passports to a named
secondary school (all or nothing), recording each opening by the receiver, and letting
go of the receiving school's copies at the end of the autumn term."""

from datetime import date

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.core.emails import email_queue
from apps.passport.models import PassportOpening, PassportShare, ReceivingSchool, autumn_term_end
from apps.users.models import User
from apps.users.services import token_issue

EMAIL_ELSEWHERE = "This email belongs to another account: ask the PE contact for another address."


def _receiver(email: str, name: str) -> tuple[User, bool]:
    """The receiving user for this address: theirs if they already receive passports (from
    any primary), else a new one, invited (the usual invite token and email)."""
    user = User.objects.filter(email=email).first()
    if user is not None:
        if not user.is_receiver:
            raise ValidationError({"contact_email": EMAIL_ELSEWHERE})
        return user, False
    first, _, last = name.partition(" ")
    user = User.objects.create_user(email=email, kind=User.Kind.RECEIVER, account=None, first_name=first[:100],
                                    last_name=last[:100], status=User.Status.INVITED)  # fmt: skip
    user.set_unusable_password()
    user.save(update_fields=["password"])
    token_issue(user=user, purpose="invite")
    return user, True


@transaction.atomic
def passports_send(*, acting_user, account, name: str, urn: str, contact_name: str, contact_email: str,
                   children: list, documents: list[dict], today: date | None = None) -> ReceivingSchool:  # fmt: skip
    """Sends these children's passports (documents, in the same order) to the secondary
    school: made or updated by its URN among this school's receiving schools, its PE
    contact invited (or told, when they already have a receiving account). Everything or
    nothing: any error leaves no row and no email."""
    today = today or timezone.localdate()
    if not children or len(children) != len(documents):
        raise ValidationError({"children": "Choose at least one child."})
    receiving, _ = ReceivingSchool.objects.update_or_create(
        account=account, urn=urn,
        defaults={"name": name, "contact_name": contact_name, "contact_email": contact_email},
    )  # fmt: skip
    user, invited = _receiver(contact_email, contact_name)
    receiving.users.add(user)
    keep = autumn_term_end(today)
    PassportShare.objects.bulk_create(
        PassportShare(account=account, receiving=receiving, student=child, child_name=child.name[:201],
                      document=doc, sent_by=acting_user, keep_until=keep)
        for child, doc in zip(children, documents, strict=True)
    )  # fmt: skip
    email_queue(
        template="passport/email/sent",
        context={
            "school": account.name,
            "receiving": receiving,
            "count": len(children),
            "invited": invited,
            "link": f"{settings.SITE_URL}/passport/incoming",
            "keep": keep,
        },  # fmt: skip
        to=contact_email,
    )
    return receiving


@transaction.atomic
def opening_record(*, user, share: PassportShare, how: str = "page") -> PassportOpening:
    """Every opening by the receiving school: who, when, which; the first is the receipt
    (the primary's record of the child may then go, apps/privacy's retention)."""
    now = timezone.now()
    if share.received_at is None:
        PassportShare.objects.filter(pk=share.pk, received_at=None).update(received_at=now)
        share.received_at = now
    return PassportOpening.objects.create(share=share, user=user, user_email=user.email, opened_at=now, how=how)


def copies_expire(*, today: date) -> int:
    """The receiving schools' copies past their keep_until (the end of the autumn term
    after sending) go, with their openings: the retention job's (apps/privacy)."""
    return PassportShare.objects.filter(keep_until__lt=today).delete()[1].get(PassportShare._meta.label, 0)
