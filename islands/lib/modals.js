// Server-rendered modals (core/modal.html) swapped into #modal by HTMX: open them as real
// modals, and keep keyboard users where they were. The forms' rules live on the server
// (HTMX re-renders the licence form's fields), so nothing here knows about licences.

const ACTIONS = ["id", "data-tab", "hx-get", "hx-post"];

// A selector that finds "the same control" again after a swap, by what it does.
export function describe(el, root = el?.ownerDocument?.body) {
  for (let node = el; node && node !== root; node = node.parentElement) {
    for (const name of ACTIONS) {
      const value = node.getAttribute(name);
      if (value) return `[${name}="${CSS.escape(value)}"]`;
    }
  }
  return null;
}

function focusable(el) {
  if (!el) return null;
  return el.matches("a[href], button, input, select, textarea, [tabindex]")
    ? el
    : el.querySelector("a[href], button, input:not([type=hidden]), select, textarea");
}

export function openModals(scope) {
  for (const dialog of scope.querySelectorAll("dialog[data-modal]")) {
    if (!dialog.open && dialog.isConnected) dialog.showModal();
    // After a refused save, straight to the first field with an error.
    const first =
      dialog.querySelector(".field--error :is(select, input, textarea)") ||
      dialog.querySelector("select, input:not([type=hidden]), textarea, button");
    if (first && !dialog.contains(dialog.ownerDocument.activeElement)) first.focus();
  }
}

function closeModal(dialog) {
  dialog.close();
  dialog.remove();
}

// A dialog marked data-done shows a finished action that changed the page behind it (a
// trial ended): closing it follows its Close link, so the page moves on only after the
// result has been read.
function leaveDone(dialog) {
  const link = dialog.querySelector("[data-close][href]");
  if (!dialog.hasAttribute("data-done") || !link) return false;
  dialog.ownerDocument.defaultView.location.assign(link.href);
  return true;
}

export function installModals(doc = document) {
  let opener = null;
  let focused = null;

  doc.addEventListener("htmx:afterSettle", (event) => openModals(event.target));
  doc.addEventListener("htmx:beforeRequest", (event) => {
    const elt = event.detail.elt;
    if (elt.getAttribute("hx-target") === "#modal" && !elt.closest("dialog")) opener = describe(elt);
  });
  doc.addEventListener("htmx:beforeSwap", () => {
    const active = doc.activeElement;
    focused = active && active !== doc.body && !active.closest("dialog") ? describe(active) : null;
  });
  // After a swap, focus goes back to the same control in the new content; when a modal
  // goes away, back to the control that opened it, or to the section's heading if that
  // control is gone (a deleted licence).
  doc.addEventListener("htmx:afterSettle", () => {
    requestAnimationFrame(() => {
      if (doc.querySelector("#modal dialog[open]")) return;
      const active = doc.activeElement;
      if (active && active !== doc.body && active.isConnected) return;
      const wanted = [focused, opener, "[data-focus-fallback]"]
        .map((selector) => selector && focusable(doc.querySelector(selector)))
        .find(Boolean);
      if (wanted) wanted.focus();
      focused = opener = null;
    });
    // The list's count is read out from a live region that stays in the page; the
    // swapped cards themselves are not, or every card would be announced.
    const total = doc.querySelector("#account-results [data-total]");
    const status = doc.getElementById("account-status");
    if (total && status && status.textContent !== total.textContent) status.textContent = total.textContent;
  });
  doc.addEventListener(
    "close",
    (event) => {
      if (event.target.matches?.("dialog[data-modal]")) opener = null;
    },
    true,
  );
  doc.addEventListener("click", (event) => {
    const close = event.target.closest?.("#modal dialog [data-close]");
    if (!close || close.closest("dialog").hasAttribute("data-done")) return;
    event.preventDefault();
    closeModal(close.closest("dialog"));
  });
  doc.addEventListener(
    "cancel",
    (event) => {
      if (event.target.matches?.("dialog[data-modal]")) {
        event.preventDefault();
        if (!leaveDone(event.target)) closeModal(event.target);
      }
    },
    true,
  );
}
