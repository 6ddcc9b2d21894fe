// One small entry for every page: HTMX, and the islands found on the page, each
// loaded only when a page has its mount element.
import htmx from "htmx.org";
import { enhancePasswordFields } from "./forms.js";
import "./lib/bookmarkOpeners.js"; // hears [data-open-bookmarks] clicks before the panel has loaded
import { installBreadcrumbs } from "./lib/breadcrumbs.js";
import { installClicker } from "./lib/clicker.js";
import { installContentPage } from "./lib/contentPage.js";
import { installKeepEdits } from "./lib/keepEdits.js";
import { installModals } from "./lib/modals.js";
import { installOfflineTaps } from "./lib/offlineTaps.js";
import { installOffline } from "./lib/offline.js";
import { toast } from "./toast.js";

window.htmx = htmx;
installKeepEdits(htmx); // form refreshes merge into the page, never undoing the user
installModals(document);
installContentPage(document);
installClicker(document);
installBreadcrumbs(document);
installOfflineTaps(document); // assessment saves kept while offline, sent when back (issue 33)
installOffline(document); // the service worker, downloads for offline, sign-out clearing (issue 33)

// Every .jsx directly in an island's folder becomes a lazy chunk of its own, so an island's
// sub-components live in its parts/ folder (bundled with the island).
const loaders = import.meta.glob(["./*/*.jsx", "!./*/*.test.jsx"]);
const roots = new WeakMap();

async function mount(el) {
  if (el.dataset.mounted) return;
  el.dataset.mounted = "1";
  const name = el.dataset.island;
  const load = loaders[`./${name}/${name}.jsx`];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const propsEl = document.getElementById(el.dataset.props);
  const props = propsEl ? JSON.parse(propsEl.textContent) : {};
  const [{ default: Component }, { createRoot }, { createElement, useEffect }] = await Promise.all([
    load(),
    import("react-dom/client"),
    import("react"),
  ]);
  // data-mounted="rendered" once React has committed the island's first render: what a
  // browser test waits for instead of a guessed pause.
  const Rendered = ({ children }) => {
    useEffect(() => {
      el.dataset.mounted = "rendered";
    }, []);
    return children;
  };
  const root = createRoot(el);
  roots.set(el, root);
  root.render(createElement(Rendered, null, createElement(Component, props)));
}

export function mountIslands(scope = document) {
  const found = [...scope.querySelectorAll("[data-island]")];
  if (scope.matches?.("[data-island]")) found.unshift(scope);
  return Promise.all(found.map(mount));
}

// htmx.onLoad runs for the first page and again for every swapped-in fragment.
htmx.onLoad((elt) => {
  mountIslands(elt);
  enhancePasswordFields(elt.ownerDocument ?? document);
});
document.addEventListener("htmx:beforeCleanupElement", (event) => {
  const root = roots.get(event.target);
  if (root) root.unmount();
});
document.addEventListener("htmx:responseError", (event) => {
  let message = "There was a problem processing your request.";
  try {
    message = JSON.parse(event.detail.xhr.responseText).message || message;
  } catch {
    /* not JSON: keep the general message */
  }
  toast(message, "error", event.detail.xhr.status);
});
// Close an open <details> menu with Escape, and when focus or a click leaves it.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  for (const menu of document.querySelectorAll("details[data-menu][open]")) {
    menu.open = false;
    menu.querySelector("summary")?.focus();
  }
});
const closeMenusOutside = (event) => {
  for (const menu of document.querySelectorAll("details[data-menu][open]")) {
    if (!menu.contains(event.target)) menu.open = false;
  }
};
document.addEventListener("click", closeMenusOutside);
document.addEventListener("focusin", closeMenusOutside); // Tab moving on past the menu's last link
// HtmxMessagesMiddleware sends a fragment's messages as an HX-Trigger "toasts" event.
document.addEventListener("toasts", (event) => {
  for (const item of event.detail?.value ?? event.detail ?? []) toast(item.message, item.level);
});
// Server-rendered dialogs marked data-modal open as real modals (focus trapped, backdrop).
for (const dialog of document.querySelectorAll("dialog[data-modal][open]")) {
  dialog.close();
  dialog.showModal();
}
// Generic dialog buttons on any page: data-dialog-open="id" opens that dialog as a
// modal, data-dialog-close closes the dialog it is in (pausing its video); data-video-src
// switches the video a dialog plays (and data-video-captions its captions track).
document.addEventListener("click", (event) => {
  const opener = event.target.closest("[data-dialog-open]");
  const dialog = opener && document.getElementById(opener.dataset.dialogOpen);
  if (dialog) {
    event.preventDefault(); // an opener may be a link, for pages without JavaScript
    dialog.showModal();
  }
  const closer = event.target.closest("[data-dialog-close]");
  if (closer) {
    const dialog = closer.closest("dialog");
    dialog?.querySelector("video")?.pause();
    dialog?.close();
  }
  const switcher = event.target.closest("[data-video-src]");
  if (switcher) {
    const video = document.getElementById(switcher.dataset.videoTarget);
    if (video) {
      video.src = switcher.dataset.videoSrc;
      // The guide's own captions (data-video-captions, a .vtt) replace the last one's.
      video.querySelector("track")?.remove();
      if (switcher.dataset.videoCaptions) {
        const track = Object.assign(document.createElement("track"), {
          kind: "captions",
          src: switcher.dataset.videoCaptions,
          srclang: "en",
          label: "English",
          default: true,
        });
        video.append(track);
      }
    }
    for (const button of switcher.parentElement.querySelectorAll("[data-video-src]")) {
      button.setAttribute("aria-pressed", String(button === switcher));
    }
  }
});
