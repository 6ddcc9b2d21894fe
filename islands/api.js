import { toast, toastOnNextPage } from "./toast.js";

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.content ?? "";
}

// Calls /api/ with the session cookie and CSRF header; every island calls the API through
// it. Errors become toasts in the spec's way (spec 1 §8): 401 signs out with the expired
// message, 403/404 go to / with their toast shown there.
export async function api(path, { method = "GET", body, signal } = {}) {
  const response = await fetch(`/api/${path.replace(/^\//, "")}`, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(method !== "GET" ? { "X-CSRFToken": csrfToken() } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (response.ok) {
    const data = response.status === 204 ? null : await response.json();
    return { data, headers: response.headers, status: response.status };
  }
  let error = {};
  try {
    error = await response.json();
  } catch {
    error = {};
  }
  if (response.status === 401) {
    // Signed out like a page or an HTMX request (spec 1 §8): /login?expired=1 clears the
    // signed-in marker and shows the same toast there, then offers to come back here.
    toast(SESSION_EXPIRED, "error", 401);
    const next = encodeURIComponent(window.location.pathname + window.location.search);
    window.location.assign(`/login?expired=1&next=${next}`);
  } else {
    const message = error.message || (response.status === 422 ? "Validation failed" : response.statusText);
    const level = error.level || "error";
    toast(message, level, response.status);
    if (response.status === 403 || response.status === 404) {
      toastOnNextPage(message, level, response.status); // the page goes, the toast must not
      window.location.assign("/");
    }
  }
  const failure = new Error(error.message || `Request to ${path} failed`);
  failure.status = response.status;
  failure.body = error;
  throw failure;
}
