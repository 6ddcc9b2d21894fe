from apps.bursts.tests.conftest import bursts_rows, cedar, oak  # noqa: F401 (fixtures)
