// "Download for offline" on a unit page, and the offline page's list of downloaded units
// (issue 33). Loaded by lib/offline.js only where a page has one. The server lists the unit's
// pages and media ({unit}/offline); each page fetched is also read for the assets it refers
// to (stylesheets, pictures, captions in the islands' props), so it works offline whole.
// Everything goes into the unit's own cache (UNIT_PREFIX), keyed without storage signatures,
// where the service worker finds it. Raw fetch, not api.js: these are files, not the API.
import {
  ASSESS_PREFIX,
  KEPT_UNTIL_HEADER,
  RECORD_PATH,
  UNIT_PREFIX,
  assetsIn,
  cacheKey,
  isExpired,
  unitCacheName,
} from "../sw/logic.js";

const PARALLEL = 4;

export function megabytes(bytes) {
  return bytes < 1e5 ? `${Math.max(1, Math.round(bytes / 1e3))} KB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

const recordKey = (unitPath) => `${RECORD_PATH}${unitPath}`;

export async function readRecord(unitPath, storage = caches) {
  const name = unitCacheName(unitPath);
  if (!(await storage.has(name))) return null;
  const found = await (await storage.open(name)).match(recordKey(unitPath));
  return found ? found.json() : null;
}

async function sizeOf(response) {
  const length = Number(response.headers.get("Content-Length"));
  return length > 0 ? length : (await response.clone().blob()).size;
}

/** Fetch and keep every page and file of `list`; onProgress({done, total, bytes}). */
export async function downloadUnit(list, onProgress = () => {}, storage = caches) {
  const origin = window.location.origin;
  const cache = await storage.open(unitCacheName(list.unit));
  const queue = [...list.pages.map((url) => ({ url, page: true })), ...list.media.map((url) => ({ url }))];
  const seen = new Set(queue.map((item) => cacheKey(item.url, origin)));
  const kept = new Set();
  const failed = [];
  let done = 0;
  let bytes = 0;

  async function take(item) {
    // cache: "reload" also tells the service worker to go to the network, not to the old copy.
    const response = await fetch(item.url, { credentials: "same-origin", cache: "reload" });
    if (!response.ok || response.redirected) throw new Error(`${response.status} ${item.url}`);
    const key = cacheKey(item.url, origin);
    if (item.page) {
      const html = await response.clone().text();
      for (const asset of assetsIn(html, new URL(item.url, origin).href, origin)) {
        const assetKey = cacheKey(asset, origin);
        if (!seen.has(assetKey)) {
          seen.add(assetKey);
          queue.push({ url: asset });
        }
      }
    }
    bytes += await sizeOf(response);
    await cache.put(key, response);
    kept.add(key);
  }

  const missed = [];
  async function worker() {
    while (queue.length) {
      const item = queue.shift();
      try {
        await take(item);
        done += 1;
      } catch {
        missed.push(item);
      }
      onProgress({ done, total: done + queue.length + missed.length, bytes });
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // A file that failed (a dropped connection, a busy server) is tried once more, one at a
  // time, before the download counts it as failed.
  for (const [index, item] of missed.entries()) {
    try {
      await take(item);
    } catch {
      failed.push(item.url);
    }
    done += 1;
    // The files still to retry count in the total: the bar reaches the end only at the end.
    onProgress({ done, total: done + missed.length - index - 1, bytes });
  }

  // Files a new version no longer lists go (an edit removed a picture).
  for (const request of await cache.keys()) {
    const key = cacheKey(request.url, origin);
    if (!kept.has(key) && !key.endsWith(recordKey(list.unit))) await cache.delete(request);
  }
  const record = {
    unit: list.unit,
    title: list.title,
    version: list.version,
    bytes,
    files: kept.size,
    failed: failed.length,
    when: new Date().toISOString(),
  };
  await cache.put(recordKey(list.unit), new Response(JSON.stringify(record), { headers: { "Content-Type": "application/json" } }));
  return { ...record, failedUrls: failed };
}

function when(iso) {
  return new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
}

function installControl(root) {
  const status = root.querySelector("[data-offline-status]");
  const detail = root.querySelector("[data-offline-detail]");
  const progress = root.querySelector("[data-offline-progress]");
  const download = root.querySelector("[data-offline-download]");
  const remove = root.querySelector("[data-offline-remove]");
  const unit = root.dataset.offlineUnit;
  let list = null;

  const show = (record) => {
    remove.hidden = !record;
    if (!record) {
      download.textContent = "Download for offline";
      status.textContent = list
        ? `Keep this unit's lessons, pictures, music and videos on this device to teach without Wi-Fi: about ${megabytes(list.mediaBytes)}.`
        : "Keep this unit's lessons, pictures, music and videos on this device to teach without Wi-Fi.";
      return;
    }
    const stale = list && list.version !== record.version;
    download.textContent = stale ? "Update the download" : "Download again";
    status.textContent = stale
      ? `This unit has changed since it was downloaded on ${when(record.when)}: update the download to teach the new version offline.`
      : `Downloaded on ${when(record.when)}: ${record.files} files, ${megabytes(record.bytes)}. Its lessons work without Wi-Fi on this device.`;
  };

  download.addEventListener("click", async () => {
    download.disabled = true;
    download.textContent = "Downloading…";
    remove.hidden = true;
    progress.hidden = false;
    progress.value = 0;
    status.textContent = "Downloading this unit for offline use…";
    try {
      list = list ?? (await (await fetch(root.dataset.offlineList, { credentials: "same-origin" })).json());
      await navigator.serviceWorker?.ready; // the worker that will answer offline is in place
      await navigator.storage?.persist?.().catch(() => false);
      const record = await downloadUnit(list, ({ done, total, bytes }) => {
        progress.max = total;
        progress.value = done;
        detail.textContent = `${done} of ${total} files, ${megabytes(bytes)}`;
      });
      show(record);
      detail.textContent = ""; // the status now says how many files and how big
      if (record.failed) {
        status.textContent += ` ${record.failed} file${record.failed === 1 ? "" : "s"} could not be downloaded: try again when the connection is better.`;
      }
    } catch {
      download.textContent = "Try the download again";
      status.textContent = "The download stopped: check the connection and try again.";
    } finally {
      download.disabled = false;
      progress.hidden = true;
    }
  });

  remove.addEventListener("click", async () => {
    await caches.delete(unitCacheName(unit));
    detail.textContent = "";
    show(null);
    download.focus();
  });

  root.hidden = false;
  (async () => {
    try {
      const response = await fetch(root.dataset.offlineList, { credentials: "same-origin" });
      if (response.ok) list = await response.json();
    } catch {
      /* offline: what this device has is still shown */
    }
    show(await readRecord(unit));
  })();
}

