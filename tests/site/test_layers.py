"""The import-linter contracts cover every app: a new app must be named in them."""

import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_core_contract_names_every_other_app():
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    forbidden = set(config["importlinter:contract:core-is-infrastructure"]["forbidden_modules"].split())
    apps = {f"apps.{p.name}" for p in (ROOT / "apps").iterdir() if (p / "apps.py").exists()} - {"apps.core"}
    assert apps <= forbidden, "add the new app to the core-is-infrastructure contract in .importlinter"


def test_every_area_with_pages_keeps_them_private():
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    protected = {
        module
        for name, section in config.items()
        if name.endswith("-pages-are-private")
        for module in section["protected_modules"].split()
    }
    pages = {
        f"apps.{p.parent.name}.{p.stem}"
        for kind in ("views", "api")
        for p in (ROOT / "apps").glob(f"*/{kind}*")
        if p.stem == kind
    }
    assert pages <= protected, "add a <area>-pages-are-private contract for these modules"


def test_layers_contract_places_every_area():
    """The exhaustive layers contract names every area as a container, so a module named
    outside the layer vocabulary in a new area fails too (core, access and demo are layers
    of their own)."""
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    contract = config["importlinter:contract:areas-are-layered"]
    containers = set(contract["containers"].split())
    areas = {f"apps.{p.name}" for p in (ROOT / "apps").iterdir() if (p / "apps.py").exists()}
    assert contract["exhaustive"] == "true"
    assert areas - {"apps.core", "apps.access", "apps.demo"} <= containers, "add the new area to areas-are-layered"
