"""A lighter PBKDF2 for home-learning children's generated passwords: they have about 15
bits of entropy and are shown to the school admin anyway, so a million-round hash buys
nothing but makes importing 1,000 children take minutes. Staff and school users keep
Django's default."""

from django.contrib.auth.hashers import PBKDF2PasswordHasher


class HomeChildPasswordHasher(PBKDF2PasswordHasher):
    algorithm = "pbkdf2_sha256_home"
    iterations = 20_000
