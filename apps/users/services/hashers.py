"""A lighter PBKDF2 for home-learning children's generated passwords: they have about 21
bits of entropy (apps.users.services.home_credentials) and are kept encrypted for display
anyway, so a million-round hash buys nothing but makes importing 1,000 children take
minutes. Staff and school users keep
Django's default."""

from django.contrib.auth.hashers import PBKDF2PasswordHasher


class HomeChildPasswordHasher(PBKDF2PasswordHasher):
    algorithm = "pbkdf2_sha256_home"
    iterations = 20_000
