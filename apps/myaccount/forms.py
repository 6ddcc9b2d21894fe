from django import forms

from apps.core import messages as text
from apps.core.forms import SpecForm, spec_fields
from apps.myaccount.models import NOT_OWN_PARTICIPANT, TrainingItem
from apps.myaccount.services import lead_role
from apps.users.models import User
from apps.users.services.emails import invite_count_check, parse_email_list

ADMIN_CHOICES = [(User.Admin.ADMIN, "Admin"), (User.Admin.USER, "User")]
ADMIN_HELP = "Admin: can manage the account's users. User: can update their own information only."


class InviteEmailsForm(SpecForm):
    """Step one of Invite users: the addresses, split and checked (spec 1 §5)."""

    emails = forms.CharField(
        label="Email addresses",
        max_length=20_000,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="Separate addresses with spaces, commas or new lines.",
    )
    admin = forms.TypedChoiceField(label="Invite as", coerce=int, choices=ADMIN_CHOICES, initial=0,
                                   widget=forms.RadioSelect, help_text=ADMIN_HELP)  # fmt: skip

    def clean_emails(self):
        emails = parse_email_list(self.cleaned_data["emails"].replace("\x00", " "))
        if not emails:
            raise forms.ValidationError(text.INVALID_EMAIL)
        invite_count_check(len(emails))
        return emails


class AccountUserForm(SpecForm):
    """Edit User (spec 1 §5 user form)."""

    first_name = forms.CharField(label="First name", max_length=100)
    last_name = forms.CharField(label="Last name", max_length=100)
    email = forms.EmailField(label="Email", max_length=254)
    admin = forms.TypedChoiceField(label="Role", coerce=int, choices=ADMIN_CHOICES, widget=forms.RadioSelect,
                                   help_text=ADMIN_HELP)  # fmt: skip
    lead_pe = forms.BooleanField(label="Lead PE", required=False)
    lead_bursts = forms.BooleanField(label="Lead BURSTS", required=False)
    allow_temp = forms.BooleanField(label="Approved non-sync user", required=False)

    # Ticking or unticking a lead box, or choosing a role, has the server re-render the
    # role and lead fields (#user-role) with the rule applied: a lead's role is Admin and
    # locked (services.lead_role). The answer is merged in (islands/lib/keepEdits.js).
    ROLE_FIELDS = ("admin", "lead_pe", "lead_bursts")

    def __init__(self, *args, target, own, refresh_url=None, **kwargs):
        super().__init__(*args, **kwargs)
        if target.is_synced:
            # Synced users' names and emails come from the school's information system.
            for name in ("first_name", "last_name", "email"):
                del self.fields[name]
        if own:
            # The admin toggle shows for other users only (spec 1 §6): nobody edits their own.
            del self.fields["admin"]
        else:
            flags = self.data if self.is_bound else {"lead_pe": target.lead_pe, "lead_bursts": target.lead_bursts}
            _, self.role_locked = lead_role(admin=target.admin, lead_pe=bool(flags.get("lead_pe")),
                                            lead_bursts=bool(flags.get("lead_bursts")))  # fmt: skip
            if self.role_locked:
                # Shown as Admin and not clickable; a disabled field keeps its initial value.
                self.fields["admin"].disabled = True
                self.initial["admin"] = 1
                self.fields["admin"].help_text = "Locked to Admin while the user is a lead."
            elif target.admin == User.Admin.SUPER:
                self.fields["admin"].help_text = "Forced admin (super admin)."
            if refresh_url:
                for name in self.ROLE_FIELDS:
                    self.fields[name].widget.attrs.update({
                        "hx-post": refresh_url,
                        "hx-trigger": "change",
                        "hx-target": "#user-role",
                        "hx-select": "#user-role",
                        "hx-swap": "morph",
                        "hx-include": "closest form",
                        "hx-vals": '{"refresh": "1"}',
                        "hx-sync": "closest #user-role:replace",
                    })  # fmt: skip
        if not target.date_end_temp:
            del self.fields["allow_temp"]
        else:
            self.fields["allow_temp"].help_text = "Keeps this user although the MIS does not list them."


