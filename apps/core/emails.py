from django.core.mail import send_mail
from django.template.loader import render_to_string


def send_templated_email(*, template: str, context: dict, to: str) -> None:
    """Renders `<template>_subject.txt` and `<template>.txt` and sends them. Tasks call
    this and retry on OSError (the mail server being away)."""
    subject = render_to_string(f"{template}_subject.txt", context).strip()
    body = render_to_string(f"{template}.txt", context)
    send_mail(subject, body, None, [to])
