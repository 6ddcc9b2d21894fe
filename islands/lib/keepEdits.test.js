import { beforeEach, describe, expect, it } from "vitest";
import { editedSince, keyed, mergeSwap, snapshot } from "./keepEdits.js";

function render(html) {
  document.body.innerHTML = `<form id="f">${html}</form>`;
  return document.getElementById("f");
}

function fragment(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

const ROWS = (first = "", last = "", extra = "") => `
  <table id="rows"><tbody>
    <tr><td><input id="first-0" name="first_0" value="${first}"></td>
        <td><input id="last-0" name="last_0" value="${last}">${extra}</td></tr>
  </tbody></table>`;

describe("keep-edits", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });

  it("keys boxes by name and value, other fields by name and place", () => {
    const form = render(`<input name="a" value="1"><input name="a" value="2">
      <input type="checkbox" name="p" value="pe"><input type="checkbox" name="p" value="gym">
      <select name="s"><option>x</option></select>`);
    expect([...keyed(form).keys()]).toEqual(["a#0", "a#1", "p=pe", "p=gym", "s#0"]);
  });

  it("finds what changed after a snapshot", () => {
    const form = render(`<input name="a" value="Ty"><input type="checkbox" name="p" value="pe">`);
    const before = snapshot(form);
    form.querySelector("[name=a]").value = "Typist";
    form.querySelector("[name=p]").checked = true;
    expect([...editedSince(form, before)]).toEqual(["a#0", "p=pe"]);
  });

  it("keeps letters typed after the refresh was sent, the focus and the caret", () => {
    const form = render(ROWS("Typist", "Ye"));
    const before = snapshot(form);
    const last = document.getElementById("last-0");
    last.focus();
    last.value = "Year 3";
    last.setSelectionRange(6, 6);
    const edited = editedSince(form, before);
    // The server answers for what was sent ("Ye"), with an error under the field and a new row.
    mergeSwap(
      document.getElementById("rows"),
      fragment(
        ROWS("Typist", "Ye", '<p class="field__error">Too short</p>').replace(
          "</tbody>",
          '<tr><td><input id="first-1" name="first_1" value=""></td></tr></tbody>',
        ),
      ),
      edited,
    );
    expect(document.getElementById("last-0")).toBe(last); // the same node: nothing replaced
    expect(last.value).toBe("Year 3");
    expect(document.activeElement).toBe(last);
    expect([last.selectionStart, last.selectionEnd]).toEqual([6, 6]);
    expect(form.querySelector(".field__error").textContent).toBe("Too short");
    expect(document.getElementById("first-1")).not.toBeNull();
  });

  it("never writes the field being typed in, even when it is not yet an edit", () => {
    const form = render(ROWS("Mia "));
    const first = document.getElementById("first-0");
    first.focus();
    first.setSelectionRange(4, 4);
    mergeSwap(document.getElementById("rows"), fragment(ROWS("Mia")), editedSince(form, snapshot(form)));
    expect(first.value).toBe("Mia ");
    expect(first.selectionStart).toBe(4);
  });

  it("keeps a box ticked after the refresh was sent, and takes the server's other fields", () => {
    const fields = (end, pe, gym) => `<div id="fields">
      <input type="date" id="end" name="end_date" value="${end}">
      <input type="checkbox" id="pe" name="products" value="pe"${pe ? " checked" : ""}>
      <input type="checkbox" id="gym" name="products" value="gym"${gym ? " checked" : ""}>
      <label id="end-label">End Date</label></div>`;
    const form = render(fields("2027-01-01", false, false));
    const before = snapshot(form);
    document.getElementById("pe").checked = true; // ticked while the refresh was on its way
    const edited = editedSince(form, before);
    mergeSwap(
      document.getElementById("fields"),
      fragment(fields("2027-01-01", false, true).replace("End Date", "Renew Date")),
      edited,
    );
    expect(document.getElementById("pe").checked).toBe(true);
    expect(document.getElementById("gym").checked).toBe(true); // the server's: not touched since
    expect(document.getElementById("end-label").textContent).toBe("Renew Date");
  });

  it("keeps a choice made after the refresh was sent when the new options still offer it", () => {
    const select = (options, chosen) =>
      `<div id="fields"><select id="status" name="status">${options
        .map((o) => `<option value="${o}"${o === chosen ? " selected" : ""}>${o}</option>`)
        .join("")}</select></div>`;
    const form = render(select(["new", "renewal", "free"], "new"));
    const before = snapshot(form);
    document.getElementById("status").value = "free";
    const edited = editedSince(form, before);
    mergeSwap(document.getElementById("fields"), fragment(select(["free", "purchase", "expired"], "free")), edited);
    expect(document.getElementById("status").value).toBe("free");
    expect([...document.getElementById("status").options].map((o) => o.value)).toEqual([
      "free",
      "purchase",
      "expired",
    ]);
  });

  it("lets the server's value stand where the user changed nothing since", () => {
    const form = render(`<div id="fields"><input id="end" name="end_date" value="2027-01-01"></div>`);
    const before = snapshot(form);
    mergeSwap(
      document.getElementById("fields"),
      fragment(`<div id="fields"><input id="end" name="end_date" value="2027-03-01"></div>`),
      editedSince(form, before),
    );
    expect(document.getElementById("end").value).toBe("2027-03-01");
  });
});
