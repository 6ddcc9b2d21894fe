// The service worker's decisions (issue 33): which pages a download may keep (never a
// child's), the stable cache key of a signed storage address, and what signing out deletes.
import { describe, expect, it } from "vitest";
import { assetsIn, cacheKey, isMedia, isStaticAsset, pageCacheable, signOutCaches, unitCacheName } from "./logic.js";

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
  it("deletes every unit download and keeps the shell and the built islands", () => {
    const names = [unitCacheName("/pe/year/1/unit/1"), unitCacheName("/gym/year/2/unit/3"), "pe-shell-v1", "pe-static-v1", "workbox-precache-v2-http://localhost/"];
    expect(signOutCaches(names)).toEqual(["pe-unit:/pe/year/1/unit/1", "pe-unit:/gym/year/2/unit/3"]);
  });
});

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
