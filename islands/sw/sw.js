// The service worker (issue 33), built by vite.config.js into static/dist/sw.js and served
// at /sw.js (apps/content/views/offline.py), so its scope is the whole site. It precaches the
// built islands, keeps an offline shell, and answers from a downloaded unit's cache when the
// network fails. It keeps no page by itself but one: a class's recording page, opened online
// by its teacher, is kept in that teacher's cache until midnight so the lesson can be
// recorded in the hall (logic.js recordingPage). Everything else is what a teacher downloads
// (lib/offline*.js).
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { StaleWhileRevalidate } from "workbox-strategies";
import {
  ASSESS_PREFIX,
  KEPT_UNTIL_HEADER,
  OFFLINE_URL,
  SHELL,
  STATIC,
  UNIT_PREFIX,
  assessCacheName,
  cacheKey,
  isExpired,
  isMedia,
  isStaticAsset,
  keptUntil,
  markKept,
  markSent,
  otherUsersCaches,
  pageCacheable,
  purgeRecordings,
  recordingPage,
  sentKind,
  userIn,
} from "./logic.js";

const origin = self.location.origin;
// The Django view puts the shell's addresses (the offline page, the stylesheet, the icons:
// their deployed, hashed names) in front of this file.
const SHELL_URLS = self.__PE_SHELL__ || [OFFLINE_URL];

self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener("install", (event) => {
  // Without cookies: the shell holds nothing of whoever is signed in.
  event.waitUntil(
    caches.open(SHELL).then((cache) =>
      Promise.all(
        SHELL_URLS.map(async (url) => {
          const response = await fetch(url, { credentials: "omit", cache: "reload" });
          if (response.ok && !response.redirected) await cache.put(url, response);
        }),
      ),
    ),
  );
});

/** A downloaded unit's copy of an address (pages and media), under its stable key. */
async function fromDownloads(url) {
  const key = cacheKey(url, origin);
  for (const name of await caches.keys()) {
    if (!name.startsWith(UNIT_PREFIX)) continue;
    const cache = await caches.open(name);
    const found = await cache.match(key, { ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

self.addEventListener("activate", (event) => {
  // Recording pages past their midnight go (the page side also purges at each page load).
  event.waitUntil(
    caches.keys().then((names) => {
      const users = names.filter((name) => name.startsWith(ASSESS_PREFIX)).map((name) => name.slice(ASSESS_PREFIX.length));
      return Promise.all(users.map((user) => purgeRecordings(caches, user)));
    }),
  );
});

/** Keeps the signed-in teacher's copy of a recording page (before the page is shown, so the
 * page can say it is kept); a page that is no longer theirs (403, 404, signed out) is dropped. */
async function keepRecording(request, response) {
  const key = cacheKey(request.url, origin);
  if (!response.ok || response.redirected || !(response.headers.get("Content-Type") || "").includes("text/html")) {
    for (const name of await caches.keys()) {
      if (name.startsWith(ASSESS_PREFIX)) await (await caches.open(name)).delete(key);
    }
    return;
  }
  const html = await response.clone().text();
  const user = userIn(html);
  if (!user) return;
  await Promise.all(otherUsersCaches(await caches.keys(), user).map((name) => caches.delete(name)));
  const opened = Date.now();
  const until = keptUntil(opened);
  const headers = new Headers({ "Content-Type": response.headers.get("Content-Type") });
  headers.set(KEPT_UNTIL_HEADER, String(until));
  const cache = await caches.open(assessCacheName(user));
  await cache.put(key, new Response(markKept(html, opened, until), { status: 200, headers }));
}

/** The kept copy of a recording page, unless its day is over (then it goes). */
async function fromRecordings(url) {
  const key = cacheKey(url, origin);
  for (const name of await caches.keys()) {
    if (!name.startsWith(ASSESS_PREFIX)) continue;
    const cache = await caches.open(name);
    const found = await cache.match(key);
    if (found && !isExpired(found.headers.get(KEPT_UNTIL_HEADER))) return found;
    if (found) await cache.delete(key);
  }
  return undefined;
}

// A recording page opened before this worker was in control (the device's first visit) asks
// for its copy to be kept: fetched again, with the teacher's cookies, as a navigation would.
self.addEventListener("message", (event) => {
  const url = event.data?.keepRecording;
  if (typeof url !== "string" || !recordingPage(url, origin)) return;
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        await keepRecording(new Request(url), response);
      } catch {
        /* offline already: nothing to keep */
      }
      event.ports[0]?.postMessage({ done: true });
    })(),
  );
});

// The offline shell's page, answered as 503 Service Unavailable: the page asked for was not
// served, so nothing (history, a test, a proxy) takes the shell for that address's page.
async function offlinePage(edit) {
  const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL });
  if (!offline) return undefined;
  const headers = new Headers({ "Content-Type": offline.headers.get("Content-Type") || "text/html; charset=utf-8" });
  return new Response(edit(await offline.text()), { status: 503, headers });
}

// Pages: always the network when there is one; a downloaded or kept copy, or the offline
// page, when not.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === origin,
  async ({ request, url }) => {
    const recording = request.method === "GET" && recordingPage(url.href, origin);
    try {
      const response = await fetch(request);
      if (recording) await keepRecording(request, response).catch(() => {});
      return response;
    } catch (error) {
      const copy = recording
        ? await fromRecordings(url.href)
        : pageCacheable(url.href, origin)
          ? await fromDownloads(url.href)
          : undefined;
      if (copy) return copy;
      const offline = await offlinePage((html) => html);
      if (offline) return offline;
      throw error;
    }
  },
);

// A form posted as a page (Planning/Teaching, Sign Out...) with no connection: the offline
// page, saying that what was sent needs a connection (logic.js sentKind), not the browser's
// error page.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === origin,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const offline = await offlinePage((html) => markSent(html, sentKind(url.href, origin)));
      if (!offline) throw error;
      return offline;
    }
  },
  "POST",
);

// Pictures, music, video and captions: a download's copy first (a seek asks for a range of
// it), the network otherwise. Signed storage addresses find their copy by the stable key.
registerRoute(
  ({ request, url }) => request.method === "GET" && isMedia(url.href, origin),
  async ({ request, url }) => {
    // A download (cache: "reload") wants the server's file, not the copy it replaces.
    const copy = request.cache === "reload" ? undefined : await fromDownloads(url.href);
    if (copy) return request.headers.has("range") ? createPartialResponse(request, copy) : copy;
    return fetch(request);
  },
);

// The site's own static files beside the built islands (stylesheets, icons): kept as fetched.
registerRoute(
  ({ request, url }) => request.method === "GET" && isStaticAsset(url.href, origin),
  new StaleWhileRevalidate({
    cacheName: STATIC,
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      {
        // Offline and never fetched here: the shell's or a download's copy.
        handlerDidError: async ({ request }) =>
          (await caches.match(request.url, { cacheName: SHELL })) ?? (await fromDownloads(request.url)),
      },
    ],
  }),
);
