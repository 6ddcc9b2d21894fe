from django import forms
from django.core.exceptions import ValidationError

from apps.core import messages as text
from apps.core.forms import SpecForm
from apps.users.services.passwords import password_hints


class NewPasswordForm(SpecForm):
    """A new password with the spec's three hints and a matching confirmation."""

    password = forms.CharField(label="Password", widget=forms.PasswordInput, strip=False)
    confirm = forms.CharField(label="Confirm password", widget=forms.PasswordInput, strip=False)
    password_required = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("password", "confirm"):
            self.fields[name].required = self.password_required
            self.fields[name].widget.attrs.update(autocomplete="new-password")
        self.fields["password"].widget.attrs["data-password-hints"] = "1"

    def clean_password(self):
        password = self.cleaned_data.get("password", "")
        if password:
            hints = password_hints(password)
            if hints:
                raise ValidationError(hints)
        return password

    def clean(self):
        cleaned = super().clean()
        # Compared as typed, also when the password itself was refused (a missing rule):
        # the form shows every error that applies, not only the first (issue 20).
        password = self.data.get(self.add_prefix("password"), "")
        confirm = self.data.get(self.add_prefix("confirm"), "")
        if self.fields["confirm"].strip:  # a trimming form compares what it keeps
            password, confirm = password.strip(), confirm.strip()
        if password and password != confirm and not self.has_error("confirm"):
            self.add_error("confirm", text.DOESNT_MATCH)
        return cleaned


class ProfileForm(NewPasswordForm):
    first_name = forms.CharField(label="First name", max_length=100)
    last_name = forms.CharField(label="Last name", max_length=100)
    email = forms.EmailField(label="Email", max_length=254)
    current_password = forms.CharField(
        label="Current password",
        required=False,
        strip=False,
        max_length=128,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
        help_text="Needed to change your email or password.",
    )
    show_jukebox = forms.BooleanField(label="Show the music player on lessons", required=False)
    password_required = False
    field_order = ["first_name", "last_name", "email", "current_password", "password", "confirm", "show_jukebox"]

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["password"].label = "New password"
        self.fields["password"].help_text = "Leave blank to keep your current password."
        if user.is_synced:
            # Synced users' names and emails come from the school's information system.
            for name in ("first_name", "last_name", "email"):
                self.fields[name].disabled = True
                self.fields[name].required = False
        if user.is_home:
            del self.fields["email"]
