from django.urls import path, re_path

from apps.learning import views

urlpatterns = [
    path("learning", views.learning_view, name="learning"),
    # Named learning_page with one `rest` argument, as the site links to it.
    re_path(r"^learning/(?P<rest>micro)/?$", views.micro_view, name="learning_page"),
]
