from django import forms

from apps.core import messages as text
from apps.core.forms import SpecForm
from apps.users.services.emails import invite_count_check, parse_email_list

ADMIN_CHOICES = [(1, "Admin — can manage accounts"), (0, "User — can view accounts")]


class InviteForm(SpecForm):
    emails = forms.CharField(
        label="Email addresses",
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="Separate addresses with spaces, commas or new lines.",
    )
    admin = forms.TypedChoiceField(label="Admin level", coerce=int, choices=ADMIN_CHOICES, initial=0,
                                   widget=forms.RadioSelect)  # fmt: skip

    def clean_emails(self):
        emails = parse_email_list(self.cleaned_data["emails"])
        if not emails:
            raise forms.ValidationError(text.INVALID_EMAIL)
        invite_count_check(len(emails))
        return emails


class StaffUserForm(SpecForm):
    first_name = forms.CharField(label="First name", max_length=100)
    last_name = forms.CharField(label="Last name", max_length=100)
    email = forms.EmailField(label="Email", max_length=254)
    admin = forms.TypedChoiceField(label="Admin level", coerce=int, choices=ADMIN_CHOICES, widget=forms.RadioSelect)

    def __init__(self, *args, own=False, **kwargs):
        super().__init__(*args, **kwargs)
        if own:
            # Users cannot edit their own admin status (spec 1 §5).
            self.fields["admin"].disabled = True
            self.fields["admin"].help_text = "You cannot change your own admin level."
