"""Error reporting, switched on by SENTRY_DSN (any Sentry-protocol collector: Sentry,
GlitchTip, an OpenTelemetry bridge). Off by default; sends no personal data."""


def init_error_reporting(dsn, *, environment="production", release=None):
    import sentry_sdk
    from sentry_sdk.integrations.celery import CeleryIntegration
    from sentry_sdk.integrations.django import DjangoIntegration

    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        release=release,
        integrations=[DjangoIntegration(), CeleryIntegration()],
        # Children's names and emails must not leave: personal data stays off (the SDK's
        # default: no cookies, users or IPs) and request bodies are never sent.
        max_request_body_size="never",
        traces_sample_rate=0,
    )
