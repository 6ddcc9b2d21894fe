"""My Account's calls (spec 1 §7): users of an account (list with paging headers, one
user's get, update, delete and invite, bulk invite and bulk delete), through the same
services as the pages. accountId defaults to the caller's own account."""

from typing import Literal

from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpResponse
from ninja import File, Router
from ninja.errors import HttpError
from ninja.files import UploadedFile

from apps.access import rules as can
from apps.access.guard import allow
from apps.access.scoping import account_for, training_for, users_for
from apps.api.schemas import MessageOut, file_download
from apps.api.services.auth import require_custom_header_for_session
from apps.api.services.errors import NON_FIELD, PayloadNames, error_body
from apps.api.services.paging import paginate
from apps.core import messages as text
from apps.core.catalogue import PRODUCTS
from apps.myaccount.forms import TrainingForm
from apps.myaccount.models import TrainingItem
from apps.myaccount.schemas import (
    TRAINING_NAMES,
    AccountUserIn,
    AccountUserOut,
    BulkDeleteIn,
    ChildAddedOut,
    ChildIn,
    ChildrenRefusedOut,
    DeletedOut,
    InviteIn,
    InviteOut,
    InvitesRefusedOut,
    PurchaseIn,
    PurchaseOut,
    TrainingCreateIn,
    TrainingIn,
    TrainingOut,
    TrialCancelIn,
    TrialEndedOut,
    account_user_json,
    training_form_data,
    training_json,
)
from apps.myaccount.selectors import account_users_filtered
from apps.myaccount.services import (
    InviteRow,
    account_user_resend_invite,
    account_user_update,
    account_users_delete,
    account_users_invite,
    children,
    membership,
)
from apps.myaccount.services.import_file import MAX_BYTES, MAX_ROWS, ImportFileError, Upload, read_children
from apps.myaccount.services.resources import EXPORT_CONTENT_TYPE
from apps.myaccount.services.training import training_delete, training_participants, training_save
from apps.users.models import User
from apps.users.services import home_credentials
from apps.users.services.emails import invite_count_check

router = Router(tags=["users"])
training_router = Router(tags=["training"])
membership_router = Router(tags=["membership"])

KINDS = {"account": User.Kind.ACCOUNT, "home": User.Kind.HOME}
# The lists of spec 1 §7 GET users: an unknown value is refused (422), never read as active.
Filter = Literal["active", "pending", "temp"]
HOME_NO_TEMP = "Home children have no temp list: choose active or pending"


def _check_filter(kind, filter):
    if kind == User.Kind.HOME and filter == "temp":
        raise ValidationError({"filter": [HOME_NO_TEMP]})


def _caller(request):
    return getattr(request, "auth", None) or request.user


def _account(request, account_id):
    user = _caller(request)
    if account_id is None:
        if not user.account_id:
            raise Http404
        account_id = user.account_id
    return account_for(user, account_id)


def _kind(kind):
    if kind not in KINDS:
        raise Http404
    return KINDS[kind]


def _view_rule(kind):
    return can.can_view_home_children if kind == User.Kind.HOME else can.can_view_account_users


def _manage_rule(kind):
    return can.can_manage_home_children if kind == User.Kind.HOME else can.can_manage_account_users


def _user(request, kind, user_id, rule):
    kind = _kind(kind)
    target = users_for(_caller(request)).filter(pk=user_id, kind=kind).select_related("account").first()
    if target is None or target.account is None:
        raise Http404
    allow(rule(kind), request, target.account)
    return target


@router.get("", response=list[AccountUserOut])
def users_list(request, response: HttpResponse, page: int = 1, filter: Filter = "active", kind: str = "account",
               accountId: int | None = None):  # fmt: skip
    """Query: page, filter (active, pending, temp; home children have no temp list), kind
    (account or home), accountId. Another filter is a 422 that says so."""
    user_kind = _kind(kind)
    _check_filter(user_kind, filter)
    account = _account(request, accountId)
    allow(_view_rule(user_kind), request, account)
    if filter == "temp":
        allow(can.can_see_temporary_users, request, account)
    qs = account_users_filtered(_caller(request), account, kind=user_kind, filter=filter)
    users = list(paginate(request, response, qs, page=page))
    passwords = _shown_passwords(request, account, users)
    return [account_user_json(u, password=passwords.get(u.pk)) for u in users]


def _shown_passwords(request, account, users) -> dict[int, str]:
    """Home children's passwords: only for the school's admins and staff admins, each
    showing recorded (issue 23); null for everyone else."""
    homes = [u for u in users if u.is_home]
    if not homes:
        return {}
    return children.home_passwords_shown(acting_user=_caller(request), account=account, children=homes, via="api")


