from allauth.account.adapter import DefaultAccountAdapter


class SignInAdapter(DefaultAccountAdapter):
    """Only schools' staff invite people; nobody signs themselves up."""

    def is_open_for_signup(self, request):
        return False
