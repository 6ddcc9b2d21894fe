import { fireEvent } from "@testing-library/react";
import { beforeAll, beforeEach, describe as suite, expect, it } from "vitest";
import { describe, installModals, openModals } from "./modals.js";

beforeAll(() => {
  // jsdom has no showModal/close: enough of them to follow open state.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    this.open = false;
  };
  installModals(document);
});

suite("modals", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="add" href="/accounts/1/licences/new" hx-get="/accounts/1/licences/new" hx-target="#modal">Add licence</a>
      <div id="modal"><dialog data-modal>
        <form><div class="field field--error"><select name="licence_type"></select></div>
          <a href="/accounts/1" data-close>Cancel</a></form>
      </dialog></div>`;
  });

  it("opens a swapped-in dialog as a modal and focuses the first field with an error", () => {
    const dialog = document.querySelector("dialog");
    openModals(document.getElementById("modal"));
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(document.querySelector("select"));
  });

  it("closes and removes the dialog on Cancel instead of following its link", () => {
    const cancel = document.querySelector("[data-close]");
    const notPrevented = fireEvent.click(cancel);
    expect(notPrevented).toBe(false);
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("a dialog showing a finished action (data-done) follows its Close link, so the page moves on", () => {
    const dialog = document.querySelector("dialog");
    dialog.setAttribute("data-done", "");
    const close = document.querySelector("[data-close]");
    close.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(close);
    expect(document.querySelector("dialog")).not.toBeNull(); // left for the navigation to replace
    expect(close.getAttribute("href")).toBe("/accounts/1");
  });

  it("names a control by what it does, so it is found again after a swap", () => {
    expect(describe(document.getElementById("add"))).toBe('[id="add"]');
    const inner = document.createElement("span");
    document.querySelector("[data-close]").append(inner);
    expect(describe(inner)).toBe('[id="modal"]'); // the nearest thing that identifies it
    const loose = document.createElement("span");
    document.body.append(loose);
    expect(describe(loose)).toBeNull();
  });
});
