// The offline page in place of a form sent with no connection (issue 33): the worker marks
// its <body> (logic.js markSent) and the page says what happened, with Go back, not Try again.
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEPT_UNTIL_HEADER, keptUntil } from "../sw/logic.js";
import { downloadUnit, listKept, showReason } from "./offlineUnits.js";

const PAGE = `
  <section data-offline-page>
    <div data-offline-reason="page"><p>This page has not been downloaded</p></div>
    <div data-offline-reason="form" hidden><p>What you sent needs a connection</p></div>
    <div data-offline-reason="sign-out" hidden><p>Signing out needs a connection</p></div>
    <button data-offline-retry>Try again</button><button data-offline-back hidden>Go back</button>
  </section>`;

function shown() {
  return [...document.querySelectorAll("[data-offline-reason], button")].filter((el) => !el.hidden).map((el) => el.textContent.trim());
}

describe("showReason", () => {
  it("leaves a page not downloaded as it is", () => {
    document.body.innerHTML = PAGE;
    showReason(document);
    expect(shown()).toEqual(["This page has not been downloaded", "Try again"]);
  });

  it("says signing out needs a connection, and offers Go back", () => {
    document.body.innerHTML = PAGE;
    document.body.dataset.offlineSent = "sign-out";
    showReason(document);
    expect(shown()).toEqual(["Signing out needs a connection", "Go back"]);
  });

  it("says any other form was not saved", () => {
    document.body.innerHTML = PAGE;
    document.body.dataset.offlineSent = "form";
    showReason(document);
    expect(shown()).toEqual(["What you sent needs a connection", "Go back"]);
  });
});

describe("listKept", () => {
  const page = (name) =>
    `<html><body><main><p><a href="/assessment/lesson/5">Choose another class</a></p><h1>Assess ${name}</h1><p class="lead">Unit 1: Dynamic Balance · Lesson 1: Wobbly Walkers</p></main></body></html>`;
  const kept = (html, until) => new Response(html, { headers: { [KEPT_UNTIL_HEADER]: String(until) } });

  function storage(entries) {
    const store = new Map(entries);
    return {
      keys: async () => ["pe-unit:/pe/year/1/unit/1", "pe-assess:7"],
      open: async () => ({ keys: async () => [...store.keys()].map((url) => ({ url })), match: async ({ url }) => store.get(url).clone() }),
    };
  }

  it("lists the classes kept today, by heading and lesson, linking to their pages", async () => {
    document.body.innerHTML = '<section data-offline-kept-section hidden><ul data-offline-kept-list></ul></section>';
    const now = new Date(2026, 10, 26, 10).getTime();
    await listKept(
      document.querySelector("section"),
      storage([
        ["http://localhost/assessment/lesson/5/class/9", kept(page("Year 1 Robins"), keptUntil(now))],
        ["http://localhost/assessment/lesson/5/class/8", kept(page("Year 1 Wrens"), keptUntil(now - 86400e3))], // yesterday's
      ]),
      now,
    );
    const section = document.querySelector("section");
    expect(section.hidden).toBe(false);
    const items = [...section.querySelectorAll("li")];
    expect(items.map((li) => li.textContent)).toEqual(["Assess Year 1 Robins (Unit 1: Dynamic Balance · Lesson 1: Wobbly Walkers)"]);
    expect(items[0].querySelector("a").getAttribute("href")).toBe("http://localhost/assessment/lesson/5/class/9");
  });

  it("stays hidden with nothing kept", async () => {
    document.body.innerHTML = '<section data-offline-kept-section hidden><ul data-offline-kept-list></ul></section>';
    await listKept(document.querySelector("section"), storage([]));
    expect(document.querySelector("section").hidden).toBe(true);
  });
});

describe("downloadUnit", () => {
  afterEach(() => vi.unstubAllGlobals());

  function cacheStorage() {
    const store = new Map();
    return {
      store,
      open: async () => ({
        put: async (key, response) => store.set(typeof key === "string" ? key : key.url, response),
        keys: async () => [...store.keys()].map((url) => ({ url })),
        delete: async ({ url }) => store.delete(url),
      }),
    };
  }

  it("tries a file that failed once more before counting it as failed", async () => {
    const tries = new Map();
    // The lesson fails once (a busy server) and then answers; the song never answers.
    vi.stubGlobal("fetch", async (url) => {
      const n = (tries.get(url) ?? 0) + 1;
      tries.set(url, n);
      if (url === "/static/song.mp3" || (url === "/pe/year/1/unit/1/lesson/1" && n === 1)) throw new TypeError("Failed to fetch");
      return new Response(url.endsWith(".png") ? "png" : "<html></html>", { headers: { "Content-Type": "text/html" } });
    });
    const storage = cacheStorage();
    const list = { unit: "/pe/year/1/unit/1", title: "Unit 1", version: "v1", pages: ["/pe/year/1/unit/1", "/pe/year/1/unit/1/lesson/1"], media: ["/static/a.png", "/static/song.mp3"] };
    const progress = [];
    const record = await downloadUnit(list, (p) => progress.push(p), storage);
    expect(record.failed).toBe(1);
    expect(record.failedUrls).toEqual(["/static/song.mp3"]);
    expect(record.files).toBe(3);
    expect(tries.get("/pe/year/1/unit/1/lesson/1")).toBe(2);
    expect(tries.get("/static/song.mp3")).toBe(2);
    expect(storage.store.has("http://localhost:3000/pe/year/1/unit/1/lesson/1")).toBe(true);
    expect(progress.at(-1)).toMatchObject({ done: 4, total: 4 });
    // The bar never says it has finished before the last retry has.
    expect(progress.slice(0, -1).every((p) => p.done < p.total)).toBe(true);
  });
});
