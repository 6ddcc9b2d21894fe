// The service worker's decisions, kept pure so Vitest can check them (sw.js wires them to
// Workbox; lib/offline.js, the page side, shares the cache names).
//
// Three kinds of cache: the precache (Workbox: the built islands, no user data), SHELL (the
// offline page, the stylesheet and icons: no user data, fetched without cookies) and one
// UNIT_PREFIX cache per downloaded unit (the teacher's pages and the unit's media), and the
// signed-in teacher's ASSESS_PREFIX cache: the class recording pages they opened today (the
// one page about children that is kept, for recording offline). Signing out deletes the unit
// and assessment caches; nothing else holds a page.
export const SHELL = "pe-shell-v1";
export const STATIC = "pe-static-v1";
export const UNIT_PREFIX = "pe-unit:";
export const ASSESS_PREFIX = "pe-assess:";
export const OFFLINE_URL = "/offline";
// The record of a download (version, size, when) lives in the unit's own cache under this key.
export const RECORD_PATH = "/offline/record";

// Query parameters that sign a storage address (S3/CloudFront/GCS/Azure): they change on
// every page load, so the cache keys media without them.
const SIGNATURE_PARAMS = [
  /^x-amz-/i,
  /^x-goog-/i,
  /^(signature|expires|key-pair-id|policy|awsaccesskeyid)$/i,
  /^(sig|se|sp|sv|sr|st|spr|skoid|sktid|skt|ske|sks|skv)$/i, // Azure SAS
];

export function isSignatureParam(name) {
  return SIGNATURE_PARAMS.some((pattern) => pattern.test(name));
}

/** The stable cache key of an address: no fragment, no signature parameters, the rest in order. */
export function cacheKey(url, base = "http://localhost/") {
  const parsed = new URL(url, base);
  parsed.hash = "";
  for (const name of [...parsed.searchParams.keys()]) {
    if (isSignatureParam(name)) parsed.searchParams.delete(name);
  }
  parsed.searchParams.sort();
  return parsed.href.replace(/\?$/, "");
}

// Pages about children, or that write, are never cached, whatever a list says: assessment
// (its taps queue is the offline-taps work, kept in localStorage, not here), bursts, the
// parents' pages, school administration, sign-in and the API.
const NEVER = [
  /^\/assessment(\/|$)/,
  /^\/bursts(\/|-|$)/,
  /^\/parents(\/|$)/,
  /^\/(account|accounts|sync|privacy|user-search|staff)(\/|$)/,
  /^\/api\//,
  /^\/admin\//,
  /^\/(login|logout|mfa|profile|sso|oauth)(\/|$)/,
  /^\/hijack\//,
  /^\/sw\.js$/,
];

// Content pages a unit download may hold: curriculum pages of the subscriptions.
const PAGE = /^\/(pe|gym|dance|play|home|foundations)\//;

export function neverCached(pathname) {
  return NEVER.some((pattern) => pattern.test(pathname));
}

/** May this same-origin page be kept for offline use? */
export function pageCacheable(url, origin = "http://localhost") {
  const parsed = new URL(url, origin);
  if (parsed.origin !== new URL(origin).origin) return false;
  return PAGE.test(parsed.pathname) && !neverCached(parsed.pathname);
}

const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|mp3|m4a|aac|ogg|oga|wav|mp4|m4v|webm|mov|vtt)$/i;

/** Pictures, music, video and captions: served from a download's cache, range requests included. */
export function isMedia(url, origin = "http://localhost") {
  const parsed = new URL(url, origin);
  if (parsed.origin === new URL(origin).origin && neverCached(parsed.pathname)) return false;
  return MEDIA.test(parsed.pathname);
}

/** The site's own built and static files (no user data): kept as they are fetched. */
export function isStaticAsset(url, origin = "http://localhost") {
  const parsed = new URL(url, origin);
  return parsed.origin === new URL(origin).origin && parsed.pathname.startsWith("/static/") && !isMedia(url, origin);
}

export function unitCacheName(unitPath) {
  return `${UNIT_PREFIX}${unitPath}`;
}

/** The caches signing out deletes: every unit download and every kept recording page. */
export function signOutCaches(names) {
  return names.filter((name) => name.startsWith(UNIT_PREFIX) || name.startsWith(ASSESS_PREFIX));
}