async function listDownloads(listEl) {
  const names = (await caches.keys()).filter((name) => name.startsWith(UNIT_PREFIX));
  const records = (await Promise.all(names.map((name) => readRecord(name.slice(UNIT_PREFIX.length))))).filter(Boolean);
  if (!records.length) return;
  listEl.replaceChildren(
    ...records.map((record) => {
      const item = document.createElement("li");
      const link = Object.assign(document.createElement("a"), { href: record.unit, textContent: record.title });
      item.append(link, ` (${megabytes(record.bytes)}, downloaded on ${when(record.when)})`);
      return item;
    }),
  );
}

/** The class recording pages kept on this device today (only ever the signed-in teacher's:
 * lib/offline.js), each by its heading and lesson, so "Assess this lesson" offline still
 * reaches the class. */
export async function listKept(section, storage = caches, now = Date.now()) {
  const items = [];
  for (const name of (await storage.keys()).filter((n) => n.startsWith(ASSESS_PREFIX))) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response || isExpired(response.headers.get(KEPT_UNTIL_HEADER), now)) continue;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const heading = page.querySelector("main h1")?.textContent.trim();
      if (!heading) continue;
      const item = document.createElement("li");
      item.append(Object.assign(document.createElement("a"), { href: request.url, textContent: heading }));
      const lesson = page.querySelector("main h1 + .lead")?.textContent.trim();
      if (lesson) item.append(` (${lesson})`);
      items.push(item);
    }
  }
  if (!items.length) return;
  section.querySelector("[data-offline-kept-list]").replaceChildren(...items);
  section.hidden = false;
}

/** The offline page in place of a form sent with no connection (the worker marks <body>):
 * its own words, and Go back rather than Try again (which would send the form again). */
export function showReason(doc = document) {
  const sent = doc.body.dataset.offlineSent;
  if (!sent) return;
  for (const reason of doc.querySelectorAll("[data-offline-reason]")) reason.hidden = reason.dataset.offlineReason !== sent;
  for (const retry of doc.querySelectorAll("[data-offline-retry]")) retry.hidden = true;
  for (const back of doc.querySelectorAll("[data-offline-back]")) back.hidden = false;
}

export function installOfflineUnits(doc = document) {
  showReason(doc);
  if (!("caches" in window) || !navigator.serviceWorker) return;
  for (const root of doc.querySelectorAll("[data-offline-unit]")) installControl(root);
  for (const listEl of doc.querySelectorAll("[data-offline-units]")) listDownloads(listEl);
  for (const section of doc.querySelectorAll("[data-offline-kept-section]")) listKept(section).catch(() => {});
  for (const retry of doc.querySelectorAll("[data-offline-retry]")) {
    retry.addEventListener("click", () => window.location.reload());
  }
  for (const back of doc.querySelectorAll("[data-offline-back]")) {
    back.addEventListener("click", () => window.history.back());
  }
}
