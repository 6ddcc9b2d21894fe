// Anything on the page can raise a toast: islands, the API helper, HTMX responses.
export const TOAST_EVENT = "toast";

export function toast(message, level = "info", status = undefined) {
  document.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message, level, status } }));
}
