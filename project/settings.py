"""The one settings module. Everything that differs between a laptop, CI and
production is read from the environment (see README "Settings")."""

import os
import secrets
from pathlib import Path

import dj_database_url
from celery.schedules import crontab
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"


def env(name, default=None):
    value = os.environ.get(name)
    return default if value in (None, "") else value


def env_bool(name, default=False):
    return str(env(name, default)).lower() in ("1", "true", "yes", "on")


DEBUG = env_bool("DJANGO_DEBUG")
STAGING = env_bool("STAGING")


def _dev_secret_key():
    # Laptops and tests get a random key kept under var/, never one written in the code.
    VAR_DIR.mkdir(exist_ok=True)
    path = VAR_DIR / "dev-secret-key"
    if not path.exists():
        # Written whole then renamed: parallel test workers never read a half-written key.
        tmp = path.with_name(f"{path.name}.{os.getpid()}")
        tmp.write_text(secrets.token_urlsafe(50))
        os.replace(tmp, path)
    return path.read_text().strip()


SECRET_KEY = env("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DJANGO_DEBUG is off.")
    SECRET_KEY = _dev_secret_key()

ALLOWED_HOSTS = env("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver" if DEBUG else "").split(",")
CSRF_TRUSTED_ORIGINS = [o for o in env("CSRF_TRUSTED_ORIGINS", "").split(",") if o]
SITE_URL = env("SITE_URL", "http://127.0.0.1:8000")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "django_vite",
    "django_tables2",
    "import_export",
    "allauth",
    "allauth.account",
    "allauth.mfa",  # staff sign-in's second factor (TOTP and recovery codes), issue 23
    "apps.core",
    "apps.access",
    "apps.users",
    "apps.accounts",
    "apps.licences",
    "apps.signin",
    "apps.parents",
    "apps.dashboard",
    "apps.content",
    "apps.bookmarks",
    "apps.api",
    "apps.staff",
    "apps.myaccount",
    "apps.bursts",
    "apps.support",
    "apps.learning",
    "oauth2_provider",
    "apps.bridges",
    "hijack",  # after apps.bridges, whose hijack/notification.html is the banner
    "apps.sync",
    "apps.ops",
    "apps.privacy",
    "apps.assessment",
    "apps.premium",  # the PE and sport premium return (issue 32)
    "apps.passport",  # the PE passport, Year 6 to Year 7 (issue 32)
    "apps.demo",
]

MIDDLEWARE = [
    # Health checks first: a load balancer asks by address over plain HTTP (apps/ops).
    "apps.ops.views.HealthMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "apps.core.middleware.PrivateResponseMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "apps.core.middleware.BadInputMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "apps.core.logs.RequestLogContextMiddleware",
    "apps.signin.middleware.AccessEndedMiddleware",
    "apps.signin.middleware.SignInRequiredMiddleware",
    # A parent signed in on the web reaches only their children's page (issue 31).
    "apps.parents.views.guard.ParentsOnlyMiddleware",
    "apps.passport.views.guard.ReceiversOnlyMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "apps.core.middleware.HtmxMessagesMiddleware",
    "apps.core.middleware.PageErrorMiddleware",  # a page's 403 / 404: to / with a toast
    "apps.api.middleware.ApiMethodNotAllowedMiddleware",  # the API's 405 in its JSON shape
    "allauth.account.middleware.AccountMiddleware",
    # Staff admins and super staff: a second factor before anything else (apps/signin).
    "apps.signin.middleware.MfaRequiredMiddleware",
    # The Faux button: last, after the private-responses handling (it marks request.user
    # is_hijacked, which base.html reads to put the banner at the top of every page).
    "hijack.middleware.HijackUserMiddleware",
]

ROOT_URLCONF = "project.urls"
WSGI_APPLICATION = "project.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "project.chrome.chrome",
            ],
            "builtins": ["apps.core.templatetags.islands"],
        },
    }
]


