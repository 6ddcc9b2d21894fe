"""The premium page's forms (issue 32): the year's answers and the ledger's lines as a
model formset. Django's fields give the clear messages (a number, not negative, not too
long, no NUL byte); money may be typed with a £ and thousands commas."""

from django import forms

from apps.premium.models import PremiumLine, PremiumYear


class MoneyField(forms.DecimalField):
    def to_python(self, value):
        if isinstance(value, str):
            value = value.strip().removeprefix("£").replace(",", "").strip()
        return super().to_python(value)


class YearForm(forms.ModelForm):
    received = MoneyField(label="Amount received (£)", min_value=0, max_value=10_000_000, decimal_places=2,
                          max_digits=10, widget=forms.TextInput(attrs={"inputmode": "decimal"}))  # fmt: skip

    class Meta:
        model = PremiumYear
        fields = ("received", "impact", "sustainability", "for_disadvantaged", "for_girls", "for_send", "published",
                  "show_spend", "show_impact", "show_swimming", "show_activity", "show_groups")  # fmt: skip
        widgets = {
            "impact": forms.Textarea(attrs={"rows": 5}),
            "sustainability": forms.Textarea(attrs={"rows": 5}),
        }


class LineForm(forms.ModelForm):
    cost = MoneyField(label="Cost (£)", min_value=0, max_value=10_000_000, decimal_places=2, max_digits=10,
                      widget=forms.TextInput(attrs={"inputmode": "decimal"}))  # fmt: skip

    class Meta:
        model = PremiumLine
        fields = ("what", "indicator", "cost")


LineFormSet = forms.modelformset_factory(
    PremiumLine, form=LineForm, extra=2, can_delete=True, max_num=200, validate_max=True, absolute_max=200
)


def changed_lines(formset) -> list[dict]:
    """The lines to write: new lines typed in, existing lines changed, lines ticked to delete."""
    lines = []
    for form in formset.forms:
        deleted = formset.can_delete and form in formset.deleted_forms
        pk = form.instance.pk
        if pk is None and (deleted or not form.has_changed()):
            continue
        if pk is not None and not deleted and not form.has_changed():
            continue
        data = form.cleaned_data
        lines.append({"id": pk, "what": data.get("what", ""), "indicator": data.get("indicator"),
                      "cost": data.get("cost"), "delete": deleted})  # fmt: skip
    return lines
