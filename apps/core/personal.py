"""What a model holds about people, declared on the model itself (a `PERSONAL` class
attribute), so that the record of processing (the /privacy page), a child's export, a
child's erasure and the retention job are all generated from one list and a new
personal field cannot be missed by any of them (apps/privacy, and its test that fills
every declared field and checks each after erasure).

    class Contact(models.Model):
        ...
        PERSONAL = Personal(
            whose="A child's contacts (parents and carers)",
            fields=("first_name", "last_name", "email"),
            why="To invite a parent to connect the child in the home app",
            kept="As long as the child's record",
            child="student",
        )

`child` is the ORM path from a row to the BURSTS child (bursts.Student) it is about, and
`home_child` the path to the home-learning child (a users.User of kind home): rows found
by either are erased with that child. `shared` rows may be about several children (a
parent of two): they go with the last of them. `secret` fields (password hashes) are
erased like the others but never exported. `school` is the path to the school (the
account): rows erased when the school's membership has ended and its retention period
has passed, besides its children's."""

from dataclasses import dataclass

from django.apps import apps


@dataclass(frozen=True)
class Personal:
    whose: str
    fields: tuple[str, ...]
    why: str
    kept: str
    child: str = ""
    home_child: str = ""
    shared: bool = False
    secret: tuple[str, ...] = ()
    school: str = ""
    noun: str = ""  # what a row is called in a child's list ("contacts"); `whose` when empty

    @property
    def label(self) -> str:
        return self.noun or self.whose

    @property
    def exported(self) -> tuple[str, ...]:
        return tuple(f for f in self.fields if f not in self.secret)


def personal_models() -> list[type]:
    """Every installed model that declares what it holds about people, in app order."""
    return [model for model in apps.get_models() if isinstance(getattr(model, "PERSONAL", None), Personal)]


def declared_fields() -> list[tuple[type, str]]:
    """(model, field name) of every declared personal field."""
    return [(model, name) for model in personal_models() for name in model.PERSONAL.fields]
