from django.urls import path

from apps.premium import views

urlpatterns = [
    path("premium", views.year_view, name="premium"),
    path("premium/<int:start_year>", views.year_view, name="premium_year"),
    path("premium/<int:start_year>/export", views.export_view, name="premium_export"),
    path("premium/<int:start_year>/print", views.print_view, name="premium_print"),
    # The school's public page (no sign-in): an unguessable key that stays the same (docs/premium.md).
    path("premium/public/<str:key>", views.public_view, name="premium_public"),
]
