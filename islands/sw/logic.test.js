// The service worker's decisions (issue 33): which pages a download may keep (never a
// child's), the stable cache key of a signed storage address, and what signing out deletes.
import { describe, expect, it } from "vitest";
import {
  KEPT_UNTIL_HEADER,
  assessCacheName,
  assetsIn,
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
  signOutCaches,
  unitCacheName,
  userIn,
} from "./logic.js";

const ORIGIN = "http://localhost:8000";

describe("cacheKey", () => {
  it("drops S3, CloudFront, GCS and Azure signatures, so a re-signed address finds its copy", () => {
    const s3 = "https://bucket.s3.eu-west-2.amazonaws.com/media/song.mp3?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=abc&X-Amz-Date=20261126T000000Z&X-Amz-Expires=300&X-Amz-SignedHeaders=host&X-Amz-Signature=deadbeef";
    const later = "https://bucket.s3.eu-west-2.amazonaws.com/media/song.mp3?X-Amz-Date=20261127T090000Z&X-Amz-Signature=cafe&X-Amz-Expires=300";
    expect(cacheKey(s3)).toBe("https://bucket.s3.eu-west-2.amazonaws.com/media/song.mp3");
    expect(cacheKey(later)).toBe(cacheKey(s3));
    expect(cacheKey("https://cdn.example/v.mp4?Expires=1&Signature=x&Key-Pair-Id=K")).toBe("https://cdn.example/v.mp4");
    expect(cacheKey("https://g.example/v.mp4?X-Goog-Signature=x&X-Goog-Date=y")).toBe("https://g.example/v.mp4");
    expect(cacheKey("https://a.blob.core.windows.net/c/v.mp4?sv=1&se=2&sr=b&sp=r&sig=z")).toBe("https://a.blob.core.windows.net/c/v.mp4");
  });

  it("keeps other parameters (in one order) and drops the fragment", () => {
    expect(cacheKey("/static/a.png?v=2&size=big#top", ORIGIN)).toBe(`${ORIGIN}/static/a.png?size=big&v=2`);
    expect(cacheKey("/static/a.png?size=big&v=2", ORIGIN)).toBe(cacheKey("/static/a.png?v=2&size=big", ORIGIN));
    expect(cacheKey("/static/a.png?v=2", ORIGIN)).not.toBe(cacheKey("/static/a.png?v=3", ORIGIN));
    expect(cacheKey("/pe/year/1/unit/1", ORIGIN)).toBe(`${ORIGIN}/pe/year/1/unit/1`);
  });
});

describe("pageCacheable", () => {
  it("keeps the curriculum's unit, lesson and part pages", () => {
    for (const path of ["/pe/year/1/unit/1", "/pe/year/1/unit/1/lesson/2", "/gym/year/3/unit/2A/lesson/1/card/roll", "/dance/year/0/unit/1/plan"]) {
      expect(pageCacheable(path, ORIGIN), path).toBe(true);
    }
  });

  it("never keeps assessment, bursts, parents', administration, sign-in or API pages", () => {
    for (const path of [
      "/assessment",
      "/assessment/lesson/3/class/4",
      "/assessment/evidence/9/file",
      "/bursts",
      "/bursts/groups",
      "/bursts-tools",
      "/parents/school/preview/12",
      "/account/3/users",
      "/accounts/3",
      "/sync/abc/groups",
      "/login",
      "/logout",
      "/api/bookmarks",
      "/admin/content/unit/",
      "/profile",
      "/",
      "/real",
    ]) {
      expect(pageCacheable(path, ORIGIN), path).toBe(false);
    }
  });

  it("keeps no other site's page", () => {
    expect(pageCacheable("https://elsewhere.example/pe/year/1/unit/1", ORIGIN)).toBe(false);
  });
});

