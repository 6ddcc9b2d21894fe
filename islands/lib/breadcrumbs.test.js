import { afterEach, describe, expect, it } from "vitest";
import { fitBreadcrumbs } from "./breadcrumbs.js";

// The header's breadcrumbs as templates/chrome/header.html renders them.
function header() {
  document.body.innerHTML = `
    <header class="header"><nav class="header__bar">
      <ol class="breadcrumbs" aria-label="Breadcrumbs">
        <li><a href="/dance">Real Dance</a></li>
        <li><a href="/dance/year/2">Year 2</a></li>
        <li><span class="ability-dot ability-dot--pink" aria-hidden="true"></span><a href="/dance/year/2/unit/1">Unit 1</a></li>
        <li><a href="/dance/year/2/unit/1/lesson/1">Lesson 1</a></li>
        <li><span aria-current="page">Perform: Machine Song (Verse 1)</span></li>
      </ol>
    </nav></header>`;
  return document.querySelector(".breadcrumbs");
}

const shown = (list) =>
  [...list.children]
    .filter((li) => !li.hidden)
    .map((li) => (li.classList.contains("breadcrumbs__more") ? "…" : li.textContent.trim()));
// "Fits" once `n` crumbs have folded.
const folded = (n) => (list) => list.querySelectorAll(":scope > li[hidden]").length >= n;

describe("breadcrumbs", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("leaves a path that fits alone", () => {
    const list = header();
    expect(fitBreadcrumbs(list, { fitsFn: () => true })).toEqual([]);
    expect(list.querySelector(".breadcrumbs__more")).toBeNull();
    expect(shown(list)).toHaveLength(5);
  });

  it("folds the year, then the programme, then on down, never the current place", () => {
    const list = header();
    fitBreadcrumbs(list, { fitsFn: folded(1) }); // the year folds into the menu
    expect(shown(list)).toEqual(["Real Dance", "…", "Unit 1", "Lesson 1", "Perform: Machine Song (Verse 1)"]);
    fitBreadcrumbs(list, { fitsFn: folded(2) }); // then the programme: the menu heads the path
    expect(shown(list)).toEqual(["…", "Unit 1", "Lesson 1", "Perform: Machine Song (Verse 1)"]);
    const menu = list.querySelector(".breadcrumbs__more");
    expect([...menu.querySelectorAll(".menu__panel a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Real Dance", "/dance"],
      ["Year 2", "/dance/year/2"],
    ]);
    expect(menu.querySelector("details[data-menu] summary")).toHaveTextContent("…More breadcrumbs");
    fitBreadcrumbs(list, { fitsFn: folded(4) });
    expect(shown(list)).toEqual(["…", "Perform: Machine Song (Verse 1)"]);
    // The unit's ability dot goes with it, inside its link.
    const unit = [...list.querySelectorAll(".menu__panel a")].find((a) => a.textContent === "Unit 1");
    expect(unit.querySelector(".ability-dot--pink")).not.toBeNull();
    // With room again, every crumb is back and the menu gone.
    fitBreadcrumbs(list, { fitsFn: () => true });
    expect(shown(list)).toHaveLength(5);
    expect(list.querySelector(".breadcrumbs__more")).toBeNull();
  });

  it("squeezes the current place beside the menu, then gives the path a row of its own", () => {
    const list = header();
    const bar = list.closest(".header__bar");
    fitBreadcrumbs(list, { fitsFn: (l) => l.classList.contains("breadcrumbs--squeezed") });
    expect(shown(list)).toEqual(["…", "Perform: Machine Song (Verse 1)"]);
    expect(bar).not.toHaveClass("header__bar--crumbs-row");
    // Nothing fits beside the links: the whole path on its own row under them.
    fitBreadcrumbs(list, { fitsFn: (l) => l.closest(".header__bar--crumbs-row") !== null });
    expect(bar).toHaveClass("header__bar--crumbs-row");
    expect(shown(list)).toHaveLength(5);
  });
});
