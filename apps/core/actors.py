"""Who acts when no person does (issue 24): a scheduled job or a run started by the
system names itself, and the audit rows written while it runs carry that name instead
of an empty actor. A context variable, so the services it calls need no extra argument."""

import contextlib
from contextvars import ContextVar

_system: ContextVar[str] = ContextVar("system_actor", default="")


@contextlib.contextmanager
def acting_system(name: str):
    token = _system.set(name)
    try:
        yield
    finally:
        _system.reset(token)


def system_actor() -> str:
    """The job acting now, or "System" outside any named job."""
    return _system.get() or "System"
