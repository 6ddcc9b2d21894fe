"""The receiving school's pages (issue 32): the incoming cohort (every passport sent to
the receiver, by primary school), each passport, the printable batch and the JSON. Each
opening of a passport is recorded (services.opening_record): the list itself opens none."""

from django.shortcuts import render

from apps.access import rules
from apps.access.decorators import require
from apps.passport import selectors, services
from apps.passport.views import json_download


@require(rules.can_receive_passports)
def incoming_view(request):
    shares = list(selectors.incoming(request.user))
    schools = {}
    for share in shares:
        schools.setdefault(share.account.name, []).append(share)
    context = {"title": "Incoming cohort: PE passports", "schools": list(schools.items()), "count": len(shares)}
    return render(request, "passport/incoming.html", context)


@require(rules.can_receive_passports)
def incoming_one_view(request, share_id):
    share = selectors.incoming_one(request.user, share_id)
    services.opening_record(user=request.user, share=share, how="page")
    context = {"title": f"PE passport: {share.child_name}", "docs": [share.document], "back": "passport_incoming",
               "json": f"/passport/incoming/{share.pk}.json", "share": share}  # fmt: skip
    return render(request, "passport/document.html", context)


@require(rules.can_receive_passports)
def incoming_one_json_view(request, share_id):
    share = selectors.incoming_one(request.user, share_id)
    services.opening_record(user=request.user, share=share, how="json")
    return json_download(share.document, f"pe passport {share.child_name}")


def _all(request, how):
    shares = list(selectors.incoming(request.user))
    for share in shares:
        services.opening_record(user=request.user, share=share, how=how)
    return shares


@require(rules.can_receive_passports)
def incoming_print_view(request):
    shares = _all(request, "print")
    context = {"title": "Incoming cohort: PE passports", "docs": [s.document for s in shares],
               "back": "passport_incoming", "json": "/passport/incoming/all.json", "batch": True}  # fmt: skip
    return render(request, "passport/document.html", context)


@require(rules.can_receive_passports)
def incoming_json_view(request):
    shares = _all(request, "batch")
    return json_download({"$schema": selectors.SCHEMA_ID, "passports": [s.document for s in shares]},
                         "pe passports incoming")  # fmt: skip
