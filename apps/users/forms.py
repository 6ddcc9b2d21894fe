from django import forms

from apps.signin.forms import NewPasswordForm


class ProfileForm(NewPasswordForm):
    first_name = forms.CharField(label="First name", max_length=100)
    last_name = forms.CharField(label="Last name", max_length=100)
    email = forms.EmailField(label="Email", max_length=254)
    show_jukebox = forms.BooleanField(label="Show the music player on lessons", required=False)
    password_required = False
    field_order = ["first_name", "last_name", "email", "password", "confirm", "show_jukebox"]

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
