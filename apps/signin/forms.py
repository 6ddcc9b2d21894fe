from allauth.mfa.totp.forms import ActivateTOTPForm
from django import forms

from apps.core import messages as text
from apps.core.forms import SpecForm
from apps.users.forms import NewPasswordForm


class LoginForm(SpecForm):
    identifier = forms.CharField(label="Username or email", max_length=254)
    password = forms.CharField(label="Password", widget=forms.PasswordInput, strip=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identifier"].widget.attrs.update(autocomplete="username", autofocus=True)
        self.fields["password"].widget.attrs.update(autocomplete="current-password")


class ResetRequestForm(SpecForm):
    email = forms.EmailField(label="Email", max_length=254)


class RegisterForm(NewPasswordForm):
    first_name = forms.CharField(label="First name", max_length=100)
    last_name = forms.CharField(label="Last name", max_length=100)
    field_order = ["first_name", "last_name", "password", "confirm"]


class CodeForm(SpecForm):
    """The second step of signing in: the authenticator app's code, or a recovery code."""

    code = forms.CharField(label="Authentication code", max_length=40)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["code"].help_text = "The 6-digit code your authenticator app shows, or one of your recovery codes."
        self.fields["code"].widget.attrs.update(autocomplete="one-time-code", inputmode="numeric", autofocus=True)


class CurrentPasswordForm(SpecForm):
    """Changing the second factor asks for the password again (allauth's re-authentication)."""

    password = forms.CharField(label="Your password", widget=forms.PasswordInput, strip=False, max_length=128)

    def __init__(self, *args, user, **kwargs):
        self.user = user
        super().__init__(*args, **kwargs)
        self.fields["password"].widget.attrs.update(autocomplete="current-password")

    def clean_password(self):
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError("That is not your current password.")
        return password


class MfaSetupForm(ActivateTOTPForm):
    """allauth's own activation form (the secret kept in the session until it is confirmed
    by a code), with the password asked again first."""

    password = forms.CharField(label="Your password", widget=forms.PasswordInput, strip=False, max_length=128)
    field_order = ["password", "code"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.order_fields(self.field_order)
        self.fields["code"].label = "Code from your authenticator app"
        self.fields["code"].max_length = 10
        for field in self.fields.values():
            field.error_messages["required"] = text.REQUIRED
            field.widget.attrs.setdefault("class", "input")
        self.fields["code"].widget.attrs.update(inputmode="numeric", autocomplete="one-time-code")
        self.fields["password"].widget.attrs.update(autocomplete="current-password")

    def clean_password(self):
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError("That is not your current password.")
        return password

    def clean_code(self):
        if "password" in self.errors:  # no code checked (nor counted) without the password
            return self.cleaned_data.get("code", "")
        return super().clean_code()
