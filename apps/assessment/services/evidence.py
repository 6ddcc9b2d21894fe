"""Evidence (issue 30): a photo or short video of children showing outcomes. Every check
runs before the first write; the file is stored under a generated name through the default
storage (local disk or S3), and goes with its row (retention, a child's erasure, a delete)."""

import uuid
from datetime import timedelta

from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from apps.assessment.models import Evidence, Settings
from apps.bursts.models import Student

MAX_BYTES = 10 * 1024 * 1024
MAX_CAPTION = 200
DEFAULT_KEEP_DAYS = 365


def sniff(head: bytes) -> tuple[str, str] | None:
    """(kind, extension) from a file's first bytes; None for anything else (SVG included:
    it can carry script)."""
    if head.startswith(b"\xff\xd8\xff"):
        return Evidence.Kind.PHOTO, "jpg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return Evidence.Kind.PHOTO, "png"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return Evidence.Kind.PHOTO, "webp"
    if head[4:8] == b"ftyp":
        return Evidence.Kind.VIDEO, "mp4"
    if head.startswith(b"\x1a\x45\xdf\xa3"):
        return Evidence.Kind.VIDEO, "webm"
    return None


def keep_days(account_id) -> int:
    row = Settings.objects.filter(account_id=account_id).values_list("evidence_keep_days", flat=True).first()
    return row or DEFAULT_KEEP_DAYS


def evidence_create(*, acting_user, group, upload, students, outcomes, lesson=None, caption="", shared=False):
    """Checks everything, then stores the file and the row. `students` and `outcomes` are
    what the user chose, already narrowed to the class's children and offered outcomes."""
    caption = (caption or "").strip()
    if upload is None:
        raise ValidationError("Choose a photo or video to upload.")
    name = upload.name or ""
    if "\x00" in name or "\x00" in caption:
        raise ValidationError("The file name or caption contains a character that cannot be stored.")
    if len(name) > 255:
        raise ValidationError("The file name is too long (at most 255 characters).")
    if len(caption) > MAX_CAPTION:
        raise ValidationError(f"The caption is too long (at most {MAX_CAPTION} characters).")
    if upload.size > MAX_BYTES:
        raise ValidationError("The file is too big: at most 10 MB.")
    upload.seek(0)
    found = sniff(upload.read(16))
    upload.seek(0)
    if found is None:
        raise ValidationError("Upload a JPEG, PNG or WebP photo, or an MP4 or WebM video.")
    if not students:
        raise ValidationError("Choose the children the evidence shows.")
    refused = [s.name for s in students if not s.photo_consent]
    if refused:
        raise ValidationError(
            f"No photo consent recorded for {', '.join(refused)}: "
            "evidence can show only children whose photo consent the school has recorded."
        )
    kind, ext = found
    stored = default_storage.save(f"evidence/{group.account_id}/{uuid.uuid4().hex}.{ext}", upload)
    try:
        with transaction.atomic():
            evidence = Evidence.objects.create(
                account_id=group.account_id,
                file=stored,
                kind=kind,
                caption=caption,
                group=group,
                lesson=lesson,
                uploaded_by=acting_user,
                shared_with_parents=shared,
                keep_until=timezone.localdate() + timedelta(days=keep_days(group.account_id)),
            )
            evidence.students.set(students)
            evidence.outcomes.set(outcomes)
    except Exception:
        default_storage.delete(stored)
        raise
    return evidence


def evidence_share(*, acting_user, evidence, shared: bool) -> Evidence:
    evidence.shared_with_parents = shared
    evidence.save(update_fields=["shared_with_parents"])
    return evidence


def evidence_delete(*, acting_user, evidence) -> None:
    """The row now, its file when the transaction commits (evidence_file_forget)."""
    with transaction.atomic():
        evidence.delete()


def evidence_file_forget(sender, instance, **kwargs):
    """post_delete of Evidence (connected in apps.py): the file goes with its row however the
    row goes (a delete, the retention task, a child's erasure, the school's deletion)."""
    name = instance.file.name
    if name:
        transaction.on_commit(lambda: default_storage.delete(name))


def photo_consent_save(*, acting_user, students, consenting: set[int]) -> int:
    """Records which of these children the school has photo consent for; the changed count."""
    changed = [s for s in students if s.photo_consent != (s.pk in consenting)]
    for s in changed:
        s.photo_consent = s.pk in consenting
    with transaction.atomic():
        Student.objects.bulk_update(changed, ["photo_consent"])
    return len(changed)


def evidence_expire(*, today=None) -> int:
    """Deletes the evidence past its `keep_until` (rows, and files on commit). Safe to run twice."""
    today = today or timezone.localdate()
    with transaction.atomic():
        return Evidence.objects.filter(keep_until__lt=today).delete()[1].get(Evidence._meta.label, 0)
