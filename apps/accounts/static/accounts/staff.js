// Staff pages: open modals swapped into #modal, and the licence form's rules that must
// react before a round trip (spec 1 §4): status options per type, the Renew Date label,
// custom products/years shown only for types that use them, and end = start + the
// type's duration until the end date is edited by hand. The server applies every rule
// again on save.
(function () {
  function openModals(scope) {
    for (const dialog of scope.querySelectorAll("dialog[data-modal]")) {
      if (!dialog.open && dialog.isConnected) dialog.showModal();
      // After a refused save, straight to the first field with an error.
      const first = dialog.querySelector(".field--error :is(select, input, textarea)")
        || dialog.querySelector("select, input:not([type=hidden]), textarea, button");
      if (first) first.focus();
    }
  }

  function closeModal(dialog) {
    dialog.close();
    dialog.remove();
  }

  document.addEventListener("htmx:afterSettle", (event) => openModals(event.target));

  // Keyboard users must not be dropped at the top of the page when HTMX replaces what
  // they were on: after a swap, focus goes back to the same control in the new content
  // (found by what it does), and when a modal goes away, back to the control that
  // opened it, or to the section's heading if that control is gone (a deleted licence).
  let opener = null;
  let focused = null;
  const ACTIONS = ["id", "data-tab", "hx-get", "hx-post"];

  function describe(el) {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
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

  document.addEventListener("htmx:beforeRequest", (event) => {
    const elt = event.detail.elt;
    if (elt.getAttribute("hx-target") === "#modal" && !elt.closest("dialog")) opener = describe(elt);
  });
  document.addEventListener("htmx:beforeSwap", () => {
    const active = document.activeElement;
    focused = active && active !== document.body && !active.closest("dialog") ? describe(active) : null;
  });
  document.addEventListener("htmx:afterSettle", () => {
    requestAnimationFrame(() => {
      if (document.querySelector("#modal dialog[open]")) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const wanted = [focused, opener, "[data-focus-fallback]"]
        .map((selector) => selector && focusable(document.querySelector(selector)))
        .find(Boolean);
      if (wanted) wanted.focus();
      focused = opener = null;
    });
    // The list's count is read out from a live region that stays in the page; the
    // swapped cards themselves are not, or every card would be announced.
    const total = document.querySelector("#account-results [data-total]");
    const status = document.getElementById("account-status");
    if (total && status && status.textContent !== total.textContent) status.textContent = total.textContent;
  });
  document.addEventListener("close", (event) => {
    if (event.target.matches && event.target.matches("dialog[data-modal]")) opener = null;
  }, true);
  document.addEventListener("click", (event) => {
    const close = event.target.closest("#modal dialog [data-close]");
    if (!close) return;
    event.preventDefault();
    closeModal(close.closest("dialog"));
  });
  document.addEventListener("cancel", (event) => {
    if (event.target.matches("dialog[data-modal]")) {
      event.preventDefault();
      closeModal(event.target);
    }
  }, true);

  function typeData(form) {
    const el = form.querySelector("#licence-type-data");
    return el ? JSON.parse(el.textContent) : {};
  }

  function addDays(iso, days) {
    const date = new Date(iso + "T00:00:00Z");
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  }

  function syncLicenceForm(form, changed) {
    const types = typeData(form);
    const kind = types[form.elements.licence_type.value] || {};
    const status = form.elements.status;
    if (changed === "licence_type") {
      const wanted = status.dataset.partner ? "free" : "new";
      const options = kind.statuses || [];
      const keep = options.includes(status.value) ? status.value : options.includes(wanted) ? wanted : options[0];
      status.replaceChildren(...options.map((s) => new Option(s[0].toUpperCase() + s.slice(1), s, false, s === keep)));
    }
    form.querySelector("[data-status-field]").hidden = !(kind.statuses || []).length;
    form.querySelector("[data-renew-field]").hidden = !!kind.bursts;
    form.querySelector("[data-products-field]").hidden = !kind.customProducts;
    form.querySelector("[data-years-field]").hidden = !kind.customYears;
    const renew = form.elements.renew.checked;
    form.querySelector("[data-end-label]").textContent = kind.trial && renew ? "Renew Date" : "End Date";
    const start = form.elements.start_date.value;
    if (!form.dataset.endTouched && start && kind.days) {
      form.elements.end_date.value = addDays(start, kind.days);
    }
  }

  function endEdited(form) {
    form.dataset.endTouched = "1";
    form.elements.end_edited.value = "1";
  }

  document.addEventListener("input", (event) => {
    const form = event.target.closest("form[data-licence-form]");
    if (form && event.target.name === "end_date") endEdited(form);
  });
  document.addEventListener("change", (event) => {
    const form = event.target.closest("form[data-licence-form]");
    if (!form) return;
    if (event.target.name === "end_date") endEdited(form);
    else syncLicenceForm(form, event.target.name);
  });

  document.addEventListener("DOMContentLoaded", () => openModals(document));
})();
