// The installable app's page side (issue 33), installed by main.js on every page: registers
// the service worker (islands/sw/sw.js, served at /sw.js), clears the signed-in teacher's
// downloads on signing out (before the form goes, and again on any signed-out page, which
// also covers a session that ran out), deletes recording pages kept for someone else or past
// their midnight, says on a class's recording page that it is kept for offline use (or, offline,
// that this is the device's copy), and loads the download control where a page has one.
import { assessCacheName, cacheKey, purgeRecordings, recordingPage, signOutCaches } from "../sw/logic.js";

export async function clearSignedInCaches(storage = globalThis.caches) {
  if (!storage) return [];
  const names = signOutCaches(await storage.keys());
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}

function timeOf(iso) {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/** The words on a class's recording page: the device's copy offline, or kept for later online. */
export function keptText(body, keptNow) {
  if (body.dataset.offlineKept) {
    return `You are offline: this is the copy of this page kept on this device at ${timeOf(body.dataset.offlineKept)}, until midnight. Saves wait on this device and are sent when the connection is back.`;
  }
  return keptNow ? "Kept on this device until midnight, so this class can be recorded without Wi-Fi." : "";
}

async function isKept(doc, user, storage) {
  if (!(await storage.has(assessCacheName(user)))) return false;
  const cache = await storage.open(assessCacheName(user));
  return Boolean(await cache.match(cacheKey(doc.location.href, doc.location.origin)));
}

/** Opened before the worker was in control (a first visit): it fetches and keeps the page now. */
async function askToKeep(doc, nav) {
  const registration = await nav.serviceWorker.ready;
  await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    registration.active.postMessage({ keepRecording: doc.location.href }, [channel.port2]);
  });
}

async function showKept(doc, user, storage, nav) {
  let kept = false;
  if (!doc.body.dataset.offlineKept && storage && user) {
    kept = await isKept(doc, user, storage);
    if (!kept && nav.serviceWorker && !nav.serviceWorker.controller) {
      await askToKeep(doc, nav);
      kept = await isKept(doc, user, storage);
    }
  }
  const text = keptText(doc.body, kept);
  if (!text) return;
  const note = doc.createElement("p");
  note.className = "offline-kept no-print";
  note.dataset.offlineKeptNote = "";
  note.setAttribute("role", "note");
  note.textContent = text;
  (doc.querySelector("main h1") ?? doc.getElementById("main")?.firstChild)?.before(note);
}

export function installOffline(doc = document, nav = navigator) {
  if (nav.serviceWorker && window.isSecureContext) {
    nav.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      /* no worker (a private window, a browser setting): the site works online as before */
    });
  }
  if (doc.body?.hasAttribute("data-signed-out")) clearSignedInCaches();
  const user = doc.querySelector('meta[name="pe-user"]')?.content ?? "";
  const storage = globalThis.caches;
  // A shared device: recording pages of whoever was signed in before, or past midnight, go.
  const purged = storage && user ? purgeRecordings(storage, user).catch(() => []) : Promise.resolve([]);
  if (user && recordingPage(doc.location.href, doc.location.origin)) {
    purged.then(() => showKept(doc, user, storage, nav)).catch(() => {});
  }
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
