"""Which database a read goes to. The heavy statistics may read from a replica
(DATABASE_REPLICA_URL, settings' "replica" alias) so they never compete with writes; the
figures may then lag the primary by the replica's delay, which a year-to-date table allows."""

from django.db import connections

REPLICA = "replica"


def stats_alias() -> str:
    """The replica when one is configured, else the primary."""
    return REPLICA if REPLICA in connections.settings else "default"
