from django import forms

from apps.core.forms import SpecForm
from apps.licences.models import LICENCE_PRODUCTS, YEAR_LABELS, LicenceType
from apps.licences.selectors import end_date_label
from apps.licences.services import LicenceData, default_status

ALL_STATUSES = ["new", "renewal", "upgrade", "free", "purchase", "cancelled", "expired"]
PRODUCT_LABELS = {
    "pe": "PE",
    "gym": "Gym",
    "dance": "Dance",
    "foundations": "Foundations",
    "play": "Play",
    "home": "Home",
}


class LicenceForm(SpecForm):
    """The add/edit modal. Rules live in licences.services.licence_clean; this form
    only parses, and offers the status options of the chosen type."""

    licence_type = forms.TypedChoiceField(label="Licence type", coerce=int)
    status = forms.ChoiceField(label="Status", required=False)
    start_date = forms.DateField(label="Start Date", widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"))
    end_date = forms.DateField(label="End Date", widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"))
    renew = forms.BooleanField(label="Renew", required=False)
    products = forms.MultipleChoiceField(
        label="Products",
        required=False,
        choices=[(p, PRODUCT_LABELS[p]) for p in LICENCE_PRODUCTS],
        widget=forms.CheckboxSelectMultiple,
    )
    years = forms.TypedMultipleChoiceField(
        label="Year access",
        required=False,
        coerce=int,
        choices=list(enumerate(YEAR_LABELS)),
        widget=forms.CheckboxSelectMultiple,
    )
    comments = forms.CharField(label="Comments", required=False, widget=forms.Textarea(attrs={"rows": 3}))

    def __init__(self, *args, account, types, **kwargs):
        super().__init__(*args, **kwargs)
        self.account = account
        self.types = {t.pk: t for t in types}
        self.fields["licence_type"].choices = [(t.pk, t.title) for t in types]
        self.fields["status"].choices = [("", "—")] + [(s, s.title()) for s in ALL_STATUSES]
        for name in ("products", "years"):
            self.fields[name].widget.attrs["class"] = "checkbox"

    @property
    def selected_type(self) -> LicenceType | None:
        raw = self.data.get("licence_type") if self.is_bound else self.initial.get("licence_type")
        try:
            return self.types.get(int(raw))
        except (TypeError, ValueError):
            return next(iter(self.types.values()), None)

    @property
    def status_options(self):
        kind = self.selected_type
        return kind.status_options if kind else []

    @property
    def status_value(self):
        if self.is_bound:
            return self.data.get("status", "")
        kind = self.selected_type
        return self.initial.get("status") or default_status(self.account, kind)

    @property
    def end_label(self):
        renew = self.data.get("renew") if self.is_bound else self.initial.get("renew")
        return end_date_label(self.selected_type, renew)

    def to_data(self) -> LicenceData:
        data = self.cleaned_data
        return LicenceData(
            licence_type=self.types[data["licence_type"]],
            start_date=data.get("start_date"),
            end_date=data.get("end_date"),
            status=data.get("status") or "",
            renew=data.get("renew", False),
            products=data.get("products") or [],
            years=data.get("years") or [],
            comments=data.get("comments", ""),
        )
