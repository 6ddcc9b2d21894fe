"""The auth calls' input and output shapes."""

from datetime import datetime

from ninja import Field, Schema
from pydantic import field_validator
from pydantic_core import PydanticCustomError

from apps.core import messages as text
from apps.users.schemas import UserOut
from apps.users.services.emails import is_email


class LoginIn(Schema):
    """email or username (one of them is needed: the call answers 422 without either)."""

    # The OpenAPI says so too, so a client generated from it sends one of them.
    model_config = {"json_schema_extra": {"anyOf": [{"required": ["email"]}, {"required": ["username"]}]}}

    username: str = Field("", max_length=150)
    email: str = Field("", max_length=254)
    password: str = Field(..., min_length=1, max_length=128)


class TokenOut(Schema):
    token: str
    user: UserOut


class MfaRequiredOut(Schema):
    """202 from POST auth/login for a user with a second factor: no token yet. Send the
    ticket and the code to POST auth/login/code within expiresIn seconds."""

    mfaRequired: bool = True
    ticket: str
    expiresIn: int
    types: list[str]
    message: str


class LoginCodeIn(Schema):
    """The second step: the ticket from auth/login and the authenticator app's 6-digit code
    (or one of the recovery codes)."""

    ticket: str = Field(..., min_length=1, max_length=500)
    code: str = Field(..., min_length=1, max_length=40)


class SelfIn(Schema):
    firstName: str = Field("", max_length=100)
    lastName: str = Field("", max_length=100)
    email: str | None = Field(None, max_length=254)
    password: str = Field("", max_length=128)
    # Needed to change the password or email; a new email takes effect once the link
    # sent to it is opened (the response still shows the old one).
    currentPassword: str = Field("", max_length=128)
    showJukebox: bool | None = None


class EmailIn(Schema):
    email: str = Field(..., max_length=254)

    @field_validator("email")
    @classmethod
    def an_address(cls, value: str) -> str:
        # The platform's one address check (apps/users/emails.is_email).
        if not is_email(value):
            raise PydanticCustomError("invalid_email", text.INVALID_EMAIL)
        return value


class TokenIn(Schema):
    invite: str = Field("", max_length=100)
    reset: str = Field("", max_length=100)


class ResultOut(Schema):
    result: str


class LinkUserOut(Schema):
    """Who an invite or reset link is for (shown on the set-password form)."""

    email: str | None
    firstName: str
    lastName: str


class TokenStateOut(Schema):
    """POST auth/token: the link's state, and its user when it is ready to use."""

    state: str
    user: LinkUserOut | None


class ApiTokenOut(Schema):
    id: int
    label: str
    created: datetime
    lastUsed: datetime | None
    current: bool


def api_token_out(token, *, current=None):
    return {
        "id": token.pk,
        "label": token.label,
        "created": token.created,
        "lastUsed": token.last_used,
        "current": token.pk == current,
    }
