// Elements marked data-open-bookmarks (e.g. the curriculum dashboard's Bookmarks button) open
// the header's BookmarksPanel. main.js imports this module, so such a click is heard from
// page load: one made before the panel's chunk has loaded is kept and replayed when the panel
// mounts, instead of being lost.
let opener = null;
let pending = false;

function onClick(event) {
  if (!event.target.closest?.("[data-open-bookmarks]")) return;
  event.preventDefault();
  if (opener) opener();
  else pending = true;
}

if (typeof document !== "undefined") document.addEventListener("click", onClick);

/** The mounted panel's `open`; returns the cleanup that forgets it. */
export function listenForBookmarkOpeners(open) {
  opener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}
