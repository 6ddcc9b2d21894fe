"""The send form (issue 32): the secondary school, its PE contact, and which children."""

import re

from django import forms
from django.core.exceptions import ValidationError

from apps.core import messages as text
from apps.users.services.emails import invite_rule_errors

URN = re.compile(r"^\d{6}$")


class SendForm(forms.Form):
    """Django's CharField already refuses NUL bytes and over-long text; the URN is the
    DfE's six digits; the contact's address follows the invite rules (a school address)."""

    name = forms.CharField(label="Secondary school's name", max_length=200)
    urn = forms.CharField(label="Its URN (6 digits)", max_length=6, min_length=6)
    contact_name = forms.CharField(label="PE contact's name", max_length=100)
    contact_email = forms.EmailField(label="PE contact's email", max_length=254)
    children = forms.TypedMultipleChoiceField(coerce=int, required=True, label="Children",
                                              error_messages={"required": "Choose at least one child."})  # fmt: skip

    def __init__(self, *args, cohort=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["children"].choices = [(c.pk, c.name) for c in cohort]

    def clean_urn(self):
        urn = self.cleaned_data["urn"].strip()
        if not URN.match(urn):
            raise ValidationError("A URN is 6 digits.")
        return urn

    def clean_contact_email(self):
        email = self.cleaned_data["contact_email"].strip().lower()
        errors = invite_rule_errors(email)
        if errors:
            raise ValidationError(errors)
        return email

    def clean_name(self):
        value = self.cleaned_data["name"].strip()
        if not value:
            raise ValidationError(text.REQUIRED)
        return value
