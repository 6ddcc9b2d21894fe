"""Addresses of the BURSTS pages. Each page has a school form (/bursts/...) and a staff
form (/accounts/{accountId}/bursts/...); `account_id` picks the staff one."""

from urllib.parse import urlencode

from django.conf import settings
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


def connect_url(contact):
    """The invite email's link to connect the child in the home app. There is no setting for
    the home app's own address, so the link is on this site: /bursts-tools, the page that
    already serves the home app's emails (verify, reset), with the contact's code. The app
    can open it as a link on the site's domain; the code is also in the email to type in."""
    return f"{settings.SITE_URL}{reverse('bursts_tools')}?{urlencode({'connect': str(contact.uid)})}"


def parents_join_url(contact):
    """The invite's link to the parents' page on the web (issue 31), with the same code."""
    return f"{settings.SITE_URL}{reverse('parents_join', kwargs={'code': str(contact.uid)})}"