@router.get("/{kind}/{int:user_id}", response=AccountUserOut)
def user_get(request, kind: str, user_id: int):
    target = _user(request, kind, user_id, _view_rule)
    return account_user_json(target, password=_shown_passwords(request, target.account, [target]).get(target.pk))


@router.put("/{kind}/{int:user_id}", response=AccountUserOut)
def user_update(request, kind: str, user_id: int, payload: AccountUserIn):
    target = _user(request, kind, user_id, _manage_rule)
    if target.is_home:
        raise Http404  # home children are changed by their own calls (new password)
    allow(can.can_edit_account_user, request, target)
    data = payload.dict()
    user = account_user_update(
        acting_user=_caller(request), user=target, first_name=data["firstName"], last_name=data["lastName"],
        email=data["email"], admin=data["admin"] if can.can_change_admin_level(_caller(request), target) else None,
        lead_pe=data["leadPe"], lead_bursts=data["leadBursts"],
        allow_temp=data["allowTemp"],
    )  # fmt: skip
    return account_user_json(user)


@router.delete("/{kind}/{int:user_id}", response={204: None})
def user_delete(request, kind: str, user_id: int):
    target = _user(request, kind, user_id, _manage_rule)
    if target.pk == _caller(request).pk:
        raise PermissionDenied(text.CANNOT_DELETE_SELF)
    account_users_delete(acting_user=_caller(request), account=target.account, users=[target])
    return 204, None


@router.get("/{kind}/{int:user_id}/invite", response=MessageOut)
def user_invite(request, kind: str, user_id: int):
    """Resends the invitation (GET as the spec's client calls it)."""
    target = _user(request, kind, user_id, _manage_rule)
    allow(can.can_resend_account_invite, request, target)
    require_custom_header_for_session(request)
    account_user_resend_invite(acting_user=_caller(request), user=target)
    return {"message": text.INVITE_RESENT}


@router.post("/account/bulk", response={200: list[InviteOut], 422: InvitesRefusedOut})
def users_invite(request, payload: list[InviteIn], accountId: int | None = None):
    """Invites a list of {email, admin}, all or none (as the page does). 200: every row
    invited, each with errors []. 422: nobody was invited; every row comes back with the
    reason, its own errors or "Not sent: another address has an error", and `errors`
    names the rows in error by the payload's place ("1.email")."""
    account = _account(request, accountId)
    allow(can.can_invite_account_users, request, account)
    try:
        invite_count_check(len(payload))
    except ValidationError as error:
        raise ValidationError({"__all__": error.messages}) from None
    rows = [InviteRow(email=row.email, admin=row.admin) for row in payload]
    rows, invited = account_users_invite(acting_user=_caller(request), account=account, rows=rows,
                                         rules_apply=can.invite_rules_apply(_caller(request), account))  # fmt: skip
    answered = [{"email": r.email, "admin": r.admin, "errors": r.reasons} for r in rows]
    if not invited:
        errors = {f"{n}.email": r.errors for n, r in enumerate(rows) if r.errors}
        return 422, error_body(text.INVITES_NONE_SENT, 422, errors=errors, rows=answered)
    return answered


# Home-learning children -------------------------------------------------------------


def _children_json(request, account, created):
    """The children just created with their passwords (shown to their creator, recorded)."""
    children.home_passwords_shown(acting_user=_caller(request), account=account, via="created",
                                  children=[child for child, _ in created])  # fmt: skip
    return [{**account_user_json(child, password=password), "errors": []} for child, password in created]


CHILD_FIELDS = {"first_name": "firstName", "last_name": "lastName", "home_group": "group"}


def _children_refused(refused: children.ChildRowsRefused, *, from_file: bool):
    """422 with every row and its reason (spec 1 §3 Child import row); `errors` names the
    rows in error by the payload's place: "1.lastName" in a list, "file" for an upload."""

    def messages(row):
        return [m for found in row.errors.values() for m in found]

    rows = [{"firstName": r.first_name, "lastName": r.last_name, "group": r.home_group,
             "errors": messages(r) or [text.CHILD_HELD]} for r in refused.rows]  # fmt: skip
    if from_file:
        errors = {"file": [f"Row {r.number}: {m}" for r in refused.rows for m in messages(r)]}
    else:
        errors = {}
        for r in refused.rows:
            for name, found in r.errors.items():
                key = f"{r.number - 1}" if name == NON_FIELD else f"{r.number - 1}.{CHILD_FIELDS.get(name, name)}"
                errors.setdefault(key, []).extend(found)
    return 422, error_body(text.CHILDREN_NONE_ADDED, 422, errors=errors, rows=rows)


@router.get("/home/new-password", response=str)  # spec 1 §7: a new password string
def home_new_password(request):
    """A new password string, as generated for children (nothing is saved)."""
    allow(can.can_manage_home_children, request, _account(request, None))
    return home_credentials.new_password()


