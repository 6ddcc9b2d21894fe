"""Accounts as the API answers and takes them (spec 1 §3 Account field names)."""

from datetime import date, datetime
from typing import Literal

from ninja import Field, Schema
from pydantic import create_model

from apps.access.entitlements import account_access
from apps.accounts.models import Account
from apps.core.catalogue import PRODUCTS

# The spec's spelling of account types (spec 1 §9), everywhere in the API.
AccountTypeName = Literal[tuple(Account.Type.labels)]
AccountStatus = Literal[tuple(Account.Status.values)]
WondeStatus = Literal[("", *Account.WondeStatus.values)]


def _cap(product):
    return product[0].upper() + product[1:]


class AddressOut(Schema):
    line1: str
    line2: str
    city: str
    county: str
    postcode: str


class NamedRef(Schema):
    id: int
    name: str


class CountyRef(Schema):
    id: int
    title: str


class AccountSummaryOut(Schema):
    """An account as the list shows it."""

    id: int
    name: str
    status: int
    statusLabel: str
    accountType: AccountTypeName
    address: AddressOut
    county: CountyRef | None
    region: NamedRef | None
    authority: NamedRef | None
    manager: NamedRef | None
    parentSchool: NamedRef | None
    urn: str
    wondeId: str
    hasWonde: bool
    wondePe: WondeStatus
    wondeBursts: WondeStatus
    wondeMessage: str
    zohoId: str
    zohoPeId: str
    zohoBurstsId: str
    zohoUrl: str
    frozen: bool
    isPartner: bool
    uri: str
    burstsUri: str


class _AccountDetail(AccountSummaryOut):
    access: dict[str, list[int]]
    accessProducts: dict[str, bool]
    hasBursts: bool
    hasHome: bool
    renewalBursts: date | None
    childSchools: list[NamedRef]
    totalTraining: int
    totalHome: int
    totalAccountLogins: int
    lastAccountLogin: datetime | None
    totalHomeLogins: int
    lastHomeLogin: datetime | None
    totalMinutes: int
    previousMinutes: int
    totalActive: int
    previousActive: int


# has{Product}, has{Product}Full, has{Product}Trial, renewal{Product}, trialExp{Product}:
# one named property each, for every product of the catalogue.
_PER_PRODUCT = {}
for _product in PRODUCTS:
    _name = _cap(_product)
    _PER_PRODUCT |= {f"has{_name}": (bool, ...), f"has{_name}Full": (bool, ...), f"has{_name}Trial": (bool, ...),
                     f"renewal{_name}": (date | None, ...), f"trialExp{_name}": (date | None, ...)}  # fmt: skip
AccountOut = create_model("AccountOut", __base__=_AccountDetail, **_PER_PRODUCT)
AccountOut.__doc__ = "One account (GET accounts/{id}): its fields, access by product and figures."


class RegionOption(Schema):
    id: int
    name: str
    managers: list[NamedRef]


class AccountFiltersOut(Schema):
    """GET accounts/filters: regions with their managers, counties, authorities."""

    regions: list[RegionOption]
    counties: list[CountyRef]
    authorities: list[NamedRef]


class AccountIdRef(Schema):
    id: int


class AccountByCrmOut(Schema):
    """GET accounts/zoho/{zid}: the account that CRM id names."""

    data: AccountIdRef


class FoundUser(Schema):
    id: int
    name: str
    email: str
    username: str
    kind: str


class FoundAccount(Schema):
    id: int
    name: str
    users: list[FoundUser]


class ParentChild(Schema):
    """A child a found parent is a contact of, with the staff child page's address."""

    id: int
    name: str
    groupId: int | None
    accountId: int
    url: str


class FoundParent(Schema):
    id: int
    name: str
    email: str
    students: list[ParentChild]


class UserSearchOut(Schema):
    """GET users/search: accounts with their matching users; parents for super staff."""

    accounts: list[FoundAccount]
    parents: list[FoundParent]


class AddressIn(Schema):
    line1: str | None = Field(None, max_length=200)
    line2: str | None = Field(None, max_length=200)
    city: str | None = Field(None, max_length=100)
    postcode: str | None = Field(None, max_length=12)


