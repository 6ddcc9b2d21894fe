"""The site chrome: what the header, menus and footer show for a user (spec 1 "Common
chrome", spec 2 "Header and product menu"), as a context processor. It sits in the site
layer because it links every area; each link's rule is a named permission."""

from dataclasses import dataclass

from django.conf import settings
from django.urls import reverse
from django.utils import timezone

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.content.selectors import product_tiles
from apps.core import messages as text

BRAND = "PE Platform"
COMMUNITY_URL = "https://community.example.com/"
STORE_URL = "https://store.example.com/"


@dataclass(frozen=True)
class Link:
    key: str
    label: str
    url: str


def header_links(user):
    """Links of the header bar, in order."""
    links = []
    if can.is_signed_in(user) and user.is_home:
        return [Link("home", "Home Learning", reverse("programme", args=["home"]))]
    if can.can_see_bursts_link(user):
        links.append(Link("bursts", "BURSTS", reverse("bursts")))
    if can.can_see_learning_link(user):
        links.append(Link("learning", "Learning Hub", reverse("learning")))
    if can.can_view_accounts(user):
        links.append(Link("accounts", "Accounts", reverse("accounts")))
    if can.can_create_staff_users(user):
        links.append(Link("create", "Create", reverse("staff_users")))
    if can.can_manage_own_account(user):
        links.append(Link("my_account", "My Account", reverse("my_account", args=["users"])))
    return links


def more_links(user):
    if not can.is_signed_in(user) or user.is_home:
        return []
    access = user_access(user)
    links = [Link("community", "Community", COMMUNITY_URL), Link("store", "Store", STORE_URL)]
    if can.can_manage_own_account(user):
        links.append(Link("users", "Users", reverse("my_account", args=["users"])))
    if can.can_see_home_learning(user):
        links.append(Link("home_learning", "Home Learning", reverse("my_account", args=["home"])))
    if can.can_manage_own_account(user):
        links.append(Link("training", "Training", reverse("my_account", args=["training"])))
    links.append(Link("faqs", "PE FAQs", reverse("support_page", args=["faqs"])))
    if access.has_bursts:
        links.append(Link("bursts_faqs", "BURSTS FAQs", reverse("support_page", args=["bursts/faqs"])))
    links.append(Link("profile", "My Profile", reverse("profile")))
    return links


def temp_warning(user, request):
    if not can.is_signed_in(user) or not user.date_end_temp or request.session.get("temp_warning_seen"):
        return None
    if request.path == reverse("profile"):
        # Edit My Email leads here: the modal must not cover the form it sends people to.
        return None
    days = user.temp_days_left()
    return {
        "days": days,
        "message": text.TEMP_WARNING.format(n=days),
        "date": user.date_end_temp,
        "email": user.email,
    }


def chrome(request):
    user = getattr(request, "user", None)
    signed_in = can.is_signed_in(user)
    return {
        "brand": BRAND,
        "staging": settings.STAGING,
        "copyright_year": timezone.localdate().year,  # not "year": pages pass their own
        "header_links": header_links(user) if signed_in else [],
        "more_links": more_links(user) if signed_in else [],
        "brand_opens_menu": signed_in and can.can_open_product_menu(user) and not user.is_home,
        # Otherwise the brand button goes to /real (spec 1 "Common chrome"); home users to /home.
        "brand_url": reverse("programme", args=["home"]) if signed_in and user.is_home else reverse("real"),
        "product_tiles": product_tiles(user) if signed_in and not user.is_home else [],
        "temp_warning": temp_warning(user, request) if signed_in else None,
        "access": user_access(user) if signed_in else None,
        "support_email": settings.SUPPORT_EMAIL,
        "support_phone": settings.SUPPORT_PHONE,
    }
