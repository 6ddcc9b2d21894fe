from dataclasses import dataclass

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction

from apps.access.scoping import own_user_row
from apps.api.models import ApiToken
from apps.core import messages as text
from apps.core.emails import email_queue
from apps.signin.models import UserToken
from apps.users.models import User
from apps.users.services import home_credentials
from apps.users.services.emails import is_email
from apps.users.services.passwords import validate_new_password


def email_taken(email: str, *, exclude: User | None = None) -> bool:
    qs = User.objects.filter(email=email.strip().lower())
    if exclude is not None:
        qs = qs.exclude(pk=exclude.pk)
    return qs.exists()


# Not a spec text: the spec's form has no current-password field (issue 9 adds it).
CURRENT_PASSWORD_WRONG = "Enter your current password to change your email or password"


@transaction.atomic
def user_update_profile(
    *,
    user: User,
    first_name: str,
    last_name: str,
    email: str | None = None,
    password: str = "",
    current_password: str = "",
    show_jukebox: bool | None = None,
    keep_token=None,
) -> str | None:
    """A user's own details (spec 1 §5 user form). Synced users keep the name and
    email their school's system gives them; nobody changes their own admin level here.
    A new password or email needs the current password. A new email takes effect once
    its owner opens the link sent to it: returns that address (None when unchanged)."""
    errors = {}
    new_email = None
    if not user.is_synced:
        user.first_name, user.last_name = first_name.strip(), last_name.strip()
        if email is not None and not user.is_home:
            email = email.strip().lower()
            # The form checks these too; the API (POST /api/auth/self) relies on this.
            if not email:
                errors["email"] = text.REQUIRED
            elif not is_email(email):
                errors["email"] = text.INVALID_EMAIL
            elif email != (user.email or "") and email_taken(email, exclude=user):
                errors["email"] = text.EMAIL_TAKEN
            elif email != (user.email or ""):
                new_email = email
    if password:
        try:
            validate_new_password(password, user)
        except ValidationError as error:
            errors["password"] = error.messages
    if (password or new_email) and not user.check_password(current_password or ""):
        errors["current_password"] = CURRENT_PASSWORD_WRONG
    if show_jukebox is not None:
        user.show_jukebox = show_jukebox
    if errors:
        raise ValidationError(errors)
    if password:
        user.set_password(password)
    user.save()
    if password:
        # Other sessions end by themselves (Django's session hash follows the password);
        # every API token but the one making this change is revoked.
        ApiToken.objects.revoke_all(user, keep=keep_token)
    if new_email:
        email_change_request(user=user, email=new_email)
    return new_email


def user_set_lesson_view(*, user: User, view: str) -> User:
    """Planning (teacher) or pupil (family) view of the lesson pages; anything else is planning."""
    user.lesson_view = "pupil" if view == "pupil" else "planning"
    own_user_row(user).update(lesson_view=user.lesson_view)
    return user


@dataclass
class RotateResult:
    rotated: int
    unreadable: list[str]  # usernames whose stored password no key reads


def home_passwords_rotate(*, legacy: bool = False, batch: int = 500) -> RotateResult:
    """Re-encrypts every stored home-learning password under the newest key of
    HOME_PASSWORD_KEYS (the first), in batches of `batch` rows, each batch one transaction.
    With legacy, values only the old SECRET_KEY-derived key reads are moved as well. A
    value no key reads is left as it is and reported (a new password is the way out)."""
    rotated, unreadable = 0, []
    ids = list(User.objects.exclude(home_password="").order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(ids), batch):
        with transaction.atomic():
            rows = User.objects.select_for_update().filter(pk__in=ids[start : start + batch]).only(
                "pk", "username", "home_password")  # fmt: skip
            changed = []
            for user in rows:
                value = home_credentials.reencrypt(user.home_password, legacy=legacy)
                if value is None:
                    unreadable.append(user.username or str(user.pk))
                    continue
                user.home_password = value
                changed.append(user)
            User.objects.bulk_update(changed, ["home_password"])
            rotated += len(changed)
    return RotateResult(rotated=rotated, unreadable=unreadable)


def _token_email(user, token):
    """The invite, reset or new-address email with its link, written to the outbox in the
    token's transaction (issue 24): a broker or mail server that is away delays it, never
    loses it. The key is only in the email (the token keeps its hash); the outbox clears
    the body once sent."""
    context = {"user": user, "link": f"{settings.SITE_URL}{token.path}", "token": token}
    email_queue(template=f"signin/email/{token.purpose}", context=context, to=token.new_email or user.email)


@transaction.atomic
def token_issue(*, user: User, purpose: str, new_email: str = "") -> UserToken:
    token = UserToken.objects.create(user=user, purpose=purpose, new_email=new_email)
    _token_email(user, token)
    return token


def email_change_request(*, user: User, email: str) -> UserToken:
    """A new email takes effect only once its owner opens the link sent to it, so nobody
    moves an account to an address they do not hold (spec 1 §5's form, issue 9)."""
    return token_issue(user=user, purpose=UserToken.Purpose.EMAIL, new_email=email)
