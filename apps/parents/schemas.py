"""The parents API's input and output shapes."""

from ninja import Field, Schema


class ParentTokenIn(Schema):
    token: str = Field(..., max_length=100)


class ChangeIn(Schema):
    token: str = Field(..., max_length=100)
    password: str = Field(..., max_length=128)


class ParentLoginIn(Schema):
    email: str = Field(max_length=254)
    password: str = Field(max_length=128)


class ParentTokenOut(Schema):
    token: str


class ParentResultOut(Schema):
    """The parents' link pages' calls: whether it worked, and what to tell the parent."""

    success: bool
    message: str