def _database(url):
    """DATABASE_POOL=N (PostgreSQL): psycopg's own pool of up to N connections in each
    process instead of one persistent connection (docs/deploy.md)."""
    pool = int(env("DATABASE_POOL", 0))
    config = dj_database_url.parse(url, conn_max_age=0 if pool else 60)
    if pool and config["ENGINE"].endswith("postgresql"):
        config.setdefault("OPTIONS", {})["pool"] = {"min_size": 1, "max_size": pool, "timeout": 10}
    return config


DATABASES = {"default": _database(env("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"))}
# The heavy statistics (BURSTS year tables, staff statistics) may read from a replica.
if env("DATABASE_REPLICA_URL"):
    DATABASES["replica"] = _database(env("DATABASE_REPLICA_URL"))
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_USER_MODEL = "users.User"
AUTHENTICATION_BACKENDS = ["allauth.account.auth_backends.AuthenticationBackend"]
AUTH_PASSWORD_VALIDATORS = [{"NAME": "apps.users.services.passwords.SpecPasswordValidator"}]
# Django's default first; home-learning children's generated passwords use the light one.
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "apps.users.services.hashers.HomeChildPasswordHasher",
    "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher",
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.BCryptSHA256PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
]
# Home-learning children's displayed passwords (apps/users/home_credentials.py): Fernet keys
# of their own, never derived from SECRET_KEY. Comma-separated, newest first: the first
# encrypts, all decrypt (rotate: put a new key first, run `manage.py home_passwords_rotate`,
# then drop the old one). Debugging (make run, tests) falls back to a published demo key;
# production has none, and storing or showing a child's password then fails loudly.
DEMO_HOME_PASSWORD_KEY = "ZGVtby1vbmx5IGhvbWUtcGFzc3dvcmQga2V5OiAzMiE="  # demo only, never secret
HOME_PASSWORD_KEYS = [k.strip() for k in env("HOME_PASSWORD_KEYS", "").split(",") if k.strip()] or (
    [DEMO_HOME_PASSWORD_KEY] if DEBUG else []
)
LOGIN_URL = "/login"
LOGIN_REDIRECT_URL = "/"
SESSION_COOKIE_AGE = 60 * 60 * 12

# allauth: its authentication backend and its cache-backed rate limits are used; the
# sign-in screens are our own (spec 1 §2) at /login. Its own URLs are not mounted, so
# nothing of it sits under /accounts/ (the staff accounts list) or bypasses our checks.
ACCOUNT_LOGIN_METHODS = {"email", "username"}
ACCOUNT_USER_MODEL_USERNAME_FIELD = "username"
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*"]
ACCOUNT_EMAIL_VERIFICATION = "none"
# Failed sign-ins are counted by apps/signin/throttle.py (per identifier and address, a
# known device exempt from the identifier's lockout), not allauth's per-key lockout.
ACCOUNT_RATE_LIMITS = {"login_failed": None}
# Proxies in front that append to X-Forwarded-For (production: the TLS proxy).
TRUSTED_PROXY_COUNT = int(env("TRUSTED_PROXY_COUNT", 0 if DEBUG else 1))
ALLAUTH_TRUSTED_PROXY_COUNT = TRUSTED_PROXY_COUNT
ACCOUNT_ADAPTER = "apps.signin.services.adapter.SignInAdapter"
# The second factor (issue 23): allauth.mfa's TOTP and recovery codes, on our own screens
# (/login/code, /mfa/setup, /mfa). Required for staff with admin rights and
# super staff (apps.access.rules.must_use_mfa), optional for school admins and viewers.
MFA_SUPPORTED_TYPES = ["totp", "recovery_codes"]
MFA_TOTP_ISSUER = env("MFA_TOTP_ISSUER", "PE Platform")
MFA_TOTP_TOLERANCE = 1  # one 30-second step either side, for phones whose clock drifts

