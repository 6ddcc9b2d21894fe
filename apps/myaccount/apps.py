from django.apps import AppConfig


class Config(AppConfig):
    """School self-service, My Account (/account/*, spec 1 §2): a school admin's users,
    home-learning children, training and purchase."""

    name = "apps.myaccount"
    label = "myaccount"
