// The offline page in place of a form sent with no connection (issue 33): the worker marks
// its <body> (logic.js markSent) and the page says what happened, with Go back, not Try again.
import { describe, expect, it } from "vitest";
import { showReason } from "./offlineUnits.js";

const PAGE = `
  <section data-offline-page>
    <div data-offline-reason="page"><p>This page has not been downloaded</p></div>
    <div data-offline-reason="form" hidden><p>What you sent needs a connection</p></div>
    <div data-offline-reason="sign-out" hidden><p>Signing out needs a connection</p></div>
    <button data-offline-retry>Try again</button><button data-offline-back hidden>Go back</button>
  </section>`;

function shown() {
  return [...document.querySelectorAll("[data-offline-reason], button")].filter((el) => !el.hidden).map((el) => el.textContent.trim());
}

describe("showReason", () => {
  it("leaves a page not downloaded as it is", () => {
    document.body.innerHTML = PAGE;
    showReason(document);
    expect(shown()).toEqual(["This page has not been downloaded", "Try again"]);
  });

  it("says signing out needs a connection, and offers Go back", () => {
    document.body.innerHTML = PAGE;
    document.body.dataset.offlineSent = "sign-out";
    showReason(document);
    expect(shown()).toEqual(["Signing out needs a connection", "Go back"]);
  });

  it("says any other form was not saved", () => {
    document.body.innerHTML = PAGE;
    document.body.dataset.offlineSent = "form";
    showReason(document);
    expect(shown()).toEqual(["What you sent needs a connection", "Go back"]);
  });
});