describe("media and static files", () => {
  it("serves pictures, music, video and captions from a download, not a child's evidence", () => {
    expect(isMedia("/static/content/media/showcase/hop.svg", ORIGIN)).toBe(true);
    expect(isMedia("/static/content/media/song.mp3", ORIGIN)).toBe(true);
    expect(isMedia("https://bucket.example/media/video.mp4?X-Amz-Signature=1", ORIGIN)).toBe(true);
    expect(isMedia("/static/content/media/guide.vtt", ORIGIN)).toBe(true);
    expect(isMedia("/assessment/evidence/3/file.jpg", ORIGIN)).toBe(false);
    expect(isMedia("/static/css/app.css", ORIGIN)).toBe(false);
  });

  it("keeps the site's own static files as fetched, not other sites'", () => {
    expect(isStaticAsset("/static/css/app.css", ORIGIN)).toBe(true);
    expect(isStaticAsset("/static/content/media/a.png", ORIGIN)).toBe(false); // media: downloads only
    expect(isStaticAsset("https://cdn.example/static/x.css", ORIGIN)).toBe(false);
  });
});

describe("signOutCaches", () => {
  it("deletes every unit download and kept recording page, and keeps the shell and the built islands", () => {
    const names = [unitCacheName("/pe/year/1/unit/1"), unitCacheName("/gym/year/2/unit/3"), assessCacheName("7"), "pe-shell-v1", "pe-static-v1", "workbox-precache-v2-http://localhost/"];
    expect(signOutCaches(names)).toEqual(["pe-unit:/pe/year/1/unit/1", "pe-unit:/gym/year/2/unit/3", "pe-assess:7"]);
  });
});

describe("recording pages kept for offline assessment", () => {
  it("keeps a class's recording page and nothing else about children", () => {
    expect(recordingPage("/assessment/lesson/3/class/4", ORIGIN)).toBe(true);
    expect(recordingPage(`${ORIGIN}/assessment/lesson/31/class/402#top`, ORIGIN)).toBe(true);
    for (const path of [
      "/assessment",
      "/assessment/lesson/3",
      "/assessment/class/4",
      "/assessment/class/4/strands",
      "/assessment/class/4/evidence",
      "/assessment/class/4/unit/2/end",
      "/assessment/class/4/unit/2/sheet",
      "/assessment/child/5",
      "/assessment/lesson/3/class/4/extra",
      "/assessment/lesson/3/class/4?unit=2",
      "/assessment/evidence/9/file",
      "/bursts/groups",
      "/parents/school/preview/12",
      "/api/assessment/classes/4",
      "/pe/year/1/unit/1/lesson/1",
    ]) {
      expect(recordingPage(path, ORIGIN), path).toBe(false);
    }
    expect(recordingPage("https://elsewhere.example/assessment/lesson/3/class/4", ORIGIN)).toBe(false);
    // A unit download never holds one, whatever its list says.
    expect(pageCacheable("/assessment/lesson/3/class/4", ORIGIN)).toBe(false);
  });

  it("keeps a page opened in the day until that midnight, device time, and not a moment longer", () => {
    const morning = new Date(2026, 10, 26, 8, 45).getTime();
    const midnight = new Date(2026, 10, 27, 0, 0).getTime();
    expect(keptUntil(morning)).toBe(midnight);
    expect(keptUntil(new Date(2026, 10, 26, 23, 59).getTime())).toBe(midnight);
    expect(isExpired(midnight, new Date(2026, 10, 26, 15, 30).getTime())).toBe(false);
    expect(isExpired(midnight, midnight)).toBe(true);
    expect(isExpired(midnight, new Date(2026, 10, 27, 7, 0).getTime())).toBe(true);
    expect(isExpired(null, morning)).toBe(true); // no date: not kept
  });

  it("reads the signed-in user of a page and marks the kept copy with when and until when", () => {
    const html = '<html><head><meta name="pe-user" content="42"></head><body data-theme="pe"><h1>Assess</h1></body></html>';
    expect(userIn(html)).toBe("42");
    expect(userIn("<html><body data-signed-out></body></html>")).toBe("");
    const opened = Date.UTC(2026, 10, 26, 9, 12);
    const marked = markKept(html, opened, Date.UTC(2026, 10, 27));
    expect(marked).toContain('<body data-offline-kept="2026-11-26T09:12:00.000Z" data-offline-until="2026-11-27T00:00:00.000Z" data-theme="pe">');
    expect(marked.match(/data-offline-kept/g)).toHaveLength(1);
  });

  it("finds the recording caches of anyone but the signed-in teacher, and everyone's when signed out", () => {
    const names = [assessCacheName("7"), assessCacheName("8"), unitCacheName("/pe/year/1/unit/1"), "pe-shell-v1"];
    expect(otherUsersCaches(names, "7")).toEqual(["pe-assess:8"]);
    expect(otherUsersCaches(names, "")).toEqual(["pe-assess:7", "pe-assess:8"]);
    expect(otherUsersCaches(names, "70")).toEqual(["pe-assess:7", "pe-assess:8"]);
  });

  it("purges another teacher's kept pages and this teacher's past their midnight", async () => {
    const now = new Date(2026, 10, 26, 10, 0).getTime();
    const caches = fakeCaches({
      "pe-assess:7": { "/assessment/lesson/1/class/2": keptUntil(now), "/assessment/lesson/1/class/3": keptUntil(now - 24 * 3600e3) },
      "pe-assess:8": { "/assessment/lesson/1/class/9": keptUntil(now) },
      "pe-unit:/pe/year/1/unit/1": { "/pe/year/1/unit/1": keptUntil(now) },
    });
    const gone = await purgeRecordings(caches, "7", now);
    expect(gone).toEqual(["pe-assess:8", "/assessment/lesson/1/class/3"]);
    expect(await caches.keys()).toEqual(["pe-assess:7", "pe-unit:/pe/year/1/unit/1"]);
    expect((await (await caches.open("pe-assess:7")).keys()).map((r) => r.url)).toEqual(["/assessment/lesson/1/class/2"]);
  });
});

