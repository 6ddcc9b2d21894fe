import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { listenToToasts } from "./toast.js";

// Test files share one environment (vite.config.js: isolate off, 30 s -> 7 s): each test
// leaves the page, storage, timers and stubs as it found them.
afterEach(() => {
  cleanup();
  listenToToasts().stop(); // toasts raised with no Toasts island mounted
  document.body.replaceChildren();
  for (const name of [...document.body.attributes].map((a) => a.name)) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
