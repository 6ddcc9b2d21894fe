from django import forms

from apps.bursts.models import YEAR_NAMES
from apps.core.forms import SpecForm

SAME_AS_CLASS = "Same as the class"


class StudentForm(SpecForm):
    """Spec 2 §5: names required, contact email optional but valid, class optional,
    text trimmed; the unique code only when editing. Ours: the child's year, which
    defaults to the class's (left empty, the class's year is used)."""

    first_name = forms.CharField(label="First Name", max_length=100)
    last_name = forms.CharField(label="Last Name", max_length=100)
    email = forms.EmailField(label="Contact Email", max_length=254, required=False)
    group = forms.TypedChoiceField(label="Class", required=False, coerce=int, empty_value=None)
    year = forms.TypedChoiceField(label="Year", required=False, coerce=int, empty_value=None,
                                  choices=[("", SAME_AS_CLASS), *YEAR_NAMES])  # fmt: skip
    code = forms.RegexField(label="Unique Code", max_length=20, regex=r"^[A-Za-z0-9-]+$")

    def __init__(self, *args, groups=(), editing=False, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["group"].choices = [("", "- None -"), *groups]
        if not editing:
            del self.fields["code"]
        else:
            self.fields["code"].error_messages["invalid"] = "Letters, numbers and - only"


class GroupForm(SpecForm):
    name = forms.CharField(label="Name", max_length=100)
    subject = forms.CharField(label="Subject", max_length=100, required=False)
    description = forms.CharField(
        label="Description", max_length=1000, required=False, widget=forms.Textarea(attrs={"rows": 3})
    )
