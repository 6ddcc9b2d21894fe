"""The fake partner mounted in the site at /fake-wonde when debugging (settings.WONDE_FAKE),
so `make run` needs no second process: WONDE_BASE_URL points here."""

import io

from django.contrib.auth.decorators import login_not_required
from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt

from apps.sync.fake.app import FakeWonde
from apps.sync.fake.seed import demo_store

PREFIX = "/fake-wonde"
_app: FakeWonde | None = None


def fake_app() -> FakeWonde:
    global _app
    if _app is None:
        _app = FakeWonde(demo_store())
    return _app


@csrf_exempt
@login_not_required
def fake_wonde_view(request, path):
    environ = {**request.environ, "SCRIPT_NAME": PREFIX, "PATH_INFO": "/" + path}
    environ.update({"wsgi.input": io.BytesIO(request.body), "CONTENT_LENGTH": str(len(request.body))})
    started = {}

    def start_response(status, headers):
        started.update(status=int(status.split()[0]), headers=headers)

    body = b"".join(fake_app()(environ, start_response))
    response = HttpResponse(body, status=started["status"], content_type="application/json")
    for name, value in started["headers"]:
        if name.lower() not in ("content-type", "content-length"):
            response[name] = value
    return response
