"""Substring search that an index can answer. The searched fields are joined into one
text, upper-cased: `SearchText(*fields)`; on PostgreSQL a trigram (pg_trgm) GIN index
on exactly that expression (`trigram_index` in a migration) answers `contains` on it,
one index for all the fields instead of a scan of every row. SQLite runs the same
expression without an index."""

from django.db import migrations
from django.db.models import CharField, F, Func

SEPARATOR = " | "  # between fields, so a search term does not match across two of them


def _text(columns, *, postgres: bool) -> str:
    cast = "::text" if postgres else ""
    joined = f" || '{SEPARATOR}' || ".join(f"COALESCE(({c}){cast}, '')" for c in columns)
    return f"UPPER({joined})"


class SearchText(Func):
    """UPPER(COALESCE(f1, '') || ' | ' || COALESCE(f2, '') ...): compare with `contains`
    and an upper-cased term (`search_term`)."""

    output_field = CharField()

    def __init__(self, *fields):
        super().__init__(*[F(name) for name in fields])

    def as_sql(self, compiler, connection, **extra):
        parts, params = [], []
        for expression in self.source_expressions:
            sql, part_params = compiler.compile(expression)
            parts.append(sql)
            params.extend(part_params)
        return _text(parts, postgres=connection.vendor == "postgresql"), params


def search_term(text: str) -> str:
    return text.upper()


def trigram_index(table: str, name: str, columns: list[str]):
    """A migration operation: the GIN trigram index for SearchText(*columns) on
    PostgreSQL (pg_trgm created if missing); nothing on other databases."""

    def forwards(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
            text = _text(columns, postgres=True)
            schema_editor.execute(f"CREATE INDEX IF NOT EXISTS {name} ON {table} USING gin (({text}) gin_trgm_ops)")

    def backwards(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            schema_editor.execute(f"DROP INDEX IF EXISTS {name}")

    return migrations.RunPython(forwards, backwards)
