// Anything on the page can raise a toast: islands, the API helper, HTMX responses.
export const TOAST_EVENT = "toast";
const CARRIED = "toasts:next-page";

export function toast(message, level = "info", status = undefined) {
  document.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message, level, status } }));
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
