"""axe-core (the npm package, node_modules/axe-core) run by Playwright on a page as it is in
the browser: WCAG 2.0/2.1 A and AA and WCAG 2.2 AA. The pages' Content-Security-Policy allows
no inline script, so the contexts that run it bypass CSP (axe only reads the page)."""

from pathlib import Path

from django.conf import settings

AXE_JS = Path(settings.BASE_DIR) / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
FAILING = ("serious", "critical")

_RUN = """async ({tags, include}) => {
  const result = await window.axe.run(include ? {include: [[include]]} : document, {
    runOnly: {type: "tag", values: tags},
    resultTypes: ["violations"],
  });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), impact: n.impact, summary: n.failureSummary})),
  }));
}"""


AXE_URL = "/__axe__/axe.min.js"


def serve_axe(context):
    """The context answers AXE_URL with axe-core itself (never reaching the site), so the
    browser compiles the 500 KB script once and takes it from its cache on later pages."""
    if not AXE_JS.exists():
        raise AssertionError(f"{AXE_JS} is missing: `npm ci` installs axe-core (package.json devDependencies)")
    body = AXE_JS.read_bytes()
    headers = {"Content-Type": "application/javascript", "Cache-Control": "max-age=3600"}
    context.route(f"**{AXE_URL}", lambda route: route.fulfill(status=200, body=body, headers=headers))


def axe_violations(page, include=None):
    """Every violation axe finds on the page (or inside the `include` selector), as dicts.
    The page's context must have been given serve_axe()."""
    if not page.evaluate("() => Boolean(window.axe)"):
        page.add_script_tag(url=AXE_URL)
    return page.evaluate(_RUN, {"tags": TAGS, "include": include})


def serious(violations):
    """The serious and critical ones, each with only its serious and critical nodes."""
    found = []
    for v in violations:
        nodes = [n for n in v["nodes"] if (n["impact"] or v["impact"]) in FAILING]
        if nodes:
            found.append({**v, "nodes": nodes})
    return found


def describe(where, violations, max_nodes=4):
    """Readable lines: the rule, the page (or modal), each node's target and axe's summary."""
    lines = []
    for v in violations:
        lines.append(f"{where}: {v['id']} ({v['impact']}) {v['help']} [{len(v['nodes'])} node(s)]")
        for node in v["nodes"][:max_nodes]:
            summary = " ".join((node["summary"] or "").split())
            lines.append(f"    {node['target']}  -- {summary[:220]}")
        if len(v["nodes"]) > max_nodes:
            lines.append(f"    ... and {len(v['nodes']) - max_nodes} more")
    return lines


class Audit:
    """Collects what axe finds over many pages, so one test reports every page at once."""

    def __init__(self):
        self.runs = []  # (where, serious violations)
        self.errors = []  # pages or modals that could not be audited, with why

    def error(self, where, error):
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        self.errors.append(f"{where}: could not be audited: {first[:300]}")

    def check(self, page, where, include=None):
        found = serious(axe_violations(page, include))
        self.runs.append((where, found))
        return found

    @property
    def failures(self):
        return self.errors + [line for where, found in self.runs for line in describe(where, found)]

    def counts(self):
        """(runs, runs with a serious or critical violation, nodes)"""
        dirty = [found for _, found in self.runs if found]
        return len(self.runs), len(dirty), sum(len(v["nodes"]) for found in dirty for v in found)

    def assert_clean(self):
        runs, dirty, nodes = self.counts()
        assert not self.failures, (
            f"axe-core found serious or critical violations on {dirty} of {runs} runs ({nodes} nodes):\n"
            + "\n".join(self.failures)
        )