REDIS_URL = env("REDIS_URL")
if REDIS_URL:
    # Fails soft (apps/core/caches.py): with Redis away, pages and sign-in work without it.
    CACHES = {
        "default": {
            "BACKEND": "apps.core.caches.FailSoftRedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_RESULT_BACKEND = None
# One queue per kind of work, so each scales (and fails) on its own (docs/deploy.md).
CELERY_TASK_ROUTES = {
    "apps.*.tasks.send_*": {"queue": "emails"},
    "apps.core.tasks.outbox_*": {"queue": "emails"},
    "apps.sync.tasks.*": {"queue": "sync"},
    "apps.staff.tasks.export_*": {"queue": "exports"},
    "apps.bursts.tasks.*": {"queue": "bursts"},
}
# Accounts exports bigger than this run on a worker with a progress bar.
EXPORT_BACKGROUND_THRESHOLD = int(env("EXPORT_BACKGROUND_THRESHOLD", 2000))
CELERY_TASK_IGNORE_RESULT = True
# Beat proves it is alive to /health/ready (apps/ops) every BEAT_HEARTBEAT_SECONDS.
BEAT_HEARTBEAT_SECONDS = int(env("BEAT_HEARTBEAT_SECONDS", 60))
BEAT_HEARTBEAT_MAX_AGE = BEAT_HEARTBEAT_SECONDS * 3
CELERY_BEAT_SCHEDULE = {
    "beat-heartbeat": {"task": "apps.ops.tasks.beat_heartbeat", "schedule": BEAT_HEARTBEAT_SECONDS},
    "remove-expired-temp-users": {"task": "apps.sync.tasks.remove_expired_temp_users", "schedule": 60 * 60 * 24},
    "mis-sync-nightly": {"task": "apps.sync.tasks.sync_nightly", "schedule": crontab(hour=2, minute=15)},
    "release-stuck-syncs": {"task": "apps.sync.tasks.release_stuck_runs", "schedule": 60 * 5},
    "clear-expired-sessions": {"task": "apps.core.tasks.clear_expired_sessions", "schedule": 60 * 60 * 24},
    # The durable outbox's sweep: emails a broker that was away never delivered, and those
    # the mail server refused before, sent when due (apps/core/emails.py).
    "outbox-flush": {"task": "apps.core.tasks.outbox_flush", "schedule": 60},
    # Children no longer in their school's MIS and the children of schools whose membership
    # ended, erased after each school's retention period (apps/privacy), with a report.
    "retention-nightly": {"task": "apps.privacy.tasks.retention_daily", "schedule": crontab(hour=3, minute=30)},
    # Assessment evidence (photos, videos) past its school's evidence period, with its files.
    "evidence-expire-nightly": {
        "task": "apps.assessment.tasks.evidence_expire_daily",
        "schedule": crontab(hour=3, minute=45),
    },
}

# smtp://user:pass@host:port or smtp+tls://...; printed to the console when debugging,
# a local SMTP relay in production unless set.
EMAIL_URL = env("EMAIL_URL", "" if DEBUG else "smtp://localhost:25")
if EMAIL_URL and EMAIL_URL.startswith("smtp"):
    from urllib.parse import unquote, urlparse

    _email = urlparse(EMAIL_URL)
    MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {
                "host": _email.hostname,
                "port": _email.port or 25,
                "username": unquote(_email.username or ""),
                "password": unquote(_email.password or ""),
                "use_tls": _email.scheme == "smtp+tls",
            },
        }
    }
else:
    MAILERS = {"default": {"BACKEND": "django.core.mail.backends.console.EmailBackend"}}
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", "PE Platform <hello@example.com>")

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
# Production serves collected files from STATIC_ROOT; DEBUG (laptops, tests) straight
# from the source folders.
STATIC_ROOT = None if DEBUG else Path(env("STATIC_ROOT", VAR_DIR / "staticfiles"))
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG
STATICFILES_DIRS = [BASE_DIR / "static"]
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(env("MEDIA_ROOT", BASE_DIR / "media"))
# Media, generated media and exports: local disk by default; S3-compatible object storage
# (django-storages) when S3_BUCKET is set, so every web and worker node sees one store.
# The credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or the instance's role).
S3_BUCKET = env("S3_BUCKET")
if S3_BUCKET:
    _default_storage = {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": S3_BUCKET,
            "endpoint_url": env("S3_ENDPOINT_URL"),
            "region_name": env("S3_REGION", "eu-west-2"),
            "default_acl": None,
            "querystring_auth": True,
            "querystring_expire": 300,
            "file_overwrite": False,
        },
    }
