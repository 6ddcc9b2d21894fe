import { fireEvent } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRICULUM_KEY, initContentPage, installContentPage, postAbility } from "./contentPage.js";

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

  it("offline, the ability choice says it needs a connection and which ability the downloaded pages show", async () => {
    document.body.innerHTML = `
      <dialog id="ability-choice" open><form method="post" action="/dance/year/2/unit/1/ability" data-unit-slug="d2u1-machines">
        <input type="hidden" name="next" value="/dance/year/2/unit/1/lesson/1">
        <button name="ability" value="social" aria-pressed="true">Social</button><button name="ability" value="physical">Physical</button>
      </form></dialog>`;
    const form = document.querySelector("form");
    const go = vi.fn();
    const offline = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await postAbility(form, form.querySelector('[value="physical"]'), { fetchImpl: offline, go })).toBe("offline");
    const alert = document.querySelector('[role="alert"]');
    expect(alert.textContent).toContain("Choosing an ability needs a connection");
    expect(alert.textContent).toContain("show the ability chosen when they were downloaded: Social.");
    expect(go).not.toHaveBeenCalled();
    expect(offline.mock.calls[0][1].body.get("ability")).toBe("physical");
    expect(document.querySelector("[data-dialog-close]")).toBeNull(); // not forced: it has its own Close

    await postAbility(form, form.querySelector('[value="physical"]'), { fetchImpl: offline, go });
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1); // said once, not stacked
  });

  it("a forced choice made offline can be closed, to teach the downloaded lesson as it is", async () => {
    document.body.innerHTML = `
      <dialog id="ability-choice" data-forced open><form method="post" action="/dance/year/2/unit/1/ability" data-unit-slug="d2u1-machines">
        <button name="ability" value="social">Social</button>
      </form></dialog>`;
    const form = document.querySelector("form");
    await postAbility(form, form.querySelector("button"), { fetchImpl: vi.fn().mockRejectedValue(new TypeError("offline")), go: vi.fn() });
    expect(document.querySelector('[role="alert"]').textContent).toContain("downloaded before an ability was chosen");
    expect(document.querySelector("dialog [data-dialog-close]").textContent).toBe("Close");
  });

  it("online, the choice is saved and the lesson opens again with it", async () => {
    document.body.innerHTML = `
      <form method="post" action="/dance/year/2/unit/1/ability" data-unit-slug="d2u1-machines">
        <input type="hidden" name="next" value="/dance/year/2/unit/1/lesson/1"><button name="ability" value="social">Social</button>
      </form>`;
    const form = document.querySelector("form");
    const go = vi.fn();
    const saved = vi.fn().mockResolvedValue({ type: "opaqueredirect", status: 0 });
    expect(await postAbility(form, form.querySelector("button"), { fetchImpl: saved, go })).toBe("chosen");
    expect(saved.mock.calls[0][1]).toMatchObject({ method: "POST", credentials: "same-origin", redirect: "manual" });
    expect(go).toHaveBeenCalledWith("/dance/year/2/unit/1/lesson/1");
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