// A class's recording page (/assessment/lesson/<lesson>/class/<class>) is what offline
// assessment needs: the children's names, the lesson's outcomes and the judgements so far.
// It is the one page about children that is kept: opened online by the signed-in teacher,
// kept in that teacher's own cache until the end of the day it was opened (the device's
// midnight), deleted on signing out and whenever someone else is signed in. Nothing else
// under /assessment (reports, evidence files, the class page) is ever kept.
const RECORDING = /^\/assessment\/lesson\/\d+\/class\/\d+$/;
export const KEPT_UNTIL_HEADER = "X-PE-Kept-Until";

/** Is this address a class's recording page, which its teacher's device may keep for the day? */
export function recordingPage(url, origin = "http://localhost") {
  const parsed = new URL(url, origin);
  return parsed.origin === new URL(origin).origin && RECORDING.test(parsed.pathname) && !parsed.search;
}

export function assessCacheName(user) {
  return `${ASSESS_PREFIX}${user}`;
}

/** The signed-in user of a page's HTML (base.html's pe-user meta), or "" when signed out. */
export function userIn(html) {
  return /<meta name="pe-user" content="([^"]+)">/.exec(html)?.[1] ?? "";
}

/** When a recording page opened at `openedAt` (ms) stops being kept: that day's midnight, device time. */
export function keptUntil(openedAt) {
  const end = new Date(openedAt);
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}

export function isExpired(until, now = Date.now()) {
  return !(Number(until) > now);
}

/** The kept copy of a recording page: says on its <body> that it is the device's copy and until when. */
export function markKept(html, openedAt, until) {
  const stamp = ` data-offline-kept="${new Date(openedAt).toISOString()}" data-offline-until="${new Date(until).toISOString()}"`;
  return html.replace(/<body\b/, `<body${stamp}`);
}

/** Recording-page caches that are not `user`'s (everyone's when nobody is signed in). */
export function otherUsersCaches(names, user) {
  return names.filter((name) => name.startsWith(ASSESS_PREFIX) && (!user || name !== assessCacheName(user)));
}

/** Deletes other users' recording pages, and this user's that have expired; returns what went. */
export async function purgeRecordings(storage, user, now = Date.now()) {
  const names = await storage.keys();
  const gone = otherUsersCaches(names, user);
  await Promise.all(gone.map((name) => storage.delete(name)));
  if (user && names.includes(assessCacheName(user))) {
    const cache = await storage.open(assessCacheName(user));
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response || isExpired(response.headers.get(KEPT_UNTIL_HEADER), now)) {
        await cache.delete(request);
        gone.push(request.url);
      }
    }
  }
  return gone;
}

// Asset addresses a page refers to (src, href, poster, and the islands' JSON props): a
// download caches them too, so a page works offline even where a list missed something.
const ATTRIBUTE = /\b(?:src|href|poster|data-video-src|data-video-captions)="([^"]+)"/g;
const JSON_URL = /"((?:\/|\\\/)(?:static|media)(?:\/|\\\/)[^"\s]+?)"/g;

export function assetsIn(html, pageUrl, origin = "http://localhost") {
  const found = new Set();
  const add = (raw) => {
    const value = raw.replace(/\\\//g, "/").replace(/&amp;/g, "&");
    if (!value || value.startsWith("data:") || value.startsWith("blob:") || value.startsWith("#")) return;
    let parsed;
    try {
      parsed = new URL(value, pageUrl);
    } catch {
      return;
    }
    if (parsed.origin !== new URL(origin).origin) return;
    if (parsed.pathname.startsWith("/static/") || (parsed.pathname.startsWith("/media/") && isMedia(parsed.href, origin))) {
      found.add(parsed.pathname + parsed.search);
    }
  };
  for (const match of html.matchAll(ATTRIBUTE)) add(match[1]);
  for (const match of html.matchAll(JSON_URL)) add(match[1]);
  return [...found];
}

// A form sent with no connection (Planning/Teaching, Sign Out, any other post of a page) gets
// the offline page, marked with what was sent, so it says that this needs a connection and
// was not saved, instead of the browser's own error page. Signing out has its own words:
// the device stays signed in until the connection is back (the page has already deleted
// this teacher's caches).
export function sentKind(url, origin = "http://localhost") {
  const parsed = new URL(url, origin);
  return /^\/logout\/?$/.test(parsed.pathname) ? "sign-out" : "form";
}

export function markSent(html, kind) {
  return html.replace(/<body\b/, `<body data-offline-sent="${kind}"`);
}
