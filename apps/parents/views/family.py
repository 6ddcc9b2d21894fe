"""The parents' pages on the web (issue 31): joining from the invite, their children's
page, the privacy notice. Thin: the rules are in services and selectors."""

import mimetypes

from django.contrib import messages
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.http import FileResponse, Http404
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access import rules
from apps.parents import selectors, services
from apps.signin.services import signin_login
from apps.users.forms import NewPasswordForm


def _no_store(response):
    # A child's page on a shared family computer: never from the browser's cache.
    response["Cache-Control"] = "no-store, private"
    return response


def parents_home_view(request):
    """One page with all the parent's own children (siblings together), nothing else."""
    if not rules.is_parent(request.user):
        return redirect("dashboard")
    children = list(selectors.children_for_parent(request.user))
    views = selectors.family_views(request.user, children)
    services.parent_view_record(reader=request.user, students=children, where=f"GET {request.path}",
                                sections=selectors.SECTIONS)  # fmt: skip
    context = {"views": views, "waiting": selectors.linked_elsewhere(request.user),
               "mfa_on": rules.has_mfa(request.user)}  # fmt: skip
    return _no_store(render(request, "parents/home.html", context))


@login_not_required
def parents_join_view(request, code):
    """The invite's link: an invited contact sets a password (or, already a parent here,
    signs in and adds this child). A contact the MIS does not allow is told so, and nothing
    is written."""
    contact = services.contact_for_code(code)
    context = {"contact": contact, "refused": None, "form": None, "code": code}
    if contact is None:
        context["refused"] = services.LINK_NOT_VALID
        return render(request, "parents/join.html", context, status=404)
    if not services.contact_linkable(contact):
        context["refused"] = services.LINK_REFUSED
        return render(request, "parents/join.html", context, status=403)
    user = request.user
    if rules.is_parent(user):
        if request.method == "POST":
            try:
                services.parent_link_more(user=user, contact=contact)
            except ValidationError as error:
                context["refused"] = error.messages[0]
                return render(request, "parents/join.html", context, status=403)
            messages.success(request, f"{contact.student.first_name} is added to your page.")
            return redirect("parents_home")
        context["add"] = True
        return render(request, "parents/join.html", context)
    if user.is_authenticated:
        context["refused"] = services.SIGNED_IN_AS_STAFF
        return render(request, "parents/join.html", context, status=403)
    if selectors.parent_has_account(contact):
        context["sign_in"] = f"{reverse('signin:login')}?next={request.path}"
        return render(request, "parents/join.html", context)
    form = NewPasswordForm(request.POST or None)
    context["form"] = form
    if request.method == "POST" and form.is_valid():
        try:
            new_user = services.parent_web_join(contact=contact, password=form.cleaned_data["password"])
        except ValidationError as error:
            if error.messages[0] in (services.LINK_REFUSED, services.EMAIL_IS_STAFF, services.LINK_NOT_VALID):
                context.update(refused=error.messages[0], form=None)
                return render(request, "parents/join.html", context, status=403)
            form.add_error("password", error)
        else:
            signin_login(request=request, user=new_user)
            messages.success(request, f"Welcome, {new_user.first_name or 'and thank you'}.")
            return redirect("parents_home")
    return render(request, "parents/join.html", context, status=400 if form.errors else 200)


@login_not_required
def parents_privacy_view(request):
    return render(request, "parents/privacy.html", {"parent": rules.is_parent(request.user)})


def parents_evidence_file_view(request, evidence_id):
    """A photo or video on the parents' page, never by its link alone: to the child's parent
    (or the school's admin previewing), while a teacher shares it and it is kept, of that
    child alone. Each showing is recorded like the page."""
    found = selectors.shared_item(request.user, evidence_id)
    if found is None:
        raise Http404
    item, child = found
    try:
        stream = default_storage.open(item.file.name, "rb")
    except (FileNotFoundError, OSError):  # gone from the storage (a restore without media)
        raise Http404 from None
    where = f"GET {request.path}" + ("" if rules.is_parent(request.user) else " (preview)")
    services.parent_view_record(reader=request.user, students=[child], where=where, sections=["evidence"])
    response = FileResponse(stream, content_type=mimetypes.guess_type(item.file.name)[0] or "application/octet-stream")
    response["X-Content-Type-Options"] = "nosniff"
    return _no_store(response)
