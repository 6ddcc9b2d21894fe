"""BURSTS pages for school users (/bursts/...). The BURSTS issue fills them in; today
they apply the access rules and say whether the account has BURSTS."""

from django.shortcuts import redirect

from apps.access.entitlements import user_access
from apps.core.pages import area_page

NO_ACCESS = "This account does not have access to BURSTS"


def bursts_view(request, rest=""):
    access = user_access(request.user)
    if access.is_home:
        return redirect("programme", product="home")
    if not access.has_bursts:
        return area_page(request, "BURSTS", "bursts", NO_ACCESS)
    return area_page(request, "BURSTS", "bursts", "Classes, children and active minutes.")
