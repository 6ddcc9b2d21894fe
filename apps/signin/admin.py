"""allauth registers its email addresses in the admin: they are users' data, which
changes only through our pages and services, so it is taken out again."""

from allauth.account.models import EmailAddress
from django.contrib import admin

if admin.site.is_registered(EmailAddress):
    admin.site.unregister(EmailAddress)
