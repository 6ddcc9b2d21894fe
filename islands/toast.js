// Anything on the page can raise a toast: islands, the API helper, HTMX responses.
export const TOAST_EVENT = "toast";
const CARRIED = "toasts:next-page";

// A toast raised before the Toasts island listens (its chunk loads after main.js has run:
// e.g. "Sent: 3 taps saved while offline" at page load) is kept here and shown when it does.
const early = [];
let listening = 0;

export function toast(message, level = "info", status = undefined) {
  if (!listening && early.length < 20) early.push({ message, level, status });
  document.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message, level, status } }));
}

/** The Toasts island listens from now on: the toasts raised before, once, and `stop` for its unmount. */
export function listenToToasts() {
  listening += 1;
  return {
    early: early.splice(0),
    stop: () => {
      listening -= 1;
    },
  };
}

// A toast for the page the browser is about to open (an island's 403 or 404 sends it to /,
// spec 1 §8): kept in this tab's sessionStorage and shown by the Toasts island there.
export function toastOnNextPage(message, level = "info", status = undefined) {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED) || "[]");
    carried.push({ message, level, status });
    sessionStorage.setItem(CARRIED, JSON.stringify(carried));
  } catch {
    /* storage refused (private mode, quota): the toast is only lost */
  }
}

// The toasts carried over from the previous page, once.
export function takeCarriedToasts() {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED) || "[]");
    sessionStorage.removeItem(CARRIED);
    return Array.isArray(carried) ? carried.filter((t) => t && typeof t.message === "string" && t.message) : [];
  } catch {
    return [];
  }
}
