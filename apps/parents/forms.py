from django import forms

from apps.users.forms import NewPasswordForm


class HomeResetForm(NewPasswordForm):
    """The home app's reset (spec 1 §5): password and confirmation are trimmed, then
    compared, so "  Abcdef1! " and "Abcdef1!" match."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("password", "confirm"):
            self.fields[name].strip = True


class ParentViewForm(forms.Form):
    """The school's switch for the parents' page (issue 31)."""

    enabled = forms.BooleanField(label="Parents can see their own children's PE", required=False)
    show_behaviour = forms.BooleanField(
        label="Show BURSTS behaviour points (brave, helpful, imaginative, wise) to parents", required=False
    )
