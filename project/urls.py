from django.conf import settings
from django.contrib import admin
from django.contrib.auth.decorators import login_not_required
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from apps.api.errors import not_found_view as api_not_found
from apps.api.main import api
from apps.dashboard import views as dashboard
from apps.parents.views import bursts_tools_view
from apps.users.views import profile_view

admin.site.site_header = "PE Platform content"

urlpatterns = [
    path("", dashboard.dashboard_view, name="dashboard"),
    path("", include("apps.signin.urls")),
    path("bursts-tools", bursts_tools_view, name="bursts_tools"),
    path("profile", profile_view, name="profile"),
    path("temp-warning", dashboard.temp_warning_ack, name="temp_warning"),
    path("api/", api.urls),
    path("admin/", admin.site.urls),
    # Areas that later issues fill in; their access rules already apply.
    path("", include("apps.content.urls")),
    re_path(r"^bursts(?:/(?P<rest>.*))?$", dashboard.bursts_view),
    re_path(r"^learning(?:/(?P<rest>.*))?$", dashboard.learning_view),
    re_path(r"^support(?:/(?P<rest>.*))?$", dashboard.support_view),
    path("account", RedirectView.as_view(url="/account/users")),
    re_path(r"^account/(?P<section>users|home|training|purchase)$", dashboard.my_account_view),
    path("", include("apps.accounts.urls")),
    path("", include("apps.users.staff.urls")),
]

if settings.DEBUG:
    from django.conf.urls.static import static

    urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)

# Unknown paths go to the dashboard (spec 1 §2); unknown API paths answer 404 in the API shape.
urlpatterns.append(re_path(r"^api/", login_not_required(api_not_found)))
urlpatterns.append(re_path(r"^.*$", login_not_required(RedirectView.as_view(url="/", permanent=False))))
