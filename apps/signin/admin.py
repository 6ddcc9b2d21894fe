"""allauth registers its email addresses and second-factor authenticators in the admin:
they are users' data, which changes only through our pages and services, so they are taken
out again."""

from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator
from django.contrib import admin

for model in (EmailAddress, Authenticator):
    if admin.site.is_registered(model):
        admin.site.unregister(model)
