"""django-import-export resources for home-learning children: the import (its dry run is
the preview: every row with its errors, nothing written) and the exports (username and
password per child, with anything a spreadsheet would run as a formula escaped)."""

import unicodedata

from django.core.exceptions import ValidationError
from import_export import fields, resources
from import_export.formats.base_formats import XLSX

from apps.core import messages as text
from apps.myaccount.services.import_file import MAX_ROWS
from apps.users.models import User
from apps.users.services import home_credentials

NAME_MAX = 100
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def escape_formula(value):
    """A leading ' makes a spreadsheet show the cell as text instead of running it."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _name_error(value: str, *, required: bool) -> str | None:
    if not value:
        return text.REQUIRED if required else None
    if len(value) > NAME_MAX:
        return text.MAX_LENGTH.format(n=NAME_MAX)
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value):
        return text.CHILD_NAME_INVALID
    return None


def row_errors(first: str, last: str, group: str) -> dict[str, str]:
    """Spec 1 §5 Add children rows: first and last name each required when the other is
    filled (a wholly blank row is skipped before this); the class is optional."""
    errors = {}
    for field, value, required in (("first_name", first, True), ("last_name", last, True),
                                   ("home_group", group, False)):  # fmt: skip
        error = _name_error(value, required=required)
        if error:
            errors[field] = error
    return errors


def _key(first, last, group):
    return (first.casefold(), last.casefold(), group.casefold())


class HomeChildResource(resources.ModelResource):
    """Imports rows of first_name, last_name, home_group as new home children of `account`.
    Every row is a new child (no id column); a dry run validates and writes nothing."""

    first_name = fields.Field(attribute="first_name", column_name="first_name")
    last_name = fields.Field(attribute="last_name", column_name="last_name")
    home_group = fields.Field(attribute="home_group", column_name="home_group")

    class Meta:
        model = User
        fields = ("first_name", "last_name", "home_group")
        import_id_fields = ()
        force_init_instance = True
        skip_diff = True
        use_bulk = True
        batch_size = MAX_ROWS + 1  # every dataset in one batch (dataset_of keeps at most MAX_ROWS + 1 rows)

    def __init__(self, *, account, existing_keys=frozenset(), **kwargs):
        super().__init__(**kwargs)
        self.account = account
        self.existing_keys = set(existing_keys)
        self.seen: set[tuple] = set()
        self.created: list[tuple[User, str]] = []
        self.usernames: list[str] = []
        self.dry_run = False

    def import_data(self, dataset, dry_run=False, **kwargs):
        # before_import is not told whether this is a dry run: remember it here.
        self.dry_run = dry_run
        return super().import_data(dataset, dry_run=dry_run, **kwargs)

    def before_import(self, dataset, **kwargs):
        if not self.dry_run:
            names = [(row[0] or "", row[1] or "") for row in dataset]
            self.usernames = home_credentials.usernames_for(names, taken=_taken_usernames)

    def bulk_create(self, using_transactions, dry_run, raise_errors, batch_size=None, result=None):
        """The preview writes nothing at all: django-import-export's dry run would insert
        the rows (without usernames or passwords) in a transaction it then rolls back."""
        if dry_run:
            self.create_instances.clear()
            return
        super().bulk_create(using_transactions, dry_run, raise_errors, batch_size=batch_size, result=result)

    def import_field(self, field, instance, row, is_m2m=False, **kwargs):
        value = row.get(field.column_name)
        row[field.column_name] = "" if value is None else str(value).strip()
        super().import_field(field, instance, row, is_m2m, **kwargs)

    def validate_instance(self, instance, import_validation_errors=None, validate_unique=True):
        errors = dict(import_validation_errors or {})
        errors.update(row_errors(instance.first_name, instance.last_name, instance.home_group))
        key = _key(instance.first_name, instance.last_name, instance.home_group)
        if not errors and (key in self.seen or key in self.existing_keys):
            errors["first_name"] = text.CHILD_DUPLICATE
        self.seen.add(key)
        if errors:
            raise ValidationError(errors)

    def before_save_instance(self, instance, row, **kwargs):
        if kwargs.get("dry_run"):
            return  # the preview: no usernames or passwords until the rows are committed
        password = home_credentials.new_password()
        instance.kind = User.Kind.HOME
        instance.account = self.account
        instance.email = None
        instance.username = self.usernames[len(self.created)]
        instance.password = home_credentials.password_hash(password)
        instance.home_password = home_credentials.encrypt(password)
        self.created.append((instance, password))


def _taken_usernames(candidates):
    # Usernames are unique across the platform: the one read that is not an account's.
    return User.objects.filter(username__in=candidates).values_list("username", flat=True)


class HomeChildExportResource(resources.ModelResource):
    """One row per child: name, class, username and the displayed password."""

    first_name = fields.Field(attribute="first_name", column_name="First name")
    last_name = fields.Field(attribute="last_name", column_name="Last name")
    home_group = fields.Field(attribute="home_group", column_name="Class")
    username = fields.Field(attribute="username", column_name="Username")
    password = fields.Field(column_name="Password")

    class Meta:
        model = User
        fields = ("first_name", "last_name", "home_group", "username", "password")
        export_order = ("first_name", "last_name", "home_group", "username", "password")

    def __init__(self, *, passwords=None, **kwargs):
        super().__init__(**kwargs)
        self.passwords = passwords or {}

    def dehydrate_password(self, child):
        return self.passwords.get(child.pk, "")

    def export_field(self, field, instance, **kwargs):
        return escape_formula(super().export_field(field, instance, **kwargs))


EXPORT_CONTENT_TYPE = XLSX.CONTENT_TYPE


def children_xlsx(children, passwords: dict[int, str] | None = None) -> bytes:
    """The children (a list), with a Password column only when `passwords` is given: the
    passwords home_passwords_shown read and recorded for this export (issue 23)."""
    fields = ["first_name", "last_name", "home_group", "username"] + (["password"] if passwords is not None else [])
    dataset = HomeChildExportResource(passwords=passwords).export(queryset=children, export_fields=fields)
    dataset.title = "Children"
    return XLSX().export_data(dataset)
