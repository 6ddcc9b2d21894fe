"""Accounts as the API answers them (spec 1 §3 Account field names)."""

from apps.access.entitlements import account_access
from apps.core.catalogue import PRODUCTS


def _ref(obj, label="name"):
    return {"id": obj.pk, label: getattr(obj, label)} if obj is not None else None


def account_summary(account) -> dict:
    """List rows: needs region, county, authority, manager and parent_school joined."""
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
        "zohoId": account.zoho_id,
        "zohoPeId": account.zoho_pe_id,
        "zohoBurstsId": account.zoho_bursts_id,
        "zohoUrl": account.zoho_url,
        "frozen": account.frozen,
        "isPartner": account.is_partner_account,
        "uri": account.uri,
        "burstsUri": account.bursts_uri,
    }


def account_detail(account) -> dict:
    access = account_access(account)
    data = account_summary(account)
    data.update(
        {
            "access": access.access,
            "accessProducts": {p: access.has(p) for p in PRODUCTS},
            "hasBursts": access.has_bursts,
            "hasHome": access.has_home,
            "renewalBursts": access.renewal.get("bursts"),
            "childSchools": [{"id": c.pk, "name": c.name} for c in account.child_schools.only("pk", "name")],
            "totalTraining": 0,
            "totalHome": account.users.filter(kind="home").count(),
        }
    )
    for product in PRODUCTS:
        cap = product[0].upper() + product[1:]
        data[f"has{cap}"] = access.has(product)
        data[f"has{cap}Full"] = access.full.get(product, False)
        data[f"has{cap}Trial"] = access.trial.get(product, False)
        data[f"renewal{cap}"] = access.renewal.get(product)
        data[f"trialExp{cap}"] = access.trial_expiry.get(product)
    return data