describe("a form sent with no connection", () => {
  it("says signing out apart from any other form, on the offline page's <body>", () => {
    expect(sentKind("/logout", ORIGIN)).toBe("sign-out");
    expect(sentKind(`${ORIGIN}/logout/`, ORIGIN)).toBe("sign-out");
    expect(sentKind("/content/view", ORIGIN)).toBe("form");
    expect(sentKind("/logout-everywhere", ORIGIN)).toBe("form");
    expect(markSent('<html><body data-theme="pe">', "sign-out")).toBe('<html><body data-offline-sent="sign-out" data-theme="pe">');
  });
});

/** A Cache Storage of {name: {url: keptUntil}} with just what purgeRecordings uses. */
function fakeCaches(contents) {
  const stores = new Map(
    Object.entries(contents).map(([name, entries]) => [
      name,
      new Map(Object.entries(entries).map(([url, until]) => [url, new Response("", { headers: { [KEPT_UNTIL_HEADER]: String(until) } })])),
    ]),
  );
  return {
    keys: async () => [...stores.keys()],
    delete: async (name) => stores.delete(name),
    open: async (name) => {
      const store = stores.get(name);
      return {
        keys: async () => [...store.keys()].map((url) => ({ url })),
        match: async (request) => store.get(request.url ?? request),
        delete: async (request) => store.delete(request.url ?? request),
      };
    },
  };
}

describe("assetsIn", () => {
  it("finds a page's own files in attributes and islands' props, once each", () => {
    const html = `<link rel="stylesheet" href="/static/content/content.css">
      <img src="/static/content/media/a.png" alt=""><a href="/pe/year/1/unit/1/lesson/2">next</a>
      <video poster="/static/content/media/p.jpg"></video>
      <script type="application/json">{"src": "\\/static\\/content\\/media\\/v.mp4", "track": "/static/content/media/v.vtt", "url": "/static/content/media/a.png"}</script>
      <img src="https://elsewhere.example/static/x.png"><img src="data:image/png;base64,xx">`;
    expect(assetsIn(html, `${ORIGIN}/pe/year/1/unit/1/lesson/1`, ORIGIN).sort()).toEqual([
      "/static/content/content.css",
      "/static/content/media/a.png",
      "/static/content/media/p.jpg",
      "/static/content/media/v.mp4",
      "/static/content/media/v.vtt",
    ]);
  });
});
