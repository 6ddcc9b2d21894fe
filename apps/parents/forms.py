from apps.users.forms import NewPasswordForm


class HomeResetForm(NewPasswordForm):
    """The home app's reset (spec 1 §5): password and confirmation are trimmed, then
    compared, so "  Abcdef1! " and "Abcdef1!" match."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("password", "confirm"):
            self.fields[name].strip = True
