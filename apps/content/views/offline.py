"""The installable app and offline units (issue 33): the web manifest, the service worker
at the site's root (so it controls every page), the offline page it shows for a page not
downloaded, and a unit's download list."""

import json

from django.contrib.auth.decorators import login_not_required
from django.contrib.staticfiles import finders
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from apps.access.entitlements import user_access
from apps.content import selectors
from apps.content.selectors.offline import unit_download
from apps.content.views.common import gate, production, visible_lessons

NAME = "PE Platform"  # project.chrome.BRAND (the site layer, above this one)
THEME_COLOUR = "#1d4f91"  # --brand of static/css/app.css (:root), the pe theme
ICONS = [
    {"src": "img/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
    {"src": "img/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
    {"src": "img/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
]


@login_not_required
@require_GET
def manifest_view(request):
    manifest = {
        "name": NAME,
        "short_name": "PE",
        "description": "PE lessons, units and assessment for primary schools.",
        "id": "/",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME_COLOUR,
        "icons": [{**icon, "src": static(icon["src"])} for icon in ICONS],
    }
    return HttpResponse(json.dumps(manifest, indent=2), content_type="application/manifest+json")


def shell_urls():
    """What the service worker keeps to show the offline page (no user data)."""
    return ["/offline", static("css/app.css"), static("img/favicon.svg"), *(static(i["src"]) for i in ICONS)]


@login_not_required
@require_GET
@never_cache
def service_worker_view(request):
    """The built worker (static/dist/sw.js) with the shell's deployed addresses in front."""
    located = finders.find("dist/sw.js")
    if not located:
        raise Http404("The service worker is not built: npx vite build")
    with open(located, encoding="utf-8") as built:
        script = f"self.__PE_SHELL__={json.dumps(shell_urls())};\n{built.read()}"
    response = HttpResponse(script, content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    return response


@login_not_required
@require_GET
def offline_view(request):
    """Shown by the service worker in place of a page that was not downloaded, with the
    network off. Fetched without cookies, so it holds nothing of the signed-in user."""
    return render(request, "content/offline.html", {"title": "Offline", "offline_page": True})


@require_GET
@never_cache
def unit_offline_view(request, product, unit, year=None):
    """The unit's download list (JSON): pages, media, their size and the version."""
    year = int(year) if year is not None else None
    if user_access(request.user).is_home or gate(request, product, year):
        return JsonResponse({"message": "This unit is not in your subscription."}, status=403)
    found, _splits = selectors.unit_page(product, unit, year=year, production=production(request))
    if found is None:
        return JsonResponse({"message": "Page not found"}, status=404)
    lessons = visible_lessons(request, found.lessons.all())
    listed = unit_download(product, unit, year=year, lessons=lessons, production=production(request))
    pages = [found.path, f"{found.path}/plan"]
    if product != "play" and hasattr(found, "organiser"):
        pages.append(f"{found.path}/organiser")
    return JsonResponse(
        {
            "unit": found.path,
            "title": found.display_title,
            "version": listed["version"],
            "pages": pages + listed["pages"],
            "media": listed["media"],
            "mediaBytes": listed["bytes"],
        }
    )
