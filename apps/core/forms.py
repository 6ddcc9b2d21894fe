"""Form helpers that give every form the spec's messages (spec 1 §5) and trimmed text."""

from django import forms

from apps.core import messages as text


def spec_fields(fields) -> None:
    """Required → "Please fill out this field", email → "Invalid email", max length → "Max {n}
    Characters", and the inputs' classes: for SpecForm and for model forms alike."""
    for field in fields.values():
        field.error_messages["required"] = text.REQUIRED
        if isinstance(field, forms.EmailField):
            field.error_messages["invalid"] = text.INVALID_EMAIL
        if getattr(field, "max_length", None):
            field.error_messages["max_length"] = text.MAX_LENGTH.format(n=field.max_length)
        field.widget.attrs.setdefault("class", "checkbox" if isinstance(field.widget, forms.CheckboxInput) else "input")


class SpecForm(forms.Form):
    """A form with the spec's messages (spec_fields). Django's CharField already strips text."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        spec_fields(self.fields)

    def add_errors(self, errors):
        for name, message in errors.items():
            self.add_error(name, message)
