from django.urls import path, re_path

from apps.support import views

urlpatterns = [
    path("support", views.support_view, name="support"),
    # One `rest` argument ("faqs", "bursts/faqs"): the links across the site reverse it so.
    re_path(r"^support/(?P<rest>[\w-]+(?:/[\w-]+)?)/?$", views.support_page_view, name="support_page"),
]
