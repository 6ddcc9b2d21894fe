"""The product catalogue (spec 1 §1, §9; spec 2 §1, §9): one list that licences, the
chrome, forms and content all read, so a product's order, name or years live once."""

# Sub-products in the spec's order (spec 1 §9 "Product order").
PRODUCTS = ["pe", "gym", "dance", "foundations", "play", "leaders", "home"]
# Products a licence can carry; leaders comes with core PE (see access.entitlements).
LICENCE_PRODUCTS = ["pe", "gym", "dance", "foundations", "play", "home"]

# Display names: products first, then the areas that have a theme of their own.
PRODUCT_NAMES = {
    "pe": "PE",
    "gym": "Gym",
    "dance": "Dance",
    "foundations": "Foundations",
    "play": "Play",
    "leaders": "Leaders",
    "home": "Daily",
    "bursts": "BURSTS",
    "learning": "Learning Hub",
}
# The licence form names the home product by what schools buy ("Home" learning).
LICENCE_PRODUCT_LABELS = {p: ("Home" if p == "home" else PRODUCT_NAMES[p]) for p in LICENCE_PRODUCTS}

# Brand mapping (spec 1 §1): pe is core, full is pe, home is daily; support entries use
# the brand names (spec 1 §3: core maps to pe, daily maps to home).
BRANDS = {"pe": "core", "full": "pe", "home": "daily"}
BRAND_TO_PRODUCT = {"core": "pe", "daily": "home"}

# Products and areas with a theme of their own (static/css: [data-theme=...]).
THEMES = ["pe", "gym", "dance", "foundations", "play", "leaders", "home", "bursts", "learning"]

# Years are 0 (EYFS) to 6 (spec 2 §9).
YEARS = [0, 1, 2, 3, 4, 5, 6]
# Content's year names, and the licence year-access labels (spec 1 §9).
YEAR_LABELS = ["EYFS", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"]
LICENCE_YEAR_LABELS = ["EYFS", "Y1", "Y2", "Y3", "Y4", "Y5/6", "Y6"]

# Key-stage mapping (spec 2 §9): foundations themes [0]; home themes [0, 1, 2], funs [3..6].
KEY_STAGES = {
    ("foundations", "themes"): [0],
    ("home", "themes"): [0, 1, 2],
    ("home", "funs"): [3, 4, 5, 6],
}


def product_name(slug: str) -> str:
    return PRODUCT_NAMES.get(slug, slug)


def licence_year_labels(years) -> list[str]:
    return [LICENCE_YEAR_LABELS[y] for y in sorted(years) if 0 <= y < len(LICENCE_YEAR_LABELS)]
