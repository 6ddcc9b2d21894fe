"""/account/home and the staff Home tab (spec 1 §2 Home Learning): Active and Inactive
children in a table, Select Many with Select Page / Select All and Delete Selected, Add
children, Import children (preview, then the valid rows in one transaction), a new
password per child, and the exports (all children; just the new ones)."""

from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django_htmx.http import reswap, retarget

from apps.access import rules as can
from apps.core import messages as text
from apps.myaccount.forms import ChildImportForm
from apps.myaccount.selectors import HOME_FILTERS, home_children
from apps.myaccount.selectors.panels import home_panel
from apps.myaccount.services import account_users_delete, children
from apps.myaccount.services.import_file import ImportFileError, Upload, read_children
from apps.myaccount.services.resources import EXPORT_CONTENT_TYPE, row_errors
from apps.myaccount.tables import ImportedChildrenTable
from apps.myaccount.views.common import section_url, toast
from apps.myaccount.views.users import guarded

MODAL_ID = "home-dialog"
MAX_ADD_ROWS = 100


def _modal(request, account, template, context, action):
    context = {"modal_id": MODAL_ID, "action": action, "back": section_url(request, account, "home"),
               "account": account, **context}  # fmt: skip
    return render(request, f"myaccount/home/{template}.html", context)


def _refresh(request, account, message=None, filter=None):
    """After a change: the table again (htmx) or back to the page."""
    toast(request, message)
    if request.htmx:
        response = render(request, "myaccount/home/changed.html", home_panel(request, account, filter=filter))
        return reswap(retarget(response, "#account-home"), "outerHTML")
    return redirect(section_url(request, account, "home"))


@guarded(can.can_view_home_children)
def home_panel_view(request, account):
    if request.htmx:
        return render(request, "myaccount/home/panel.html", home_panel(request, account))
    return redirect(section_url(request, account, "home") + ("?" + request.GET.urlencode() if request.GET else ""))


def _result(request, account, created, skipped=()):
    """The Imported Children table: each new child's username and password, and an export of just those."""
    children.home_passwords_shown(acting_user=request.user, account=account, children=[c for c, _ in created],
                                  via="created")  # fmt: skip
    rows = [{"name": c.name, "home_group": c.home_group, "username": c.username, "password": p} for c, p in created]
    ids = ",".join(str(c.pk) for c, _ in created if c.pk)
    context = {
        "title": "Imported Children",
        "imported_table": ImportedChildrenTable(rows),
        "count": len(created),
        "skipped": skipped,
        "export_url": reverse("account_home_export_new", args=[account.pk]) + f"?ids={ids}",
        "refresh": True,
    }
    if request.htmx:
        # The list behind the modal, out of band: new children have not signed in yet.
        context.update(home_panel(request, account, filter="inactive"))
    return _modal(request, account, "result", context, section_url(request, account, "home"))


@guarded(can.can_manage_home_children)
def import_view(request, account):
    """Step one: the file. Step two: every row with its errors (nothing written). Step
    three: the valid rows created in one transaction, and the Imported Children table."""
    action = reverse("account_home_import", args=[account.pk])
    context = {"title": "Import children", "form": None, "rows": None}
    if request.method == "POST" and "preview" in request.POST:
        try:
            rows = children.preview_rows(request.POST["preview"], user=request.user, account=account)
            created = children.children_create(acting_user=request.user, account=account,
                                               dataset=children.dataset_of(rows))  # fmt: skip
        except ValidationError as error:
            context.update(form=ChildImportForm(), file_error=error.messages[0])
            return _modal(request, account, "import", context, action)
        return _result(request, account, created)
    form = ChildImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            dataset = read_children(Upload(upload.name, upload.content_type, upload.read(50_001)))
            rows = children.children_preview(user=request.user, account=account, dataset=dataset)
        except (ImportFileError, ValidationError) as error:
            form.add_error("file", str(error) if isinstance(error, ImportFileError) else error.messages[0])
        else:
            valid = sum(r.valid for r in rows)
            context.update(rows=rows, valid=valid, invalid=len(rows) - valid,
                           token=children.preview_token(rows, user=request.user, account=account))  # fmt: skip
            return _modal(request, account, "import", context, action)
    context["form"] = form
    return _modal(request, account, "import", context, action)


