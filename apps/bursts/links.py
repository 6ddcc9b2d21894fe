"""Addresses of the BURSTS pages. Each page has a school form (/bursts/...) and a staff
form (/accounts/{accountId}/bursts/...); `account_id` picks the staff one."""

from django.urls import reverse


def bursts_url(account_id, name, **kwargs):
    if account_id is None:
        return reverse(f"bursts_{name}", kwargs=kwargs)
    if name == "groups":  # the staff account page's BURSTS Groups tab
        return reverse("account_tab", kwargs={"account_id": account_id, "tab": "bursts/groups"})
    if name == "year":
        return reverse("account_tab", kwargs={"account_id": account_id, "tab": "bursts/year"})
    return reverse(f"account_bursts_{name}", kwargs={"account_id": account_id, **kwargs})


def student_url(account_id, student):
    """A child's page: under its class when it has one."""
    if student.group_id:
        return bursts_url(account_id, "student", group_id=student.group_id, student_id=student.pk)
    return bursts_url(account_id, "student_alone", student_id=student.pk)
