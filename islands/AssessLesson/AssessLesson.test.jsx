import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import AssessLesson from "./AssessLesson.jsx";

const PROPS = {
  pupils: [
    { id: 1, name: "Ava Adams" },
    { id: 2, name: "Ben Brook" },
  ],
  outcomes: [
    { id: 10, number: 1, text: "Throw underarm" },
    { id: 11, number: 2, text: "Catch" },
  ],
  levels: [
    { id: 5, label: "Working towards", short: "WT", meets: false },
    { id: 6, label: "Expected", short: "EXP", meets: true },
    { id: 7, label: "Greater depth", short: "GD", meets: true },
  ],
  defaultLevel: 6,
  cycle: [6, 5, 7],
  action: "/assessment/lesson/1/class/2",
  className: "Year 3 Owls",
};

function posted(container) {
  return [...container.querySelectorAll("input[type=hidden]:not([name=csrfmiddlewaretoken])")].map(
    (input) => `${input.name}=${input.value}`,
  );
}

describe("AssessLesson", () => {
  it("starts everyone on track and posts nothing but the CSRF token", () => {
    const { container } = render(<AssessLesson {...PROPS} />);
    expect(screen.getByRole("button", { name: "EXP: Ava Adams, outcome 1, Expected (on track)" })).toHaveTextContent("EXP");
    expect(posted(container)).toEqual([]);
  });

  it("cycles a cell with each tap, back to the default, and posts only the changed cells", () => {
    const { container } = render(<AssessLesson {...PROPS} />);
    const cell = () => container.querySelector('[data-cell="1-10"]');
    fireEvent.click(cell());
    expect(cell()).toHaveTextContent("WT");
    expect(cell()).toHaveAttribute("data-state", "below");
    expect(posted(container)).toEqual(["m-1-10=5"]);
    fireEvent.click(cell());
    expect(cell()).toHaveTextContent("GD");
    fireEvent.click(cell());
    expect(cell()).toHaveTextContent("EXP");
    expect(posted(container)).toEqual([]);
  });

  it("undoes the last tap with one more, and marks a child absent", () => {
    const { container } = render(<AssessLesson {...PROPS} />);
    fireEvent.click(container.querySelector('[data-cell="2-11"]'));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(posted(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Ben Brook absent" }));
    expect(screen.getByRole("button", { name: "Ben Brook absent" })).toHaveAttribute("aria-pressed", "true");
    expect(container.querySelector('[data-cell="2-10"]')).toBeDisabled();
    expect(posted(container)).toEqual(["absent=2"]);
    expect(screen.getByRole("status")).toHaveTextContent("0 changed · 1 absent");
  });

  it("at the end of a unit starts each cell at its suggestion and posts only what the teacher changed", () => {
    const { container } = render(<AssessLesson {...PROPS} start={{ "1-10": 5 }} withAbsent={false} />);
    const cell = () => container.querySelector('[data-cell="1-10"]');
    expect(cell()).toHaveTextContent("WT");
    expect(container.querySelector("[data-absent]")).toBeNull();
    expect(posted(container)).toEqual([]);
    fireEvent.click(cell()); // on from the suggestion: GD
    expect(cell()).toHaveTextContent("GD");
    expect(posted(container)).toEqual(["m-1-10=7"]);
    fireEvent.click(cell());
    fireEvent.click(cell()); // round to the suggestion again: nothing to post
    expect(cell()).toHaveTextContent("WT");
    expect(posted(container)).toEqual([]);
  });
});
