// The header's breadcrumbs keep the current place readable (issue 21). The CSS lets them wrap
// onto a second line within the header row; when two lines are still not enough (a 1366 px
// laptop, a long part title), the crumbs before the current one fold, from the top of the path
// down (the year, the programme, then on), into a "…" menu where they were. Run again
// whenever the room changes (the window, the header's links as the Bookmarks island mounts).

export const MAX_LINES = 2;

function crumbs(list) {
  return [...list.children].filter((li) => !li.classList.contains("breadcrumbs__more"));
}

/** Whether the list shows in at most MAX_LINES lines and nothing runs past its box. */
export function fits(list) {
  const lineHeight = parseFloat(getComputedStyle(list).lineHeight) || 24;
  return list.scrollHeight <= lineHeight * MAX_LINES + 2 && list.scrollWidth <= list.clientWidth + 1;
}

function moreItem(doc, hidden) {
  const li = doc.createElement("li");
  li.className = "breadcrumbs__more";
  const details = doc.createElement("details");
  details.className = "menu breadcrumbs__menu";
  details.dataset.menu = "";
  const summary = doc.createElement("summary");
  const dots = doc.createElement("span");
  dots.setAttribute("aria-hidden", "true");
  dots.textContent = "…";
  const label = doc.createElement("span");
  label.className = "visually-hidden";
  label.textContent = "More breadcrumbs";
  summary.append(dots, label);
  const panel = doc.createElement("ul");
  panel.className = "menu__panel";
  panel.setAttribute("aria-label", "More breadcrumbs");
  for (const crumb of hidden) {
    // The crumb's link (or its text, when it has none) with its ability dot inside it.
    const item = doc.createElement("li");
    const link = crumb.querySelector("a");
    const entry = link ? link.cloneNode(false) : doc.createElement("span");
    if (!link) entry.className = "breadcrumbs__plain";
    for (const node of crumb.childNodes) {
      if (node === link) entry.append(...[...link.childNodes].map((child) => child.cloneNode(true)));
      else if (!node.matches?.("[aria-current]")) entry.append(node.cloneNode(true));
    }
    if (!link) entry.append(crumb.querySelector("[aria-current]")?.textContent ?? "");
    item.append(entry);
    panel.append(item);
  }
  details.append(summary, panel);
  li.append(details);
  return li;
}

function fold(list, fitsFn) {
  const doc = list.ownerDocument;
  list.classList.remove("breadcrumbs--squeezed");
  list.querySelector(":scope > .breadcrumbs__more")?.remove();
  const all = crumbs(list);
  for (const li of all) li.hidden = false;
  if (all.length < 2 || fitsFn(list)) return { hidden: [], fitted: true };
  // The year (second) first, then the programme, then on down the path: what folds is always
  // the top of the path, and the unit (with its ability dot) and the lesson stay longest.
  const order = all.length > 2 ? [all[1], all[0], ...all.slice(2, -1)] : [all[0]];
  const hidden = [];
  let more = null;
  for (const li of order) {
    li.hidden = true;
    hidden.push(li);
    more?.remove();
    const folded = all.filter((crumb) => hidden.includes(crumb));
    more = moreItem(doc, folded);
    list.insertBefore(more, folded[0]);
    if (fitsFn(list)) return { hidden, fitted: true };
  }
  // Last, the current place shares the menu's line and wraps its own words within it.
  list.classList.add("breadcrumbs--squeezed");
  return { hidden, fitted: fitsFn(list) };
}

/** Shows every crumb, then folds the ones before the current place until the list fits. The
 * order: the second crumb (a year), the first (the programme), then on down the path; the
 * current one never folds.
 * When even the current place alone does not fit beside the header's links (a window a little
 * over 64rem wide), the breadcrumbs take a row of their own under them. Returns the folded crumbs. */
export function fitBreadcrumbs(list, { fitsFn = fits } = {}) {
  const bar = list.closest(".header__bar");
  bar?.classList.remove("header__bar--crumbs-row");
  let result = fold(list, fitsFn);
  if (!result.fitted && bar) {
    bar.classList.add("header__bar--crumbs-row");
    result = fold(list, fitsFn);
  }
  return result.hidden;
}

export function installBreadcrumbs(doc = document) {
  const run = () => {
    for (const list of doc.querySelectorAll(".header .breadcrumbs")) fitBreadcrumbs(list);
  };
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      run();
    });
  };
  const start = () => {
    run();
    if (typeof ResizeObserver !== "undefined") {
      const observer = new ResizeObserver(schedule);
      for (const el of doc.querySelectorAll(".header__links, .header__bar")) observer.observe(el);
    }
    doc.defaultView?.addEventListener("resize", schedule);
    doc.fonts?.ready?.then(schedule);
  };
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
}
