"""The PE passport's pages (issue 32): views/sending.py for the primary school's admins,
views/incoming.py for the receiving secondary school, views/guard.py keeps a receiver to
their own pages."""

import json

from django.http import HttpResponse
from django.utils.text import slugify


def json_download(data, name: str) -> HttpResponse:
    response = HttpResponse(json.dumps(data, indent=2, default=str), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{slugify(name)}.json"'
    return response