class ChildImportForm(SpecForm):
    """Import children: csv, txt or xlsx under 50,000 bytes (checked by import_file)."""

    file = forms.FileField(
        label="File (csv, txt or xlsx)",
        help_text="One child per row: first name, last name and class (optional).",
        widget=forms.ClearableFileInput(attrs={"accept": ".csv,.txt,.xlsx,text/csv,text/plain,"
                                               "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}),
    )  # fmt: skip

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["file"].error_messages.update(required=text.FILE_REQUIRED, empty=text.FILE_EMPTY,
                                                  invalid=text.FILE_TYPE)  # fmt: skip


class TrainingForm(forms.ModelForm):
    """Staff add and edit an account's training (spec 1 §3 Training item)."""

    class Meta:
        model = TrainingItem
        fields = ["title", "subtitle", "group", "status_label", "mode_label", "info", "participant", "tutor_name",
                  "tutor_email", "booking_email", "link", "book_url", "start_date", "end_date", "completion_date",
                  "timetable_received"]  # fmt: skip
        widgets = {
            "start_date": forms.DateInput(attrs={"type": "date"}),
            "end_date": forms.DateInput(attrs={"type": "date"}),
            "completion_date": forms.DateInput(attrs={"type": "date"}),
            "info": forms.Textarea(attrs={"rows": 3}),
        }

    def __init__(self, *args, participants=None, **kwargs):
        super().__init__(*args, **kwargs)
        if participants is not None:
            # The account's own users (training.training_participants), which training_save
            # checks again: never a name typed freely, nor another school's staff.
            self.fields["participant"] = forms.ChoiceField(
                label="Participant", required=False, choices=[("", "—")] + [(n, n) for n in participants],
                error_messages={"invalid_choice": NOT_OWN_PARTICIPANT},
            )  # fmt: skip
        spec_fields(self.fields)

    def clean(self):
        cleaned = super().clean()
        start, end = cleaned.get("start_date"), cleaned.get("end_date")
        if start and end and end < start:
            self.add_error("end_date", text.VALID_DATES)
        return cleaned


class TrialEndForm(SpecForm):
    """End {product} trial (spec 1 §5 Trial end): "Something else" needs Other Reason."""

    reason = forms.ChoiceField(label="Why are you ending your trial?", widget=forms.RadioSelect)
    reason2 = forms.CharField(label="Other Reason", required=False, max_length=1000,
                              widget=forms.Textarea(attrs={"rows": 3}))  # fmt: skip

    def __init__(self, *args, reasons, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["reason"].choices = [(r, r) for r in reasons]
        self.fields["reason"].error_messages["invalid_choice"] = text.REQUIRED

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("reason") == "Something else" and not cleaned.get("reason2"):
            self.add_error("reason2", text.REQUIRED)
        return cleaned


class PurchaseForm(SpecForm):
    """Purchase (spec 1 §5): length, finance contact, optional PO number; a trust's
    schools are posted beside it (school_{id} and email_{id})."""

    length = forms.TypedChoiceField(label="Membership length", coerce=int, widget=forms.RadioSelect,
                                    choices=[(1, "1 year"), (3, "3 years"), (5, "5 years")], initial=1)  # fmt: skip
    finance_first_name = forms.CharField(label="Finance contact first name", max_length=100)
    finance_last_name = forms.CharField(label="Finance contact last name", max_length=100)
    finance_email = forms.EmailField(label="Finance contact email", max_length=254)
    po_number = forms.CharField(label="PO number (optional)", max_length=50, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["length"].error_messages["invalid_choice"] = text.REQUIRED


class ReferralForm(SpecForm):
    """Refer a Friend: the school referred and a contact there (referrals.referral_check
    holds the same rules for any caller)."""

    school_name = forms.CharField(label="School name", max_length=200)
    contact_name = forms.CharField(label="Contact name", max_length=100)
    contact_email = forms.EmailField(label="Contact email", max_length=254)
