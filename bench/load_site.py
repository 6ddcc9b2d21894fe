"""Settings for the load benchmark's gunicorn: the project's, run as production would
(DEBUG off, no query log), plus one floor view mounted beside the real pages."""

from project.settings import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "load_urls"