def _posted_add_rows(post):
    rows = []
    for n in range(min(int(post.get("rows", "1") or 1) if str(post.get("rows", "1")).isdigit() else 1, MAX_ADD_ROWS)):
        first, last, group = (post.get(f"{key}_{n}", "").strip()[:1000] for key in ("first", "last", "group"))
        rows.append({"first": first, "last": last, "group": group})
    return rows


def _check(rows):
    for row in rows:
        blank = not (row["first"] or row["last"] or row["group"])
        row["errors"] = {} if blank else row_errors(row["first"], row["last"], row["group"])
        row["blank"] = blank
    return rows


@guarded(can.can_manage_home_children)
def add_view(request, account):
    """Rows of first name, last name and class: each name required when the other is
    filled; a new blank row appears once all rows are valid; Add children sends the valid
    rows that have a first name."""
    action = reverse("account_home_add", args=[account.pk])
    rows = _check(_posted_add_rows(request.POST)) if request.method == "POST" else [
        {"first": "", "last": "", "group": "", "errors": {}, "blank": True}]  # fmt: skip
    if request.method == "POST" and request.POST.get("action") != "check":
        chosen = [r for r in rows if not r["blank"] and not r["errors"] and r["first"]]
        if chosen:
            dataset = children.dataset_of([[r["first"], r["last"], r["group"]] for r in chosen])
            try:
                created = children.children_create(acting_user=request.user, account=account, dataset=dataset)
            except ValidationError as error:
                return _modal(request, account, "add", {"title": "Add children", "rows": rows,
                                                        "form_error": error.messages[0]}, action)  # fmt: skip
            skipped = [r for r in rows if not r["blank"] and r not in chosen]
            return _result(request, account, created, skipped)
    if all(not r["errors"] for r in rows) and not any(r["blank"] for r in rows) and len(rows) < MAX_ADD_ROWS:
        rows.append({"first": "", "last": "", "group": "", "errors": {}, "blank": True})
    return _modal(request, account, "add", {"title": "Add children", "rows": rows}, action)


@guarded(can.can_manage_home_children)
def new_password_view(request, account, user_id):
    child = children.children_of(request.user, account).filter(pk=user_id).first()
    if child is None or request.method != "POST":
        return redirect(section_url(request, account, "home"))
    password = children.child_new_password(acting_user=request.user, child=child)
    filter = "active" if child.total_logins else "inactive"
    return _refresh(request, account, message=f"{child.username}: new password {password}", filter=filter)


@guarded(can.can_manage_home_children)
def bulk_delete_view(request, account):
    """Delete Selected: ticked children, or Select All (every child of the list)."""
    if request.method != "POST":
        return redirect(section_url(request, account, "home"))
    filter = request.POST.get("filter") if request.POST.get("filter") in HOME_FILTERS else "active"
    qs = home_children(request.user, account, filter)
    select_all = request.POST.get("all") == "1"
    if not select_all:
        ids = [int(i) for i in request.POST.getlist("user") if i.isdigit()][:5000]
        qs = qs.filter(pk__in=ids)
    targets = list(qs.order_by("first_name", "last_name"))
    if request.POST.get("confirm") == "1" and targets:
        account_users_delete(acting_user=request.user, account=account, users=targets)
        return _refresh(request, account, message=text.DELETED, filter=filter)
    total = children.children_of(request.user, account).count()
    context = {
        "title": text.DELETE_USERS_TITLE,
        "targets": targets,
        "select_all": select_all,
        "filter": filter,
        "warning": text.DELETE_WARNING.format(n=len(targets), m=total),
    }
    return _modal(request, account, "delete", context, reverse("account_home_bulk_delete", args=[account.pk]))


def _xlsx(content: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type=EXPORT_CONTENT_TYPE)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@guarded(can.can_view_home_children)
def export_view(request, account):
    """Every child of the account with username and password (xlsx)."""
    qs = children.children_of(request.user, account).order_by("first_name", "last_name")
    content = children.home_children_export(acting_user=request.user, account=account, queryset=qs)
    return _xlsx(content, "children.xlsx")


@guarded(can.can_view_home_children)
def export_new_view(request, account):
    """Just the children given by ?ids= (the Imported Children table's export)."""
    ids = [int(i) for i in request.GET.get("ids", "").split(",") if i.strip().isdigit()][:5000]
    qs = children.children_of(request.user, account).filter(pk__in=ids).order_by("first_name", "last_name")
    content = children.home_children_export(acting_user=request.user, account=account, queryset=qs)
    return _xlsx(content, "new-children.xlsx")
