"""The site's URLs: each area's own, in the order they are matched. Unknown paths go to
the dashboard (spec 1 §2); unknown API paths answer 404 in the API shape."""

from django.conf import settings
from django.contrib import admin
from django.contrib.auth.decorators import login_not_required
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from apps.api.errors import not_found_view as api_not_found
from apps.dashboard import views as dashboard
from apps.parents.views import bursts_tools_view
from apps.users.views import profile_view
from project.api import api

admin.site.site_header = "PE Platform content"

urlpatterns = [
    path("", dashboard.dashboard_view, name="dashboard"),
    path("", include("apps.signin.urls")),
    path("bursts-tools", bursts_tools_view, name="bursts_tools"),
    path("profile", profile_view, name="profile"),
    path("temp-warning", dashboard.temp_warning_ack, name="temp_warning"),
    path("api/", api.urls),
    path("admin/", admin.site.urls),
    path("", include("apps.content.urls")),
    path("", include("apps.bursts.urls")),
    path("learning", dashboard.learning_view, name="learning"),
    re_path(r"^learning/(?P<rest>.*)$", dashboard.learning_view, name="learning_page"),
    path("support", dashboard.support_view, name="support"),
    re_path(r"^support/(?P<rest>.*)$", dashboard.support_view, name="support_page"),
    path("", include("apps.myaccount.urls")),
    path("", include("apps.staff.urls")),
]

if settings.DEBUG:
    from django.conf.urls.static import static

    urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)

urlpatterns.append(re_path(r"^api/", login_not_required(api_not_found)))
urlpatterns.append(re_path(r"^.*$", login_not_required(RedirectView.as_view(url="/", permanent=False))))
