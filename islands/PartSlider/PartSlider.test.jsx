import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PartSlider, { videoButtonShown, videoShown } from "./PartSlider.jsx";

const STEPS = [
  { id: 1, subtitle: "Ready", text: "Stand on your spot.", image: "/media/1.png", video: "/media/1.mp4" },
  { id: 2, subtitle: "Balance", text: "Balance on one leg.", image: "/media/2.png", video: "/media/2.mp4" },
  { id: 3, subtitle: "Hold", text: "Hold for five.", image: "/media/3.png", video: "" },
  {
    id: 4,
    subtitle: "Swap",
    text: "Swap legs.",
    image: "/media/4.png",
    video: "/media/4.mp4",
    textLines: [{ text: "Other leg!", time: 0 }],
  },
];

const slide = (n) => document.querySelector(`[data-step="${n - 1}"]`);
const visible = () => document.querySelector('.part-slider__slide[aria-hidden="false"]');
const videoButton = (n) => within(slide(n)).queryByRole("button", { name: /video/, hidden: true });

describe("PartSlider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the first step and hides the others from everyone", () => {
    render(<PartSlider steps={STEPS} partType="game" />);
    expect(visible()).toHaveAccessibleName("Step 1 of 4: Ready");
    expect(slide(2)).toHaveAttribute("aria-hidden", "true");
    expect(slide(2)).toHaveAttribute("inert");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("moves with Next, the arrow keys and the dots, tracking the furthest step seen", () => {
    const heard = vi.fn();
    document.addEventListener("slider:step", heard);
    render(<PartSlider steps={STEPS} partType="game" />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(visible()).toHaveAccessibleName("Step 2 of 4: Balance");
    fireEvent.keyDown(visible(), { key: "ArrowRight" });
    expect(visible()).toHaveAccessibleName("Step 3 of 4: Hold");
    fireEvent.keyDown(visible(), { key: "ArrowLeft" });
    fireEvent.keyDown(visible(), { key: "ArrowLeft" });
    expect(visible()).toHaveAccessibleName("Step 1 of 4: Ready");
    fireEvent.click(screen.getByRole("button", { name: "Step 4" }));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    fireEvent.keyDown(visible(), { key: "Home" });
    expect(visible()).toHaveAccessibleName("Step 1 of 4: Ready");
    fireEvent.keyDown(visible(), { key: "End" });
    expect(visible()).toHaveAccessibleName("Step 4 of 4: Swap");
    expect(heard.mock.calls.map((c) => c[0].detail)).toEqual([
      { index: 1, furthest: 1 },
      { index: 2, furthest: 2 },
      { index: 1, furthest: 2 },
      { index: 0, furthest: 2 },
      { index: 3, furthest: 3 },
      { index: 0, furthest: 3 },
      { index: 3, furthest: 3 },
    ]);
    document.removeEventListener("slider:step", heard);
  });

  it("changes step on a drag of 70 px, the track following at half the pointer's travel", () => {
    render(<PartSlider steps={STEPS} partType="game" />);
    const viewport = document.querySelector(".part-slider__viewport");
    const track = viewport.firstChild;
    fireEvent.pointerDown(viewport, { clientX: 400, pointerId: 1, button: 0 });
    fireEvent.pointerMove(viewport, { clientX: 340, pointerId: 1 });
    expect(track.style.transform).toBe("translateX(calc(0% + -30px))");
    fireEvent.pointerUp(viewport, { clientX: 340, pointerId: 1 });
    expect(visible()).toHaveAccessibleName("Step 1 of 4: Ready");
    fireEvent.pointerDown(viewport, { clientX: 400, pointerId: 1, button: 0 });
    fireEvent.pointerUp(viewport, { clientX: 330, pointerId: 1 });
    expect(visible()).toHaveAccessibleName("Step 2 of 4: Balance");
    expect(track.style.transform).toBe("translateX(calc(-100% + 0px))");
    fireEvent.pointerDown(viewport, { clientX: 100, pointerId: 1, button: 0 });
    fireEvent.pointerUp(viewport, { clientX: 170, pointerId: 1 });
    expect(visible()).toHaveAccessibleName("Step 1 of 4: Ready");
  });

  it("offers a step's video only once the step is reached, outside skill parts", () => {
    render(<PartSlider steps={STEPS} partType="game" />);
    expect(videoButton(1)).toHaveTextContent("Show video");
    expect(videoButton(2)).toBeNull();
    expect(videoButton(4)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(videoButton(2)).toHaveTextContent("Show video"); // reached once, stays
    expect(videoButton(3)).toBeNull(); // no video at all
  });

  it("always offers step videos in skill parts", () => {
    render(<PartSlider steps={STEPS} partType="skill" />);
    expect(videoButton(2)).not.toBeNull();
    expect(videoButton(4)).not.toBeNull();
  });

  it("shows the video when toggled in ordinary parts", () => {
    render(<PartSlider steps={STEPS} partType="game" />);
    expect(within(visible()).queryByLabelText("Ready", { selector: "video" })).toBeNull();
    fireEvent.click(within(visible()).getByRole("button", { name: "Show video" }));
    expect(within(visible()).getByLabelText("Ready", { selector: "video" })).toHaveAttribute("src", "/media/1.mp4");
    const hide = within(visible()).getByRole("button", { name: "Hide video" });
    expect(hide).not.toHaveAttribute("aria-pressed"); // the label says it: not also "pressed"
    fireEvent.click(hide);
    expect(within(visible()).queryByLabelText("Ready", { selector: "video" })).toBeNull();
  });

  it("shows the video in funs parts unless toggled, with its lines", () => {
    render(<PartSlider steps={STEPS} partType="funs" isFuns />);
    expect(within(visible()).getByLabelText("Ready", { selector: "video" })).toBeInTheDocument();
    fireEvent.click(within(visible()).getByRole("button", { name: "Hide video" }));
    expect(visible().querySelector("img")).toHaveAttribute("src", "/media/1.png");
    fireEvent.click(screen.getByRole("button", { name: "Step 4" }));
    expect(within(visible()).getByText("Other leg!")).toBeInTheDocument();
  });

  it("applies the video rules as the spec lists them", () => {
    const step = { video: "/v.mp4" };
    expect(videoButtonShown({ step, index: 3, furthest: 1, partType: "skill" })).toBe(true);
    expect(videoButtonShown({ step, index: 3, furthest: 1, partType: "game" })).toBe(false);
    expect(videoButtonShown({ step: { video: "" }, index: 0, furthest: 1, partType: "skill" })).toBe(false);
    expect([videoShown({ isFuns: true, toggled: false }), videoShown({ isFuns: false, toggled: false })]).toEqual([
      true,
      false,
    ]);
  });

  it("keeps keyboard focus on a usable control at the last step", () => {
    render(<PartSlider steps={STEPS} />);
    const next = screen.getByRole("button", { name: "Next" });
    next.focus();
    for (let i = 0; i < 3; i += 1) fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement, { key: "Home" });
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(next).toHaveFocus();
  });
});
