"""Runs every bench/*_bench.py in turn (`make bench`). Each script measures its own
subject against a reference in the same run and prints ratios, never a bare time."""

import subprocess
import sys
from pathlib import Path

here = Path(__file__).resolve().parent
failed = 0
for script in sorted(here.glob("*_bench.py")):
    print(f"== {script.name}", flush=True)
    failed += subprocess.call([sys.executable, str(script)], cwd=here.parent) != 0
sys.exit(1 if failed else 0)
