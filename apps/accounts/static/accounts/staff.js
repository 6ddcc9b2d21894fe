// Staff pages: open modals swapped into #modal, and the licence form's rules that must
// react before a round trip (spec 1 §4): status options per type, the Renew Date label,
// custom products/years shown only for types that use them, and end = start + the
// type's duration until the end date is edited by hand. The server applies every rule
// again on save.
(function () {
  function openModals(scope) {
    for (const dialog of scope.querySelectorAll("dialog[data-modal]")) {
      if (!dialog.open && dialog.isConnected) dialog.showModal();
      const first = dialog.querySelector("select, input:not([type=hidden]), button");
      if (first) first.focus();
    }
  }

  function closeModal(dialog) {
    dialog.close();
    dialog.remove();
  }

  document.addEventListener("htmx:afterSettle", (event) => openModals(event.target));
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

  document.addEventListener("input", (event) => {
    const form = event.target.closest("form[data-licence-form]");
    if (form && event.target.name === "end_date") form.dataset.endTouched = "1";
  });
  document.addEventListener("change", (event) => {
    const form = event.target.closest("form[data-licence-form]");
    if (!form) return;
    if (event.target.name === "end_date") form.dataset.endTouched = "1";
    else syncLicenceForm(form, event.target.name);
  });

  document.addEventListener("DOMContentLoaded", () => openModals(document));
})();
