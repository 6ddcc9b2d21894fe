import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import WarmupSteps, { END_MARK } from "./WarmupSteps.jsx";

const STEPS = [
  { subtitle: "Walk", text: "Walk around the space.", end: false, dice: [] },
  { subtitle: "Jog", text: "Jog lightly.", end: false, dice: ["actions"] },
  { subtitle: "Skip", text: "Skip with high knees.", end: false, dice: [] },
  { subtitle: "Stretch", text: "Stretch tall.", end: false, dice: [] },
  { subtitle: "", text: "What did your body feel like?", end: true, dice: [] },
];
const ACTIONS = { slug: "actions", title: "Actions", sides: [{ sideTitle: "Hop", images: [] }] };

const current = () => screen.getByTestId("current-step");
const pip = (n) => screen.getByRole("button", { name: new RegExp(`^(Go to step|Step) ${n}\\b`) });

describe("WarmupSteps", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one current step, the next neighbour on the right and later steps as locked pips", () => {
    render(<WarmupSteps steps={STEPS} title="Warm Up" />);
    expect(current()).toHaveTextContent("Walk around the space.");
    expect(current()).toHaveAccessibleName("Step 1 of 5");
    expect(screen.queryByRole("button", { name: /^Previous step/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next step: 2 Jog" })).toBeInTheDocument();
    // Step 3 and on are hidden entirely; only pips remain.
    expect(screen.queryByText("Skip")).not.toBeInTheDocument();
    expect(pip(2)).toBeDisabled();
    expect(pip(2)).toHaveAccessibleName("Step 2, locked");
    expect(pip(5)).toHaveTextContent(END_MARK);
    expect(pip(1)).toHaveAttribute("aria-current", "step");
  });

  it("names a neighbour card by what it shows, after a hidden Next step / Previous step", () => {
    render(<WarmupSteps steps={STEPS} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    for (const card of document.querySelectorAll(".warmup__card--prev, .warmup__card--next")) {
      const shown = [...card.querySelectorAll(":scope > :not(.visually-hidden)")].map((e) => e.textContent).join(" ");
      expect(card).not.toHaveAttribute("aria-label");
      expect(card.textContent).toContain(card.querySelector(".visually-hidden").textContent);
      expect(card).toHaveAccessibleName(expect.stringContaining(shown));
    }
  });

  it("steps with Next / Previous, neighbour clicks and the arrow keys", () => {
    const heard = vi.fn();
    document.addEventListener("warmup:step", heard);
    render(<WarmupSteps steps={STEPS} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(current()).toHaveTextContent("Jog lightly.");
    expect(screen.getByRole("button", { name: "Previous step: 1 Walk" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next step: 3 Skip" })).toBeInTheDocument();
    expect(pip(1)).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Next step: 3 Skip" }));
    expect(current()).toHaveTextContent("Skip with high knees.");
    fireEvent.keyDown(current(), { key: "ArrowLeft" });
    expect(current()).toHaveTextContent("Jog lightly.");
    fireEvent.keyDown(current(), { key: "ArrowRight" });
    fireEvent.keyDown(current(), { key: "ArrowRight" });
    expect(current()).toHaveTextContent("Stretch tall.");
    fireEvent.click(pip(1));
    expect(current()).toHaveTextContent("Walk around the space.");
    expect(heard.mock.calls.map((c) => c[0].detail.index)).toEqual([1, 2, 1, 2, 3, 0]);
    document.removeEventListener("warmup:step", heard);
  });

  it("shows ? for the final end step, with nothing after it", () => {
    render(<WarmupSteps steps={STEPS} />);
    fireEvent.keyDown(current(), { key: "End" });
    expect(current()).toHaveTextContent(END_MARK);
    expect(current()).toHaveTextContent("What did your body feel like?");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous step: 4 Stretch" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("button", { name: `Next step: ${END_MARK}` })).toBeInTheDocument();
  });

  it("changes step on a drag of at least 70 px, not on a shorter one", () => {
    render(<WarmupSteps steps={STEPS} />);
    const stage = current().closest(".warmup__stage");
    fireEvent.pointerDown(stage, { clientX: 300, pointerId: 1, button: 0 });
    fireEvent.pointerMove(stage, { clientX: 240, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 240, pointerId: 1 });
    expect(current()).toHaveTextContent("Walk around the space.");
    fireEvent.pointerDown(stage, { clientX: 300, pointerId: 1, button: 0 });
    fireEvent.pointerMove(stage, { clientX: 260, pointerId: 1 });
    // The row follows the pointer at half its travel.
    expect(stage.firstChild.style.transform).toBe("translateX(-20px)");
    fireEvent.pointerUp(stage, { clientX: 230, pointerId: 1 });
    expect(current()).toHaveTextContent("Jog lightly.");
    fireEvent.pointerDown(stage, { clientX: 100, pointerId: 1, button: 0 });
    fireEvent.pointerUp(stage, { clientX: 180, pointerId: 1 });
    expect(current()).toHaveTextContent("Walk around the space.");
  });

  it("offers the current step's dice", () => {
    render(<WarmupSteps steps={STEPS} dice={[ACTIONS]} />);
    expect(screen.queryByRole("button", { name: "Dice" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Dice" }));
    expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Roll Actions" })).toBeInTheDocument();
  });

  it("keeps the pips of reached steps open after going back to step 1", () => {
    render(<WarmupSteps steps={STEPS} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(pip(1));
    expect(current()).toHaveTextContent("Walk around the space.");
    expect(pip(2)).toBeEnabled();
    expect(pip(3)).toBeEnabled();
    expect(pip(3)).toHaveAccessibleName("Go to step 3");
    expect(pip(4)).toBeDisabled();
    fireEvent.click(pip(3));
    expect(current()).toHaveTextContent("Skip with high knees.");
  });

  it("shows the end step's ? once", () => {
    render(<WarmupSteps steps={STEPS} />);
    fireEvent.keyDown(current(), { key: "End" });
    expect(within(current()).getAllByText(END_MARK)).toHaveLength(1);
    expect(current()).toHaveTextContent("What did your body feel like?");
  });

  it("keeps keyboard focus on a usable control at the last step", () => {
    render(<WarmupSteps steps={STEPS} />);
    const next = screen.getByRole("button", { name: "Next" });
    next.focus();
    for (let i = 0; i < 4; i += 1) fireEvent.click(next);
    expect(current()).toHaveAccessibleName("Step 5 of 5");
    expect(next).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveFocus();
  });

  it("keeps focus when End is pressed on a neighbour card", () => {
    render(<WarmupSteps steps={STEPS} />);
    const card = screen.getByRole("button", { name: "Next step: 2 Jog" });
    card.focus();
    fireEvent.keyDown(card, { key: "End" });
    expect(current()).toHaveAccessibleName("Step 5 of 5");
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBeEnabled();
    expect(screen.getByRole("region", { name: "Warm-up steps" })).toContainElement(document.activeElement);
  });
});
