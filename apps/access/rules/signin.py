"""Sign-in: the second factor and impersonation."""

from apps.access.rules.roles import is_account_admin, is_parent, is_signed_in, is_staff, is_staff_admin, is_super_staff


def must_use_mfa(user):
    """A second factor at sign-in (issue 23): required of internal staff with admin rights
    and super staff, who are sent to set it up before anything else."""
    return is_staff_admin(user)


def may_use_mfa(user):
    """Who may turn a second factor on: those who must, other staff, school admins and
    parents (issue 31: offered, never required)."""
    return is_staff(user) or is_account_admin(user) or is_parent(user)


def has_mfa(user):
    """The user has an authenticator app (TOTP) set up (allauth.mfa)."""
    from allauth.mfa.models import Authenticator

    if not is_signed_in(user):
        return False
    if not hasattr(user, "_has_mfa"):  # asked once per request's user, not per card of a list
        user._has_mfa = Authenticator.objects.filter(user_id=user.pk, type=Authenticator.Type.TOTP).exists()
    return user._has_mfa


def can_impersonate(hijacker, hijacked):
    """The Faux button (spec 1 §6): super staff sign in as an active school or home user
    to see what they see; never as internal staff, never as themselves. Also django-hijack's
    permission check (settings.HIJACK_PERMISSION_CHECK), hence the argument names."""
    return (
        is_super_staff(hijacker)
        and hijacked.pk != hijacker.pk
        and not hijacked.is_create
        and hijacked.is_active
        and hijacked.status == hijacked.Status.ACTIVE
        and has_mfa(hijacker)  # and the session's own second factor: MfaRequiredMiddleware
    )
