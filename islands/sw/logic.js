// The service worker's decisions, kept pure so Vitest can check them (sw.js wires them to
// Workbox; lib/offline.js, the page side, shares the cache names).
//
// Three kinds of cache: the precache (Workbox: the built islands, no user data), SHELL (the
// offline page, the stylesheet and icons: no user data, fetched without cookies) and one
// UNIT_PREFIX cache per downloaded unit (the teacher's pages and the unit's media). Signing
// out deletes the unit caches; nothing else holds a page.
export const SHELL = "pe-shell-v1";
export const STATIC = "pe-static-v1";
export const UNIT_PREFIX = "pe-unit:";
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

/** The caches signing out deletes: every unit download (pages of the signed-in teacher). */
export function signOutCaches(names) {
  return names.filter((name) => name.startsWith(UNIT_PREFIX));
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
