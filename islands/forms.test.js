import { fireEvent } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { enhancePasswordFields, passwordHints } from "./forms.js";

describe("password hints", () => {
  // As the server renders them from apps/users/passwords.PASSWORD_RULES.
  const rules = () => {
    document.body.innerHTML = `<ul><li data-rule="capital" data-category="Lu"></li>
      <li data-rule="number" data-category="Nd"></li><li data-rule="special" data-chars="!?*)(&%@£"></li></ul>`;
    return document.querySelectorAll("[data-rule]");
  };

  it("names what a password still lacks, by the rules the server sent", () => {
    expect(passwordHints("", rules())).toEqual(["capital", "number", "special"]);
    expect(passwordHints("Abc", rules())).toEqual(["number", "special"]);
    expect(passwordHints("Abc1£", rules())).toEqual([]);
    expect(passwordHints("Ébc1!", rules())).toEqual([]); // an accented capital, as the server counts it
  });

  describe("on a form", () => {
    beforeEach(() => {
      document.body.innerHTML = `<form>
        <input name="password" data-password-hints="1">
        <ul data-password-rules><li data-rule="capital" data-category="Lu"></li><li data-rule="number" data-category="Nd"></li><li data-rule="special" data-chars="!?*)(&%@£"></li></ul>
        <input name="confirm"><p data-confirm-mismatch hidden>Doesn't match</p></form>`;
      enhancePasswordFields();
    });

    it("ticks off each rule while typing", () => {
      const input = document.querySelector('[name="password"]');
      fireEvent.input(input, { target: { value: "Abc" } });
      const met = [...document.querySelectorAll(".is-met")].map((li) => li.dataset.rule);
      expect(met).toEqual(["capital"]);
    });

    it("says Doesn't match when the confirmation differs, and clears it once fixed", () => {
      const password = document.querySelector('[name="password"]');
      const confirm = document.querySelector('[name="confirm"]');
      const mismatch = document.querySelector("[data-confirm-mismatch]");
      fireEvent.input(password, { target: { value: "Abc1!" } });
      fireEvent.change(confirm, { target: { value: "Abc1" } });
      expect(mismatch.hidden).toBe(false);
      fireEvent.input(confirm, { target: { value: "Abc1!" } });
      expect(mismatch.hidden).toBe(true);
    });
  });
});
