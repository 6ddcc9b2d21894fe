"""The site's URLs: each area's own, in the order they are matched. Unknown paths go to
the dashboard (spec 1 §2); unknown API paths answer 404 in the API shape."""

from django.conf import settings
from django.contrib import admin
from django.contrib.auth.decorators import login_not_required
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from apps.api.services.errors import not_found_view as api_not_found
from apps.dashboard import views as dashboard
from apps.parents.views import bursts_tools_view
from apps.signin.views import admin_login_view
from apps.users.views import profile_view
from project.api import api

admin.site.site_header = "PE Platform content"

urlpatterns = [
    path("", dashboard.dashboard_view, name="dashboard"),
    path("", include("apps.signin.urls")),
    path("bursts-tools", bursts_tools_view, name="bursts_tools"),
    path("", include("apps.parents.urls")),  # the parents' pages (issue 31)
    path("profile", profile_view, name="profile"),
    path("temp-warning", dashboard.temp_warning_ack, name="temp_warning"),
    path("api/", api.urls),
    path("admin/login/", admin_login_view),  # everyone signs in at /login
    path("admin/", admin.site.urls),
    path("", include("apps.content.urls")),
    path("", include("apps.bursts.urls")),
    path("", include("apps.learning.urls")),
    path("", include("apps.bridges.urls")),
    path("hijack/", include("hijack.urls")),
    path("", include("apps.support.urls")),
    path("", include("apps.myaccount.urls")),
    path("", include("apps.sync.urls")),
    path("", include("apps.staff.urls")),
    path("", include("apps.ops.urls")),
    path("", include("apps.privacy.urls")),
    path("", include("apps.assessment.urls")),
    path("", include("apps.passport.urls")),  # the PE passport (issue 32)
    path("", include("apps.premium.urls")),  # the PE and sport premium return (issue 32)
]

if settings.WONDE_FAKE:  # the fake MIS partner for `make run` (apps/sync/fake)
    from apps.sync.fake.mount import fake_wonde_view

    urlpatterns.append(re_path(r"^fake-wonde/(?P<path>.*)$", fake_wonde_view))

if settings.DEBUG:
    from django.conf.urls.static import static

    urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)

urlpatterns.append(re_path(r"^api/", login_not_required(api_not_found)))
urlpatterns.append(re_path(r"^.*$", login_not_required(RedirectView.as_view(url="/", permanent=False))))
