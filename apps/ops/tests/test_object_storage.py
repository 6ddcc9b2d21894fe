"""Media and exports through django-storages against a real S3-compatible server (moto's,
started by the test): what a worker writes, a web process reads, with signed addresses."""

import socket
import uuid
from io import BytesIO

import boto3
import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from openpyxl import load_workbook

from apps.staff.services import export
from apps.users.tests.factories import AccountFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def s3(settings):
    from moto.server import ThreadedMotoServer

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    keys = {"aws_access_key_id": "test", "aws_secret_access_key": "test"}
    client = boto3.client("s3", endpoint_url=endpoint, region_name="eu-west-2", **keys)
    bucket = f"media-{uuid.uuid4().hex[:12]}"  # moto keeps buckets per process, across servers
    client.create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": "eu-west-2"})
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "storages.backends.s3.S3Storage",
            "OPTIONS": {
                "bucket_name": bucket,
                "endpoint_url": endpoint,
                "region_name": "eu-west-2",
                "access_key": "test",
                "secret_key": "test",
                "default_acl": None,
                "querystring_auth": True,
                "file_overwrite": False,
            },
        },
    }
    yield client, bucket
    server.stop()


def test_a_saved_file_lives_in_the_bucket_and_is_served_by_a_signed_address(s3):
    s3, bucket = s3
    name = default_storage.save("support/documents/kit-list.pdf", ContentFile(b"%PDF-1.4 kit"))
    assert s3.get_object(Bucket=bucket, Key=name)["Body"].read() == b"%PDF-1.4 kit"
    url = default_storage.url(name)
    assert "X-Amz-Signature=" in url  # private bucket: links expire
    assert default_storage.open(name).read() == b"%PDF-1.4 kit"
    # A second save under the same name keeps the first (no silent overwrite of a document).
    assert default_storage.save("support/documents/kit-list.pdf", ContentFile(b"other")) != name


def test_a_background_export_is_written_to_the_bucket_and_downloaded_through_the_site(
    s3, signed_in, staff_viewer, monkeypatch
):
    s3, bucket = s3
    monkeypatch.setattr(export, "THRESHOLD", 2)
    AccountFactory.create_batch(4, name="Bucket School")
    client = signed_in(staff_viewer)
    start = client.get("/accounts/export.xlsx?search=bucket")
    assert start.status_code == 302
    job = start.url.rstrip("/").split("/")[-1]
    keys = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]]
    assert keys == [f"exports/accounts-{job}.xlsx"]
    body = b"".join(client.get(start.url + "/file").streaming_content)
    rows = list(load_workbook(BytesIO(body)).worksheets[0].values)
    assert [r[1] for r in rows[1:]] == ["Bucket School"] * 4
    # The prune of old exports lists the bucket as it listed the disk.
    assert export.exports_prune() == 0
