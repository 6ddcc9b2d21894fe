"""Answers shared by every area's API: a bare message, and a file download as the OpenAPI
states it (issue 22: every operation names what its 2xx answer holds)."""

from ninja import Schema

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


class MessageOut(Schema):
    """An operation that answers only with a sentence for the user."""

    message: str


def file_download(content_type: str = XLSX, description: str = "The file, as an attachment") -> dict:
    """`openapi_extra` of an operation answering a file (a FileResponse): its 200 is binary
    of that type, so the document and schemathesis know what comes back."""
    body = {content_type: {"schema": {"type": "string", "format": "binary"}}}
    return {"responses": {200: {"description": description, "content": body}}}
