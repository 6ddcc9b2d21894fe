from allauth.account.adapter import DefaultAccountAdapter


class SignInAdapter(DefaultAccountAdapter):
    """Only schools' staff invite people; nobody signs themselves up."""

    def is_open_for_signup(self, request):
        return False

    def add_message(self, request, level, message_template=None, message_context=None, extra_tags="", message=None):
        # allauth.mfa's own notices ("Authenticator app activated."...): our second-factor
        # pages say what happened themselves (apps/signin/views.py), in the site's words.
        if message_template and message_template.startswith("mfa/"):
            return
        super().add_message(request, level, message_template, message_context, extra_tags, message)
