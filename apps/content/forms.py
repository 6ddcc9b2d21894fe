"""The editors' form fields (issue 29): every list a content row keeps as JSON is edited as
lines or ticks, never as JSON; media are uploaded through Django's storage API with a
preview; and the content check runs on the row being saved, next to its field."""

import hashlib
from pathlib import PurePosixPath

from django import forms
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import transaction

from apps.content.models import Die
from apps.content.models.authoring import JSON_SHAPES
from apps.content.services import checks

MAX_UPLOAD = 5 * 1024 * 1024
# What an upload may be, by its first bytes (not its name): pictures, sound, video. SVG is
# not accepted: a drawing can carry script.
SIGNATURES = {
    "image": [(b"\x89PNG\r\n\x1a\n", ".png"), (b"\xff\xd8\xff", ".jpg"), (b"GIF8", ".gif"), (b"RIFF", ".webp")],
    "audio": [(b"OggS", ".ogg"), (b"ID3", ".mp3"), (b"\xff\xfb", ".mp3"), (b"RIFF", ".wav")],
    "video": [(b"\x1a\x45\xdf\xa3", ".webm"), (b"\x00\x00\x00", ".mp4")],
}
IMAGE_ENDINGS = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg")


class LinesField(forms.CharField):
    """A list of words or sentences, one per line."""

    widget = forms.Textarea(attrs={"rows": 3, "cols": 60})

    def __init__(self, *args, numbers=False, **kwargs):
        self.numbers = numbers
        kwargs.pop("encoder", None), kwargs.pop("decoder", None)
        kwargs.setdefault("help_text", "One per line.")
        super().__init__(*args, **kwargs)

    def prepare_value(self, value):
        if isinstance(value, list):
            return "\n".join(str(v) for v in value)
        return value

    def to_python(self, value):
        lines = [line.strip() for line in (value or "").splitlines() if line.strip()]
        if self.numbers:
            if not all(line.isdigit() for line in lines):
                raise ValidationError("Write one whole number per line.")
            return [int(line) for line in lines]
        return lines


class PairLinesField(LinesField):
    """Entries of two parts per line: a word and its meaning ("Volley: hit before it
    bounces") or a time and a cue ("2.5 Jump up tall")."""

    def __init__(self, *args, keys, **kwargs):
        self.keys = keys
        timed = keys[0] == "time"
        kwargs["help_text"] = (
            "One cue per line: the second it shows, then the words (2.5 Jump up tall)."
            if timed
            else "One per line: the word, a colon, then what it means (Volley: hit before it bounces)."
        )
        super().__init__(*args, **kwargs)

    def prepare_value(self, value):
        if isinstance(value, list):
            a, b = self.keys
            sep = " " if a == "time" else ": "
            return "\n".join(f"{entry.get(a, '')}{sep}{entry.get(b, '')}" for entry in value if isinstance(entry, dict))
        return value

    def to_python(self, value):
        a, b = self.keys
        entries = []
        for number, line in enumerate(super().to_python(value), 1):
            if a == "time":
                first, _, rest = line.partition(" ")
                try:
                    time = float(first)
                except ValueError:
                    raise ValidationError(f"Line {number}: start with the second the cue shows (2.5 Jump).") from None
                entries.append({"text": rest.strip(), "time": int(time) if time.is_integer() else time})
            else:
                word, colon, meaning = line.partition(":")
                if not colon:
                    raise ValidationError(f"Line {number}: put a colon between the word and its meaning.")
                entries.append({a: word.strip(), b: meaning.strip()})
        return entries


def _die_choices():
    return list(Die.objects.order_by("position", "slug").values_list("slug", "title"))


class DiceField(forms.MultipleChoiceField):
    """The dice (or roulettes) a part or step shows, ticked by name."""

    widget = forms.CheckboxSelectMultiple

    def __init__(self, *args, **kwargs):
        for key in ("encoder", "decoder", "max_length"):
            kwargs.pop(key, None)
        kwargs.setdefault("help_text", "Tick the dice this shows.")
        super().__init__(*args, choices=_die_choices, **kwargs)

    def prepare_value(self, value):
        return value if isinstance(value, list) else []

    def valid_value(self, value):
        # A die removed since keeps its tick (the list keeps old slugs; nothing shows for it).
        return super().valid_value(value) or value in (self.initial or [])


def list_field(name, **kwargs):
    """The form field for a JSON list column, by the shape it keeps."""
    shape = JSON_SHAPES.get(name, "text")
    kwargs = {k: v for k, v in kwargs.items() if k in ("required", "label", "help_text", "initial")}
    kwargs["required"] = False
    if shape == "slugs":
        return DiceField(**kwargs)
    kwargs.pop("help_text", None)
    if isinstance(shape, tuple):
        return PairLinesField(keys=shape, **kwargs)
    return LinesField(numbers=shape == "numbers", **kwargs)


