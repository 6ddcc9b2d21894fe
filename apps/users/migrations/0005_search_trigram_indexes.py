from django.db import migrations

from apps.core.search import trigram_index


class Migration(migrations.Migration):
    """User search (staff /user-search) matches every word on these four fields."""

    dependencies = [("users", "0004_home_children")]

    operations = [trigram_index("users_user", "user_search_trgm", ["first_name", "last_name", "email", "username"])]
