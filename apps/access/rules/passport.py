"""The PE passport (issue 32): who sends a school's Year 6 passports and who receives them."""

from apps.access.rules.roles import is_account_admin, is_receiver, is_temporary_user


def can_send_passports(user):
    """Making, downloading and sending the school's passports: its admins (the PE lead is
    always an admin), never a temporary user; teachers and internal staff do not."""
    return is_account_admin(user) and not is_temporary_user(user) and bool(user.account_id)


def can_receive_passports(user):
    """A secondary school's PE contact: the incoming cohort and each passport sent to them."""
    return is_receiver(user)
