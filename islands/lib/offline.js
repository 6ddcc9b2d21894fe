// The installable app's page side (issue 33), installed by main.js on every page: registers
// the service worker (islands/sw/sw.js, served at /sw.js), clears the signed-in teacher's
// downloads on signing out (before the form goes, and again on any signed-out page, which
// also covers a session that ran out), and loads the download control where a page has one.
import { signOutCaches } from "../sw/logic.js";

export async function clearSignedInCaches(storage = globalThis.caches) {
  if (!storage) return [];
  const names = signOutCaches(await storage.keys());
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}

export function installOffline(doc = document, nav = navigator) {
  if (nav.serviceWorker && window.isSecureContext) {
    nav.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      /* no worker (a private window, a browser setting): the site works online as before */
    });
  }
  if (doc.body?.hasAttribute("data-signed-out")) clearSignedInCaches();
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!form.matches?.('form[action$="/logout"]') || form.dataset.cachesCleared) return;
    event.preventDefault();
    // A shared iPad: the next teacher must not find this one's pages (signOutCaches).
    clearSignedInCaches()
      .catch(() => {})
      .finally(() => {
        form.dataset.cachesCleared = "1";
        form.submit();
      });
  });
  if (doc.querySelector("[data-offline-unit], [data-offline-page]")) {
    import("./offlineUnits.js").then(({ installOfflineUnits }) => installOfflineUnits(doc));
  }
}