class MediaWidget(forms.MultiWidget):
    """The media path as text, a file to upload in its place, and a preview of a picture."""

    template_name = "admin/content/media_widget.html"

    def __init__(self, kind, attrs=None):
        self.kind = kind
        accept = {"image": "image/png,image/jpeg,image/gif,image/webp", "audio": "audio/*", "video": "video/*"}[kind]
        super().__init__([forms.TextInput(attrs={"size": 40}), forms.ClearableFileInput(attrs={"accept": accept})],
                         attrs)  # fmt: skip

    def decompress(self, value):
        return [value, None]

    def get_context(self, name, value, attrs):
        context = super().get_context(name, value, attrs)
        path = value[0] if isinstance(value, list) else value
        if self.kind == "image" and isinstance(path, str) and path.lower().endswith(IMAGE_ENDINGS):
            context["preview"] = path
        context["kind"] = self.kind
        return context


class MediaField(forms.MultiValueField):
    """A media path; an uploaded file is stored through Django's storage API (local disk
    or object storage) under a name made from its bytes, once the whole save commits."""

    def __init__(self, kind, max_length=200, **kwargs):
        self.kind = kind
        for key in ("empty_value",):
            kwargs.pop(key, None)
        kwargs["required"] = False
        fields = [forms.CharField(max_length=max_length, required=False), forms.FileField(required=False)]
        super().__init__(fields, widget=MediaWidget(kind), require_all_fields=False, **kwargs)

    def compress(self, data_list):
        path, upload = (data_list + [None, None])[:2]
        if not upload:
            return path or ""
        if upload.size > MAX_UPLOAD:
            raise ValidationError(f"The file is larger than {MAX_UPLOAD // (1024 * 1024)} MB.")
        head = upload.read(16)
        upload.seek(0)
        ending = next((end for magic, end in SIGNATURES[self.kind] if head.startswith(magic)), None)
        if ending is None:
            kinds = {"image": "a PNG, JPEG, GIF or WebP picture", "audio": "an OGG, MP3 or WAV sound",
                     "video": "a WebM or MP4 video"}  # fmt: skip
            raise ValidationError(f"“{upload.name}” is not {kinds[self.kind]}.")
        digest = hashlib.sha256()
        for chunk in upload.chunks():
            digest.update(chunk)
        upload.seek(0)
        stem = "".join(c if c.isalnum() else "-" for c in PurePosixPath(upload.name).stem.lower())[:40].strip("-")
        name = f"content/{self.kind}/{stem or 'file'}-{digest.hexdigest()[:12]}{ending}"
        content = upload.read()

        def store():
            if not default_storage.exists(name):
                from django.core.files.base import ContentFile

                default_storage.save(name, ContentFile(content))

        transaction.on_commit(store)
        return default_storage.url(name)


MEDIA_FIELDS = {"image": "image", "hero_image": "image", "preview_image": "image", "audio": "audio",
                "audio_file": "audio", "video": "video"}  # fmt: skip


class CheckedForm(forms.ModelForm):
    """A content row's form that runs the content check on its text fields."""

    check_fields: list = []

    def clean(self):
        cleaned = super().clean()
        fields = self.check_fields or [n for n, f in self.fields.items() if isinstance(f, forms.CharField)]
        for field, message in checks.leftover_problems(cleaned, fields).items():
            if field in self.fields and field not in self.errors:
                self.add_error(field, message)
        return cleaned


class LessonForm(CheckedForm):
    check_fields = checks.LESSON_FIELDS + ["title"]

    def clean(self):
        cleaned = super().clean()
        if self.instance.pk:
            own = _own_names(self.instance.parts.select_related("card").prefetch_related("skills"))
            for field, message in checks.named_elsewhere(cleaned, checks.LESSON_FIELDS, own).items():
                if field not in self.errors:
                    self.add_error(field, message)
        return cleaned


class PartForm(CheckedForm):
    check_fields = checks.PART_FIELDS

    def clean(self):
        cleaned = super().clean()
        lesson = cleaned.get("lesson")
        if lesson is None:
            return cleaned
        others = lesson.parts.exclude(pk=self.instance.pk).select_related("card").prefetch_related("skills")
        own = _own_names(others) + " " + (cleaned.get("title") or "")
        if cleaned.get("card"):
            own += " " + cleaned["card"].title
        if self.instance.pk:
            own += " " + " ".join(s.title for s in self.instance.skills.all())
        for field, message in checks.named_elsewhere(cleaned, checks.PART_FIELDS, own).items():
            if field not in self.errors:
                self.add_error(field, message)
        if cleaned.get("type") == "application" and "title" not in self.errors:
            unit = lesson.unit
            if message := checks.other_sports_game(unit, cleaned.get("title")):
                self.add_error("title", message)
        return cleaned


def _own_names(parts):
    own = []
    for part in parts:
        own.append(part.title)
        if part.card_id:
            own.append(part.card.title)
        own += [s.title for s in part.skills.all()]
        if part.video:
            own.append(part.video.rsplit("/", 1)[-1].split(".")[0].replace("-", " ").title())
    return " ".join(own)
