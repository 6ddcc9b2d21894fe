// The editors' inlines (issue 29): rows with a position (or order) get Move up and Move
// down buttons; moving a row renumbers the positions in the order the rows now stand, so
// an editor reorders steps, outcomes or dice sides without typing numbers. New rows take
// the next number. Plain script: the admin loads it on content forms only.
(function () {
  "use strict";
  const ORDER = /-(position|order)$/;

  function rowsOf(group) {
    return Array.from(group.querySelectorAll(".inline-related, tr.form-row")).filter(
      (row) => !row.classList.contains("empty-form") && row.id && orderInput(row)
    );
  }

  function orderInput(row) {
    return Array.from(row.querySelectorAll("input")).find((input) => ORDER.test(input.name));
  }

  function renumber(group) {
    const rows = rowsOf(group);
    const values = rows.map((row) => parseInt(orderInput(row).value, 10)).filter((n) => !Number.isNaN(n));
    const start = values.length ? Math.min(...values) : 1;
    rows.forEach((row, i) => { orderInput(row).value = String(start + i); });
  }

  function say(group, text) {
    let live = group.querySelector("[data-order-live]");
    if (!live) {
      live = document.createElement("p");
      live.className = "visually-hidden";
      live.setAttribute("aria-live", "polite");
      live.dataset.orderLive = "";
      group.prepend(live);
    }
    live.textContent = text;
  }

  function move(group, row, step) {
    const rows = rowsOf(group);
    const index = rows.indexOf(row);
    const other = rows[index + step];
    if (!other) return;
    if (step < 0) other.before(row); else other.after(row);
    renumber(group);
    say(group, `Moved to ${index + step + 1} of ${rows.length}`);
  }

  function label(row) {
    const title = row.querySelector("h3 .inline_label, td.original p");
    return title ? title.textContent.trim() : "this row";
  }

  function addButtons(group, row) {
    if (row.querySelector("[data-move]")) return;
    const box = document.createElement("span");
    box.className = "order-buttons";
    [["up", -1, "↑ Move up"], ["down", 1, "↓ Move down"]].forEach(([name, step, text]) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "order-button";
      button.dataset.move = name;
      button.textContent = text;
      button.setAttribute("aria-label", `${text.slice(2)}: ${label(row)}`);
      button.addEventListener("click", () => { move(group, row, step); button.focus(); });
      box.append(button);
    });
    const input = orderInput(row);
    input.after(box);
  }

  function setUp(group) {
    rowsOf(group).forEach((row) => addButtons(group, row));
  }

  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll(".inline-group").forEach(setUp);
  });
  document.addEventListener("formset:added", (event) => {
    const row = event.target;
    const group = row.closest(".inline-group");
    if (!group || !orderInput(row)) return;
    const others = rowsOf(group).filter((r) => r !== row).map((r) => parseInt(orderInput(r).value, 10) || 0);
    orderInput(row).value = String(others.length ? Math.max(...others) + 1 : 1);
    addButtons(group, row);
  });
})();
