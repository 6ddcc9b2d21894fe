"""The parents API's input shapes."""

from ninja import Schema


class TokenIn(Schema):
    token: str


class ChangeIn(Schema):
    token: str
    password: str
