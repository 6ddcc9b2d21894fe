// The API helper's error handling (spec 1 §8): 401 signs out with the expired toast, 422
// falls back to "Validation failed", other errors toast the server's message, and 403/404
// go to /. Only fetch (the network) and window.location (jsdom cannot navigate) are stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "./api.js";
import { TOAST_EVENT, takeCarriedToasts } from "./toast.js";

function reply(status, body) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: status === 500 ? "Internal Server Error" : "",
    headers: { "Content-Type": "application/json" },
  });
}

describe("api", () => {
  let toasts;
  let assign;
  const heard = (event) => toasts.push(event.detail);

  beforeEach(() => {
    toasts = [];
    document.addEventListener(TOAST_EVENT, heard);
    assign = vi.fn();
    vi.stubGlobal("location", { pathname: "/pe/year/3", search: "?tab=1", assign });
  });
  afterEach(() => {
    sessionStorage.clear();
    document.removeEventListener(TOAST_EVENT, heard);
    vi.unstubAllGlobals();
  });

  it("returns the data and headers of a success without a toast", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => reply(200, [{ id: 1 }])));
    const { data, status } = await api("/bookmarks");
    expect([data, status]).toEqual([[{ id: 1 }], 200]);
    expect(fetch).toHaveBeenCalledWith("/api/bookmarks", expect.objectContaining({ method: "GET" }));
    expect(toasts).toEqual([]);
  });

  it("401: the session-expired toast and sign-in, coming back to this page", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => reply(401, { message: "Not signed in" })));
    await expect(api("bookmarks")).rejects.toMatchObject({ status: 401 });
    expect(toasts).toEqual([{ message: "Your session has expired. Please log in again.", level: "error", status: 401 }]);
    // expired=1: the sign-in page signs out and shows the same toast there (issue 20), as it
    // does for a page or an HTMX request whose session ran out.
    expect(assign).toHaveBeenCalledWith("/login?expired=1&next=%2Fpe%2Fyear%2F3%3Ftab%3D1");
  });

  it("422 without a message: Validation failed, and the page stays", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => reply(422, {})));
    await expect(api("bookmarks", { method: "POST", body: {} })).rejects.toMatchObject({ status: 422 });
    expect(toasts).toEqual([{ message: "Validation failed", level: "error", status: 422 }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([403, 404])("%i: the server's message and level, then home, where the toast shows", async (status) => {
    vi.stubGlobal("fetch", vi.fn(async () => reply(status, { message: "Page not found", level: "warning" })));
    await expect(api("bookmarks/9")).rejects.toMatchObject({ status });
    expect(toasts).toEqual([{ message: "Page not found", level: "warning", status }]);
    expect(assign).toHaveBeenCalledWith("/");
    // Carried to the next page (the Toasts island there shows it), once.
    expect(takeCarriedToasts()).toEqual([{ message: "Page not found", level: "warning", status }]);
    expect(takeCarriedToasts()).toEqual([]);
  });

  it("500: the server's message, and the page stays", async () => {
    const message = "There was a problem processing your request.";
    vi.stubGlobal("fetch", vi.fn(async () => reply(500, { message })));
    await expect(api("bookmarks")).rejects.toMatchObject({ status: 500, message });
    expect(toasts).toEqual([{ message, level: "error", status: 500 }]);
    expect(assign).not.toHaveBeenCalled();
  });
});

// Every island gets the error handling above only if it calls the API through api():
// no island's code calls fetch or XMLHttpRequest itself.
const sources = import.meta.glob(["./**/*.{js,jsx}", "!./**/*.test.{js,jsx}", "!./api.js"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// The offline work of issue 33 is not an island calling the API: its files fetch with their
// own handling, on purpose. Anything else that fetches fails this test.
const OWN_FETCH = {
  "./sw/sw.js": "the service worker: pages, media and the shell, answered from its caches offline",
  "./lib/offlineUnits.js": "a unit's download: files, not the API",
  "./lib/offlineQueue.js": "assessment saves kept offline: a failed send is kept, not a toast",
};

describe("islands call the API only through api()", () => {
  it("has no other fetch", () => {
    const calling = Object.entries(sources)
      .filter(([path, code]) => !(path in OWN_FETCH) && /\bfetch\s*\(|XMLHttpRequest|\/api\//.test(code))
      .map(([path]) => path);
    expect(Object.keys(OWN_FETCH).filter((path) => !(path in sources))).toEqual([]); // no stale exception
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(calling).toEqual([]);
  });
});
