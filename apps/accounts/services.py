"""Writes on accounts. Each change and its audit row go in one transaction."""

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.accounts.models import Account, AccountEvent, AuditKind, NeverDeleted
from apps.core import messages as text
from apps.core.actors import system_actor
from apps.users.models import User


def account_event_record(
    *, account: Account | None, acting_user, action: AuditKind, detail: dict | None = None
) -> AccountEvent:
    """The audit row of a change; call it inside the change's transaction."""
    # With nobody acting, the job that runs names itself (apps/core/actors.py).
    actor_name = (acting_user.name or acting_user.email or "") if acting_user else system_actor()
    return AccountEvent.objects.create(
        account=account, actor=acting_user, actor_name=actor_name, action=action, detail=detail or {}
    )


@transaction.atomic
def account_freeze(*, account: Account, acting_user, frozen: bool | None = None) -> Account:
    """Freezes or unfreezes (toggles when `frozen` is None). A frozen account's users
    are refused at sign-in with the frozen message (apps.signin)."""
    account = Account.objects.select_for_update().get(pk=account.pk)
    account.frozen = (not account.frozen) if frozen is None else frozen
    account.save(update_fields=["frozen"])
    account_event_record(
        account=account,
        acting_user=acting_user,
        action=AuditKind.ACCOUNT_FROZEN if account.frozen else AuditKind.ACCOUNT_UNFROZEN,
    )
    return account


# What PUT accounts/{id} may change: the account's own record. Not the freeze (its own
# call), the MIS link and its statuses (the sync keeps them) nor the access (licences).
EDITABLE = ("name", "status", "account_type", "address_line1", "address_line2", "city", "postcode", "county",
            "region", "authority", "manager", "parent_school", "is_partner", "urn", "zoho_id", "zoho_pe_id",
            "zoho_bursts_id", "uri", "bursts_uri")  # fmt: skip
LABELS = {"account_type": "type", "address_line1": "address", "address_line2": "address", "parent_school": "trust",
          "is_partner": "partner flag", "zoho_id": "CRM id", "zoho_pe_id": "CRM id", "zoho_bursts_id": "CRM id",
          "bursts_uri": "BURSTS address", "uri": "address on the site"}  # fmt: skip
NOT_STAFF = "Choose a member of staff."
NOT_A_TRUST = "Choose another account: a school cannot be its own trust, nor its trust's."


def _value(account, name):
    field = Account._meta.get_field(name)
    return getattr(account, field.attname)


@transaction.atomic
def account_update(*, account: Account, acting_user, changes: dict) -> Account:
    """Changes the account's own fields (`changes`: model field names, a related one by
    its row or None), checked by the model's own rules plus: a manager is internal staff;
    a trust is another account, not one of this account's own schools. One audit row
    names what changed, with the values before and after."""
    account = Account.objects.select_for_update().get(pk=account.pk)
    unknown = set(changes) - set(EDITABLE)
    if unknown:
        raise ValueError(f"not editable: {sorted(unknown)}")
    before = {name: _value(account, name) for name in changes}
    for name, value in changes.items():
        setattr(account, name, value.strip() if isinstance(value, str) else value)
    errors = {}
    if "name" in changes and not account.name:
        errors["name"] = [text.REQUIRED]
    manager = changes.get("manager")
    if manager is not None and manager.kind != User.Kind.CREATE:
        errors["manager"] = [NOT_STAFF]
    parent = changes.get("parent_school")
    if parent is not None and (parent.pk == account.pk or parent.parent_school_id == account.pk):
        errors["parent_school"] = [NOT_A_TRUST]
    try:
        account.full_clean(exclude=[f.name for f in Account._meta.fields if f.name not in changes])
    except ValidationError as error:
        for name, messages in error.message_dict.items():
            errors.setdefault(name, []).extend(messages)
    if errors:
        raise ValidationError(errors)
    changed = {name: [before[name], _value(account, name)] for name in changes if before[name] != _value(account, name)}
    if changed:
        account.save(update_fields=list(changed))
        fields = ", ".join(sorted({LABELS.get(name, name.replace("_", " ")) for name in changed}))
        shown = {name: [None if v is None else str(v) for v in pair] for name, pair in changed.items()}
        account_event_record(account=account, acting_user=acting_user, action=AuditKind.ACCOUNT_UPDATED,
                             detail={"fields": fields, "changes": shown})  # fmt: skip
    return account


def account_delete(*, account: Account, acting_user) -> None:
    """DELETE accounts/{id}: school accounts are never deleted (their users, licences,
    BURSTS children and audit would go with them); they are frozen or left to lapse.
    Refused for everyone, with that reason (403)."""
    raise NeverDeleted