else:
    _default_storage = {"BACKEND": "django.core.files.storage.FileSystemStorage"}
STORAGES = {
    "default": _default_storage,
    "staticfiles": {
        "BACKEND": "apps.core.storage.StaticStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
# Vite already puts a hash in every chunk name; let browsers keep them for a year.
WHITENOISE_IMMUTABLE_FILE_TEST = r"^.+/dist/assets/.+-[0-9A-Za-z_-]{8,}\.(js|css)$"

DJANGO_VITE = {
    "default": {
        "dev_mode": env_bool("DJANGO_VITE_DEV"),
        "dev_server_port": int(env("DJANGO_VITE_PORT", 5173)),
        "manifest_path": BASE_DIR / "static" / "dist" / ".vite" / "manifest.json",
        "static_url_prefix": "dist",
    }
}

MESSAGE_STORAGE = "django.contrib.messages.storage.session.SessionStorage"

# The MIS partner. Debugging without WONDE_BASE_URL talks to the fake partner that the
# site mounts at /fake-wonde (apps/sync/fake), so Sync works with nothing outside the machine.
# Asked for outside debugging it is not mounted (it answers anyone with a built-in token):
# production-style tests run it as a process of its own, and `check --deploy` warns.
WONDE_FAKE_ASKED = env_bool("WONDE_FAKE", DEBUG and not env("WONDE_BASE_URL"))
WONDE_FAKE = WONDE_FAKE_ASKED and DEBUG
WONDE_BASE_URL = env("WONDE_BASE_URL", f"{SITE_URL}/fake-wonde/v1.0" if WONDE_FAKE else "https://api.wonde.com/v1.0")
WONDE_TOKEN = env("WONDE_TOKEN", "fake-pe-token" if WONDE_FAKE else "")
WONDE_BURSTS_TOKEN = env("WONDE_BURSTS_TOKEN", "fake-bursts-token" if WONDE_FAKE else WONDE_TOKEN)
WONDE_BACKOFF = float(env("WONDE_BACKOFF", 0.5))  # seconds before the first retry, doubling
# The sync's guard (apps/sync/services/guard.py): a sync that would make temporary, or take
# out of their class, more than this share of a school's staff users or children (and more
# than SYNC_GUARD_MIN_PEOPLE of them) is held for a person to review before anyone changes.
SYNC_GUARD_SHARE = float(env("SYNC_GUARD_SHARE", 0.2))
SYNC_GUARD_MIN_PEOPLE = int(env("SYNC_GUARD_MIN_PEOPLE", 3))
CRM_ACCOUNT_URL = env("CRM_ACCOUNT_URL", "https://crm.example.com/accounts/")
SUPPORT_EMAIL = env("SUPPORT_EMAIL", "support@example.com")
SUPPORT_PHONE = env("SUPPORT_PHONE", "01234 567890")
# Sign-in bridges: the forum's DiscourseConnect (its address and the shared secret set
# in the forum's admin; without a secret every forum sign-in fails) and the one OAuth
# client allowed to ask for codes, the online-course platform (manage.py register_course_client).
DISCOURSE_URL = env("DISCOURSE_URL", "https://community.example.com")
DISCOURSE_SSO_SECRET = env("DISCOURSE_SSO_SECRET", "")
OAUTH_COURSE_CLIENT_ID = env("OAUTH_COURSE_CLIENT_ID", "course-platform")
OAUTH2_PROVIDER = {
    "SCOPES": {"profile": "Your name and email address"},
    "DEFAULT_SCOPES": ["profile"],
    "PKCE_REQUIRED": True,
    "ALLOWED_REDIRECT_URI_SCHEMES": ["https"],
    "AUTHORIZATION_CODE_EXPIRE_SECONDS": 60,
    "ACCESS_TOKEN_EXPIRE_SECONDS": 60 * 60,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "ROTATE_REFRESH_TOKEN": True,
    # RFC 9700 (OAuth security best practice), all on: S256 only, no implicit or
    # password grants, tokens only in headers, `iss` in responses, hashed tokens.
    **{
        f"COMPLIANT_BCP_RFC9700_{gate}": True
        for gate in [
            "IMPLICIT_GRANT",
            "PASSWORD_GRANT",
            "PKCE_METHOD",
            "ACCESS_TOKEN_TRANSPORT",
            "AUTHZ_RESPONSE_ISS",
            "TOKEN_STORAGE",
            "REFRESH_TOKEN",
            "REDIRECT_URI_SCHEME",
            "REDIRECT_URI_MATCHING",
            "PKCE_REQUIRED",
        ]  # fmt: skip
    },
}
# Impersonation (the Faux button): who may sign in as whom is a named rule.
HIJACK_PERMISSION_CHECK = "apps.access.rules.can_impersonate"
# The banner is at the top of every page (templates/base.html), not injected before </body>.
HIJACK_INSERT_BEFORE = None
# The Learning Hub's external tiles (spec 2 screen 13).
LEARNING_LINKS = {
    "courses": env("LEARNING_COURSES_URL", "https://learn.example.com/my-learning"),
    "community": env("COMMUNITY_URL", "https://community.example.com/"),
    "in_school": env("IN_SCHOOL_SUPPORT_URL", "https://www.example.com/in-school-training"),
    "stories": env("MEMBER_STORIES_URL", "https://www.example.com/impact"),
}

# Content-Security-Policy (Django's own): scripts and styles from this site only, no
# 'unsafe-inline' anywhere. Pages carry no inline script or style="" attribute (the
# islands set styles through the DOM, which CSP allows); htmx's injected indicator
# style is turned off in base.html. Vimeo is the one frame a Guide video may use.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:", "blob:"],
    "media-src": [CSP.SELF, "blob:"],
    "font-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    "frame-src": ["https://player.vimeo.com"],
    "frame-ancestors": [CSP.NONE],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
}
if env_bool("DJANGO_VITE_DEV"):
    # Vite's dev server serves the islands and injects their styles and its HMR client.
    _vite = f"http://localhost:{env('DJANGO_VITE_PORT', 5173)}"
    SECURE_CSP.update(
        {
            "script-src": [CSP.SELF, _vite, CSP.UNSAFE_INLINE],
            "style-src": [CSP.SELF, _vite, CSP.UNSAFE_INLINE],
            "connect-src": [CSP.SELF, _vite, _vite.replace("http", "ws")],
        }
    )
# The CSRF token reaches scripts through the page (meta tag, hx-headers), not the cookie.
SESSION_COOKIE_HTTPONLY = CSRF_COOKIE_HTTPONLY = True
CSRF_COOKIE_SAMESITE = SESSION_COOKIE_SAMESITE = "Lax"

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = int(env("SECURE_HSTS_SECONDS", 60 * 60 * 24 * 365))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True

# LOG_FORMAT=json (the default in production): one JSON object a line with the request id,
# the user's id and every extra= field (apps/core/logs.py); text when debugging.
LOG_FORMAT = env("LOG_FORMAT", "text" if DEBUG else "json")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request": {"()": "apps.core.logs.RequestContextFilter"}},
    "formatters": {"json": {"()": "apps.core.logs.Formatter"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["request"],
            **({"formatter": "json"} if LOG_FORMAT == "json" else {}),
        }
    },
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", "INFO" if not DEBUG else "WARNING")},
    # The request log line says the same as gunicorn's access log, without the request id.
    "loggers": {"django.server": {"level": "WARNING"}},
}

if env("SENTRY_DSN"):
    from apps.core.reporting import init_error_reporting

    init_error_reporting(env("SENTRY_DSN"), environment=env("SENTRY_ENVIRONMENT", "production"))