@router.post("/home/upload", response={200: list[ChildAddedOut], 422: ChildrenRefusedOut})
def home_upload(request, file: File[UploadedFile], accountId: int | None = None):
    """A csv, txt or xlsx file of children: every row created (each with username,
    password and errors []), or none and 422 with every row and its errors (the page's
    preview is the same dry run). A file that cannot be read is a 422 on `file`."""
    account = _account(request, accountId)
    allow(can.can_manage_home_children, request, account)
    try:
        dataset = read_children(Upload(file.name or "", file.content_type or "", file.read(MAX_BYTES + 1)))
    except ImportFileError as error:
        raise ValidationError({"file": [str(error)]}) from None
    with PayloadNames({NON_FIELD: "file"}):  # the file as a whole (empty, unreadable)
        try:
            created = children.children_create(acting_user=_caller(request), account=account, dataset=dataset,
                                               only_valid=False)  # fmt: skip
        except children.ChildRowsRefused as refused:
            return _children_refused(refused, from_file=True)
    return _children_json(request, account, created)


@router.post("/home/bulk", response={200: list[ChildAddedOut], 422: ChildrenRefusedOut})
def home_bulk(request, payload: list[ChildIn], accountId: int | None = None):
    """Rows of {firstName, lastName, group}: all created, or none and 422 with every row's reason."""
    account = _account(request, accountId)
    allow(can.can_manage_home_children, request, account)
    if len(payload) > MAX_ROWS:
        raise ValidationError({"__all__": [text.FILE_TOO_MANY_ROWS.format(n=f"{MAX_ROWS:,}")]})
    dataset = children.dataset_of([[row.firstName, row.lastName, row.group] for row in payload])
    try:
        created = children.children_create(acting_user=_caller(request), account=account, dataset=dataset,
                                           only_valid=False)  # fmt: skip
    except children.ChildRowsRefused as refused:
        return _children_refused(refused, from_file=False)
    return _children_json(request, account, created)


def _xlsx(content, filename):
    response = HttpResponse(content, content_type=EXPORT_CONTENT_TYPE)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@router.get("/home/export", openapi_extra=file_download())
def home_export(request, accountId: int | None = None):
    """Every child of the account with username and password (xlsx)."""
    account = _account(request, accountId)
    allow(can.can_view_home_children, request, account)
    qs = children.children_of(_caller(request), account).order_by("first_name", "last_name")
    content = children.home_children_export(acting_user=_caller(request), account=account, queryset=qs)
    return _xlsx(content, "export.xlsx")


@router.get("/home/new/export", openapi_extra=file_download())
def home_new_export(request, ids: str = "", accountId: int | None = None):
    """Just the children given by ids (comma-separated), e.g. those an import just created."""
    account = _account(request, accountId)
    allow(can.can_view_home_children, request, account)
    wanted = [int(i) for i in ids.split(",") if i.strip().isdigit()][:5000]
    qs = children.children_of(_caller(request), account).filter(pk__in=wanted).order_by("first_name", "last_name")
    content = children.home_children_export(acting_user=_caller(request), account=account, queryset=qs)
    return _xlsx(content, "export.xlsx")


@router.delete("/home/bulk", response=DeletedOut)
def home_bulk_delete(request, payload: BulkDeleteIn, accountId: int | None = None, filter: Filter = "active"):
    """Body: all, userIds; query filter (active: signed in; pending: not yet) and accountId."""
    return bulk_delete(request, User.Kind.HOME, payload, accountId, filter)


def bulk_delete(request, user_kind, payload: BulkDeleteIn, account_id, filter):
    _check_filter(user_kind, filter)
    account = _account(request, account_id)
    allow(_manage_rule(user_kind), request, account)
    caller = _caller(request)
    qs = account_users_filtered(caller, account, kind=user_kind, filter=filter)
    if not payload.all:
        if caller.pk in payload.userIds:
            raise PermissionDenied(text.CANNOT_DELETE_SELF)  # all or nothing: never the rest without them
        qs = qs.filter(pk__in=payload.userIds)
    targets = list(qs)  # "all" that takes in the caller is refused whole by the service
    deleted = account_users_delete(acting_user=caller, account=account, users=targets)
    return {"deleted": deleted}


@router.delete("/account/bulk", response=DeletedOut)
def users_bulk_delete(request, payload: BulkDeleteIn, accountId: int | None = None, filter: Filter = "active"):
    """Body: all, userIds; query filter and accountId. All the chosen users or none."""
    return bulk_delete(request, User.Kind.ACCOUNT, payload, accountId, filter)


# Training ------------------------------------------------------------------------------


