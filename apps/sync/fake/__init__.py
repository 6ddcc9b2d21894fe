"""A fake of the MIS partner's REST API (Wonde), for `make run` and the tests: the same
paths, paging, includes, updated_after, deletions, access statuses and region domains,
served over real HTTP from an in-memory store seeded with the demo schools. Standard
library only, so it runs as a plain WSGI app (mounted on /fake-wonde when debugging, or
in its own thread on a free port in the tests)."""
