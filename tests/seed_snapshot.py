"""Putting the seeded test database back after a transactional test, on PostgreSQL (issue 34).

A live-server test commits, so Django ends it with a flush: TRUNCATE of every table
(0.7 s), then conftest seeded the personas and the curriculum again (2.1 s), for each
of 157 browser tests. Instead, once the seed is in, each table's rows are copied to a
schema of their own, and a statement trigger on every table notes which ones a statement
touched. The flush then puts back only those tables: delete their rows, copy the seed's
back. Other databases (SQLite) keep Django's flush and the reseed, as does
TEST_SEED_SNAPSHOT=0 (to compare the two).

The trigger writes to an unlogged list with no unique key, so two requests writing at
once never wait for each other on it; a name listed twice is put back once.
"""

import os

from django.db import connection, transaction

SCHEMA = "test_seed"
DIRTY = "test_seed_dirty"
_TABLES: list[str] = []


# Removes the noting from a copy of the test database (the production smoke test's): the
# function's triggers go with it.
UNHOOK_SQL = f"DROP FUNCTION IF EXISTS {DIRTY}_note() CASCADE; DROP TABLE IF EXISTS {DIRTY}"


def active():
    return bool(_TABLES)


def take():
    """Copies every model table as it is now and starts noting writes. False where it
    cannot: not PostgreSQL, or a role that may not turn foreign keys off for a moment."""
    if connection.vendor != "postgresql" or os.environ.get("TEST_SEED_SNAPSHOT") == "0":
        return False
    with connection.cursor() as cursor:
        cursor.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
        if not cursor.fetchone()[0]:
            return False
        tables = sorted(connection.introspection.django_table_names(only_existing=True, include_views=False))
        cursor.execute(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE; CREATE SCHEMA {SCHEMA}")
        cursor.execute(f"DROP TABLE IF EXISTS {DIRTY}; CREATE UNLOGGED TABLE {DIRTY} (name text NOT NULL)")
        # Noted once per table and transaction (a setting local to the transaction says it
        # is): a test that writes a table a thousand times pays one insert, not a search.
        cursor.execute(
            f"""CREATE OR REPLACE FUNCTION {DIRTY}_note() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF current_setting('{SCHEMA}.noted_' || TG_TABLE_NAME, true) IS DISTINCT FROM '1' THEN
                INSERT INTO {DIRTY} VALUES (TG_TABLE_NAME);
                PERFORM set_config('{SCHEMA}.noted_' || TG_TABLE_NAME, '1', true);
              END IF;
              RETURN NULL;
            END $$"""
        )
        for table in tables:
            quoted = connection.ops.quote_name(table)
            cursor.execute(f"CREATE TABLE {SCHEMA}.{quoted} AS SELECT * FROM {quoted}")
            cursor.execute(
                f"DROP TRIGGER IF EXISTS {DIRTY} ON {quoted}; "
                f"CREATE TRIGGER {DIRTY} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {quoted} "
                f"FOR EACH STATEMENT EXECUTE FUNCTION {DIRTY}_note()"
            )
    _TABLES[:] = tables
    return True


def restore():
    """Puts back every table a statement touched since the last restore, in one transaction.
    In replica mode neither foreign keys nor the noting trigger fire, so the tables can be
    put back in any order and putting them back notes nothing."""
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"SELECT DISTINCT name FROM {DIRTY}")
        touched = sorted(name for (name,) in cursor.fetchall() if name in _TABLES)
        cursor.execute("SET LOCAL session_replication_role = replica")
        for table in touched:
            quoted = connection.ops.quote_name(table)
            cursor.execute(f"DELETE FROM {quoted}")
            cursor.execute(f"INSERT INTO {quoted} SELECT * FROM {SCHEMA}.{quoted}")
        cursor.execute(f"DELETE FROM {DIRTY}")
    return touched
