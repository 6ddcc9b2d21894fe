"""The auth calls' input and output shapes."""

from ninja import Field, Schema

from apps.users.schemas import UserOut


class LoginIn(Schema):
    username: str = ""
    email: str = ""
    password: str = Field(..., min_length=1)


class TokenOut(Schema):
    token: str
    user: UserOut


class SelfIn(Schema):
    firstName: str = ""
    lastName: str = ""
    email: str | None = None
    password: str = ""
    showJukebox: bool | None = None


class EmailIn(Schema):
    email: str = Field(..., pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


class TokenIn(Schema):
    invite: str = ""
    reset: str = ""