class AccountIn(Schema):
    """PUT accounts/{id}: the fields given change, the others keep their value. A place,
    the manager or the trust by id (null clears it)."""

    name: str | None = Field(None, min_length=1, max_length=200)
    status: AccountStatus | None = None
    accountType: AccountTypeName | None = None
    address: AddressIn | None = None
    countyId: int | None = None
    regionId: int | None = None
    authorityId: int | None = None
    managerId: int | None = None
    parentSchoolId: int | None = None
    isPartner: bool | None = None
    urn: str | None = Field(None, max_length=20)
    zohoId: str | None = Field(None, max_length=50)
    zohoPeId: str | None = Field(None, max_length=50)
    zohoBurstsId: str | None = Field(None, max_length=50)
    uri: str | None = Field(None, max_length=200)
    burstsUri: str | None = Field(None, max_length=200)


def account_type_value(label: str) -> str:
    """The stored value of a type named as the spec spells it (any case)."""
    return {name.lower(): value for value, name in Account.Type.choices}.get(label.lower(), label)


def _ref(obj, label="name"):
    return {"id": obj.pk, label: getattr(obj, label)} if obj is not None else None


def account_summary(account, *, crm=True) -> dict:
    """List rows: needs region, county, authority, manager and parent_school joined.
    `crm`: whether the caller sees the provider's CRM ids (staff)."""
    return {
        "id": account.pk,
        "name": account.name,
        "status": account.status,
        "statusLabel": account.status_label,
        "accountType": account.get_account_type_display(),
        "address": {
            "line1": account.address_line1,
            "line2": account.address_line2,
            "city": account.city,
            "county": account.county.title if account.county_id else "",
            "postcode": account.postcode,
        },
        "county": _ref(account.county, "title"),
        "region": _ref(account.region),
        "authority": _ref(account.authority),
        "manager": {"id": account.manager.pk, "name": account.manager.name or account.manager.email}
        if account.manager_id
        else None,
        "parentSchool": _ref(account.parent_school),
        "urn": account.urn,
        "wondeId": account.wonde_id,
        "hasWonde": account.has_wonde,
        "wondePe": account.wonde_pe_status,
        "wondeBursts": account.wonde_bursts_status,
        "wondeMessage": account.wonde_message,
        "zohoId": account.zoho_id if crm else "",
        "zohoPeId": account.zoho_pe_id if crm else "",
        "zohoBurstsId": account.zoho_bursts_id if crm else "",
        "zohoUrl": account.zoho_url if crm else "",
        "frozen": account.frozen,
        "isPartner": account.is_partner_account,
        "uri": account.uri,
        "burstsUri": account.bursts_uri,
    }


def account_detail(account, figures: dict, *, crm=True) -> dict:
    """`figures`: accounts.selectors.account_figures of the account."""
    access = account_access(account)
    data = account_summary(account, crm=crm)
    data.update(
        {
            "access": access.access,
            "accessProducts": {p: access.has(p) for p in PRODUCTS},
            "hasBursts": access.has_bursts,
            "hasHome": access.has_home,
            "renewalBursts": access.renewal.get("bursts"),
            "childSchools": [{"id": c.pk, "name": c.name} for c in account.child_schools.only("pk", "name")],
            "totalTraining": figures["total_training"],
            "totalHome": figures["total_home"],
            "totalAccountLogins": figures["account_logins"],
            "lastAccountLogin": figures["last_account_login"],
            "totalHomeLogins": figures["home_logins"],
            "lastHomeLogin": figures["last_home_login"],
            # Whole minutes, as the BURSTS statistics show them (spec 2 §2).
            "totalMinutes": figures["seconds_now"] // 60,
            "previousMinutes": figures["seconds_before"] // 60,
            "totalActive": figures["active_now"],
            "previousActive": figures["active_before"],
        }
    )
    for product in PRODUCTS:
        cap = _cap(product)
        data[f"has{cap}"] = access.has(product)
        data[f"has{cap}Full"] = access.full.get(product, False)
        data[f"has{cap}Trial"] = access.trial.get(product, False)
        data[f"renewal{cap}"] = access.renewal.get(product)
        data[f"trialExp{cap}"] = access.trial_expiry.get(product)
    return data
