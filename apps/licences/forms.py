from django import forms

from apps.core.catalogue import LICENCE_PRODUCT_LABELS, LICENCE_YEAR_LABELS
from apps.core.forms import SpecForm
from apps.licences.models import LicenceType
from apps.licences.selectors import end_date_label
from apps.licences.services import LicenceData, default_status, licence_end_edited

ALL_STATUSES = ["new", "renewal", "upgrade", "free", "purchase", "cancelled", "expired"]


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
        choices=list(LICENCE_PRODUCT_LABELS.items()),
        widget=forms.CheckboxSelectMultiple,
    )
    years = forms.TypedMultipleChoiceField(
        label="Year access",
        required=False,
        coerce=int,
        choices=list(enumerate(LICENCE_YEAR_LABELS)),
        widget=forms.CheckboxSelectMultiple,
    )
    comments = forms.CharField(label="Comments", required=False, widget=forms.Textarea(attrs={"rows": 3}))
    # The end date the form was shown with, and whether it was typed by hand since: a new
    # licence's end follows its start until then (licences.services.licence_end_edited).
    end_shown = forms.CharField(required=False, widget=forms.HiddenInput)
    end_edited = forms.CharField(required=False, widget=forms.HiddenInput)

    # Changing one of these re-renders the form's fields from the server (the rules of
    # spec 1 §4 live once, in licences.services): a type or Renew at once, a date once it
    # has stopped changing (a date field changes with every digit typed into it).
    RULE_FIELDS = {"licence_type": "change", "start_date": "change delay:500ms", "end_date": "change delay:500ms",
                   "renew": "change"}  # fmt: skip

    def __init__(self, *args, account, types, refresh_url=None, new=False, **kwargs):
        super().__init__(*args, **kwargs)
        self.account = account
        self.new = new
        self.types = {t.pk: t for t in types}
        end = self.initial.get("end_date")
        self.initial.setdefault("end_shown", end.isoformat() if hasattr(end, "isoformat") else end or "")
        if refresh_url:
            for name, trigger in self.RULE_FIELDS.items():
                self.fields[name].widget.attrs.update({
                    "hx-post": refresh_url,
                    "hx-trigger": trigger,
                    "hx-target": "#licence-fields",
                    # Merged into the fields, never swapped over them (islands/lib/keepEdits.js):
                    # what was typed, ticked or chosen after the refresh was sent stays, and
                    # focus and caret do not move.
                    "hx-swap": "morph",
                    "hx-include": "closest form",
                    "hx-vals": '{"refresh": "1"}',
                    # A newer change aborts a refresh still on its way. Synced on the fields,
                    # not the form, so Save never waits behind (or is aborted by) a refresh.
                    "hx-sync": "closest #licence-fields:replace",
                })  # fmt: skip
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
        kind = self.types[data["licence_type"]]
        end = data.get("end_date")
        status = data.get("status") or ""
        # A status the chosen type does not offer was picked for the type the form was shown
        # with (a type switched without JavaScript): the new type's default, as on a re-render.
        if status not in kind.status_options:
            status = ""
        if self.new and data.get("start_date") and not licence_end_edited(self.data):
            end = data["start_date"] + kind.duration
        return LicenceData(
            licence_type=kind,
            start_date=data.get("start_date"),
            end_date=end,
            status=status,
            renew=data.get("renew", False),
            products=data.get("products") or [],
            years=data.get("years") or [],
            comments=data.get("comments", ""),
        )
