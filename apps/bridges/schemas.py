from ninja import Schema
from pydantic import Field

from apps.users.schemas import UserOut


class DiscourseIn(Schema):
    """The forum's query: its signed payload and signature."""

    sso: str = Field(max_length=4000)
    sig: str = Field(max_length=128)


class OAuthCodeIn(Schema):
    """The course platform's authorization request query."""

    client_id: str = Field(max_length=100)
    redirect_uri: str = Field(max_length=500)
    response_type: str = Field(default="code", max_length=20)
    state: str | None = Field(default=None, max_length=500)
    scope: str | None = Field(default=None, max_length=200)
    code_challenge: str | None = Field(default=None, max_length=128)
    code_challenge_method: str | None = Field(default=None, max_length=10)


class UrlOut(Schema):
    url: str


class FauxOut(Schema):
    token: str
    user: UserOut
