"""What every content page shares: the access gate, the "Page not found" redirect,
the planning/pupil view flag and the page context (title, theme, breadcrumbs)."""

from django.contrib import messages
from django.shortcuts import redirect, render
from django.utils import timezone

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.content.models import YEAR_COLOURS
from apps.content.selectors import clean_title, is_production_host
from apps.core import messages as text
from apps.core.catalogue import PRODUCT_NAMES, YEAR_LABELS


def gate(request, product, year=None):
    """None when the user may open the product (and year); else where they go instead:
    home-only users to /home, users without the product to its intro page."""
    access = user_access(request.user)
    if access.is_home and product != "home":
        return redirect("programme", product="home")
    if access.can_open(product, year):
        return None
    if product == "home":
        return redirect(access.dashboard_path)
    return redirect("programme", product=product)


def stage_gate(request, stage):
    """None when the user's years open this stage (key-stage mapping of spec 2 §9); else
    the programme's intro, which shows the stage tiles the user can open."""
    if can.can_open_stage(request.user, stage.programme.slug, stage.years):
        return None
    return redirect("programme", product=stage.programme.slug)


def not_found(request):
    """Content missing for a valid route: toast 'Page not found' and go to / (spec 2 §8)."""
    messages.error(request, text.PAGE_NOT_FOUND)
    return redirect("dashboard")


def production(request):
    return is_production_host(request.get_host())


def preview_as(request):
    """An editor's preview (issue 29): staff open a lesson or part with ?preview=pupil or
    ?preview=teacher to see it as that user would, whatever their own view flag."""
    if getattr(request.user, "is_staff", False):
        return {"pupil": "pupil", "teacher": "planning"}.get(request.GET.get("preview"))
    return None


def visible_lessons(request, lessons):
    """Teachers see published lessons whose date has come; editors (staff) see drafts too."""
    if getattr(request.user, "is_staff", False):
        return list(lessons)
    now = timezone.now()
    return [lesson for lesson in lessons if lesson.is_published(now)]


def pupil_view(request):
    """The user's planning/pupil flag; home-learning users always get the pupil (family)
    view: the teacher's planning is not for them, and they have no toggle."""
    if preview := preview_as(request):
        return preview == "pupil"
    if user_access(request.user).is_home:
        return True
    return getattr(request.user, "lesson_view", "planning") == "pupil"


def view_labels(product):
    """Title-bar toggle: Teacher/Family for play, Planning/Teaching otherwise (spec 1 §2)."""
    return ("Teacher", "Family") if product == "play" else ("Planning", "Teaching")


def crumb(title, url=None, dot=None, dot_label=""):
    """A breadcrumb; `dot` is a colour of the ability dot, `dot_label` what it means in words
    (colour is never the only sign: the header says it to screen readers and on hover)."""
    return {"title": title, "url": url, "dot": dot, "dot_label": dot_label}


def programme_crumb(product, title):
    return crumb(title, f"/{product}")


def year_crumb(product, number):
    return crumb(YEAR_LABELS[number], f"/{product}/year/{number}")


def unit_crumb(unit, ability=None):
    dot = ability.colour if ability else (YEAR_COLOURS[unit.year.number] if unit.year_id else None)
    label = f"{ability.title} ability" if ability else (f"{dot.capitalize()} fun level" if dot else "")
    return crumb(f"Unit {unit.code}", unit.path, dot, label)


def page(request, template, *, product, title, breadcrumbs=(), bookmarkable=False, record_visit=None, **context):
    """Render a content page. Bookmarkable pages (programme pages with no part slug) give
    the header's bookmarks panel their subtitle: the breadcrumb titles before this one.
    Every programme page records Last Visited, part pages too (record_visit=True), though
    only pages without a part slug can be bookmarked (spec 1)."""
    labels = view_labels(product)
    breadcrumbs = list(breadcrumbs)
    context.update(
        bookmarkable=bookmarkable,
        record_visit=bookmarkable if record_visit is None else record_visit,
        bookmark_subtitle=" - ".join(c["title"] for c in breadcrumbs[:-1]),
        product=product,
        product_name=PRODUCT_NAMES.get(product, product.title()),
        title=clean_title(title),
        breadcrumbs=breadcrumbs,
        pupil_view=pupil_view(request),
        view_labels=labels,
    )
    return render(request, template, context)
