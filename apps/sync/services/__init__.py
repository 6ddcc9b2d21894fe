"""The sync area's writes: employees (staff from the MIS), runs (one sync of one school
and its report), temporary (the grace period's end)."""