@training_router.get("", response=list[TrainingOut])
def training_list(request, response: HttpResponse, page: int = 1, accountId: int | None = None):
    """An account's training items, paged (spec 1 §7 GET training)."""
    account = _account(request, accountId)
    allow(can.can_view_training, request, account)
    qs = training_for(_caller(request)).filter(account=account).order_by("end_date", "title", "pk")
    return [training_json(item) for item in paginate(request, response, qs, page=page)]


def _training_item(request, training_id):
    item = training_for(_caller(request)).filter(pk=training_id).select_related("account").first()
    if item is None:
        raise Http404
    return item


def _training_saved(request, account, item, payload: TrainingIn):
    """The Training tab's form checks the payload (its participant one of the account's own
    users); errors come back by the payload's names."""
    participants = training_participants(_caller(request), account)
    form = TrainingForm(training_form_data(payload), instance=item, participants=participants)
    if not form.is_valid():
        with PayloadNames(TRAINING_NAMES):
            raise ValidationError({name: list(messages) for name, messages in form.errors.items()})
    return training_save(acting_user=_caller(request), account=account, item=form.save(commit=False))


@training_router.post("", response={201: TrainingOut})
def training_create(request, payload: TrainingCreateIn):
    """Staff admins add a training item to an account (audited)."""
    allow(can.is_staff_admin, request)
    account = _account(request, payload.accountId)
    allow(can.can_edit_training, request, account)
    return 201, training_json(_training_saved(request, account, TrainingItem(account=account), payload))


@training_router.get("/{int:training_id}", response=TrainingOut)
def training_get(request, training_id: int):
    """Staff: any account's item; a school's managing admin: their own account's."""
    item = _training_item(request, training_id)
    allow(can.can_view_training, request, item.account)
    return training_json(item)


@training_router.put("/{int:training_id}", response=TrainingOut)
def training_update(request, training_id: int, payload: TrainingIn):
    """Staff admins change an item, as on the account's Training tab (audited)."""
    allow(can.is_staff_admin, request)
    item = _training_item(request, training_id)
    allow(can.can_edit_training, request, item.account)
    return training_json(_training_saved(request, item.account, item, payload))


@training_router.delete("/{int:training_id}", response={204: None})
def training_remove(request, training_id: int):
    """Staff admins delete an item (audited)."""
    allow(can.is_staff_admin, request)
    item = _training_item(request, training_id)
    allow(can.can_edit_training, request, item.account)
    training_delete(acting_user=_caller(request), item=item)
    return 204, None


# Membership: purchase and ending a trial ---------------------------------------------


@membership_router.post("/{product}-purchase", response=PurchaseOut)
def membership_purchase(request, product: str, payload: PurchaseIn):
    """The purchase payload; answers {result: success | trial-ended, order} or 422."""
    if product not in PRODUCTS:
        raise Http404
    caller = _caller(request)
    allow(can.can_purchase, request)
    account = _account(request, payload.accountId)
    if account.pk != caller.account_id and account.parent_school_id != caller.account_id:
        raise Http404
    schools = membership.purchase_schools(caller, account)
    chosen = {c.id: c.email for c in payload.childAccounts}
    for school in schools:
        school.selected = school.id in chosen
        school.email = (chosen.get(school.id) or "").strip()[:254]
    unknown = set(chosen) - {s.id for s in schools}
    if unknown:
        raise ValidationError({"childAccounts": [text.ANY_ONE]})
    data = membership.OrderData(length=payload.length, finance_first_name=payload.finance.firstName,
                                finance_last_name=payload.finance.lastName, finance_email=payload.finance.email,
                                po_number=payload.poNumber, schools=schools)  # fmt: skip
    # The purchase form's names as the payload's (spec 1 §3 Purchase payload).
    names = {"finance_first_name": "finance.firstName", "finance_last_name": "finance.lastName",
             "finance_email": "finance.email", "schools": "childAccounts",
             **{f"school_{c.id}": f"childAccounts.{n}.email" for n, c in enumerate(payload.childAccounts)}}  # fmt: skip
    with PayloadNames(names):
        order = membership.order_place(acting_user=caller, account=account, data=data, product=product)
    return {"result": "trial-ended" if order.trial_ended else "success", "order": order.pk, "price": order.price}


@membership_router.post("/trial-cancel", response=TrialEndedOut)
def membership_trial_cancel(request, payload: TrialCancelIn):
    """reason (one of the spec's titles) and reason2 (free text for "Something else")."""
    allow(can.can_end_trial, request)
    try:
        membership.trial_end(acting_user=_caller(request), reason=payload.reason, other=payload.reason2)
    except ValidationError as error:
        if hasattr(error, "error_dict"):
            raise
        raise HttpError(409, text.REQUEST_FAILED) from None
    return {"result": "success"}
