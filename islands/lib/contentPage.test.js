import { fireEvent } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRICULUM_KEY, initContentPage, installContentPage } from "./contentPage.js";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  installContentPage(document);
});

describe("content page behaviours", () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = `
      <section data-curriculum>
        <button data-curriculum-choice="en">English</button><button data-curriculum-choice="cy">Cymraeg</button>
        <div data-curriculum-panel="en">Links</div><div data-curriculum-panel="cy" hidden>Dolenni</div>
      </section>
      <form data-unit-slug="g3u1-shape-and-balance"><button name="ability" value="social">Social</button></form>
      <dialog data-forced></dialog>
      <button data-print>Print</button>`;
  });

  it("remembers the Welsh curriculum links and shows them next time", () => {
    fireEvent.click(document.querySelector('[data-curriculum-choice="cy"]'));
    expect(localStorage.getItem(CURRICULUM_KEY)).toBe("cy");
    expect(document.querySelector('[data-curriculum-panel="en"]').hidden).toBe(true);
    document.querySelector('[data-curriculum-panel="cy"]').hidden = true;
    initContentPage(document);
    expect(document.querySelector('[data-curriculum-panel="cy"]').hidden).toBe(false);
  });

  it("keeps the chosen ability by the first five characters of the unit slug", () => {
    const form = document.querySelector("form");
    form.addEventListener("submit", (event) => event.preventDefault());
    const submitted = new SubmitEvent("submit", { bubbles: true, submitter: form.querySelector("button") });
    form.dispatchEvent(submitted);
    expect(localStorage.getItem("g3u1-")).toBe("social");
  });

  it("opens the forced ability dialog and Escape does not close it", () => {
    initContentPage(document);
    const dialog = document.querySelector("dialog");
    expect(dialog.open).toBe(true);
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it("prints from a print button", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    fireEvent.click(document.querySelector("[data-print]"));
    expect(print).toHaveBeenCalled();
  });
});
