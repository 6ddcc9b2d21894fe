from django import forms

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
