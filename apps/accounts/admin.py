"""The Django admin lists accounts too (content staff use it; the staff pages are
/accounts). Also the reference the accounts benchmark compares against."""

from django.contrib import admin

from apps.accounts.models import Account, Authority, County, Region


@admin.register(Account)
class AccountAdmin(admin.ModelAdmin):
    list_display = ("name", "status", "frozen", "account_type", "county", "region", "manager")
    list_filter = ("status", "frozen", "account_type", "region")
    search_fields = ("name", "zoho_id", "urn", "postcode")
    list_select_related = ("county", "region", "manager")
    raw_id_fields = ("manager", "parent_school")
    list_per_page = 24


admin.site.register(Region)
admin.site.register(County)
admin.site.register(Authority)
