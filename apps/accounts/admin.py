"""Accounts and places in the Django admin, for reference only: looked at by those who
hold the view permission, never added, changed or deleted there. They change only
through the staff pages and their services, which check the named rules and write the
audit. (The accounts benchmark also compares /accounts with this changelist.)"""

from django.contrib import admin

from apps.access.admin_rights import ReadOnlyAdmin
from apps.accounts.models import Account, Authority, County, Region


@admin.register(Account)
class AccountAdmin(ReadOnlyAdmin, admin.ModelAdmin):
    list_display = ("name", "status", "frozen", "account_type", "county", "region", "manager")
    list_filter = ("status", "frozen", "account_type", "region")
    search_fields = ("name", "zoho_id", "urn", "postcode")
    list_select_related = ("county", "region", "manager")
    raw_id_fields = ("manager", "parent_school")
    list_per_page = 24
    actions = None


@admin.register(Region, County, Authority)
class PlaceAdmin(ReadOnlyAdmin, admin.ModelAdmin):
    actions = None
