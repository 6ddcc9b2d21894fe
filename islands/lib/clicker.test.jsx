import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PartSlider from "../PartSlider/PartSlider.jsx";
import WarmupSteps from "../WarmupSteps/WarmupSteps.jsx";
import AdaptiveLevels from "../AdaptiveLevels/AdaptiveLevels.jsx";
import { installClicker } from "./clicker.js";

const STEPS = [1, 2, 3].map((n) => ({ id: n, subtitle: `Step ${n} title`, text: `Do ${n}.`, image: `/media/${n}.png` }));
const WARMUP = [{ subtitle: "Snail", text: "Creep." }, { subtitle: "Cheetah", text: "Run." }, { subtitle: "?", end: true }];

// A part page's pupil view, as content/part.html renders it, with an island inside.
function partPage(island, { prev = "/lesson/1/warmup/w", next = "/lesson/1/review/r", pupil = true } = {}) {
  const article = document.createElement("article");
  article.className = pupil ? "part-page pupil-view" : "part-page";
  article.dataset.partView = "shared";
  if (prev) article.dataset.prevPart = prev;
  if (next) article.dataset.nextPart = next;
  document.body.append(article);
  render(island, { container: article });
  return article;
}

const press = (key, target = document.body, init = {}) => fireEvent.keyDown(target, { key, ...init });
const slide = () => document.querySelector('.part-slider__slide[aria-hidden="false"]');
const warmupStep = () => screen.getByTestId("current-step");

describe("projector clicker", () => {
  let navigate;
  let uninstall;
  beforeEach(() => {
    vi.useFakeTimers();
    navigate = vi.fn();
    uninstall = installClicker(document, { navigate });
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("moves the slider's steps with PageDown / PageUp and Right / Left from the page, then on to the next part", () => {
    partPage(<PartSlider steps={STEPS} partType="game" />);
    expect(slide()).toHaveAccessibleName("Step 1 of 3: Step 1 title");
    press("PageDown");
    expect(slide()).toHaveAccessibleName("Step 2 of 3: Step 2 title");
    press("ArrowRight");
    expect(slide()).toHaveAccessibleName("Step 3 of 3: Step 3 title");
    expect(navigate).not.toHaveBeenCalled();
    press("PageDown"); // past the last step: the lesson's next part
    expect(navigate).toHaveBeenCalledWith("/lesson/1/review/r");
    press("PageUp");
    press("ArrowLeft");
    expect(slide()).toHaveAccessibleName("Step 1 of 3: Step 1 title");
    press("PageUp"); // before the first step: the previous part
    expect(navigate).toHaveBeenLastCalledWith("/lesson/1/warmup/w");
  });

  it("moves the warm-up's steps, also with focus inside the island", () => {
    partPage(<WarmupSteps steps={WARMUP} />);
    press("PageDown");
    expect(warmupStep()).toHaveAccessibleName("Step 2 of 3");
    const next = screen.getByRole("button", { name: "Next" });
    next.focus();
    press("PageDown", next); // the island's own PageDown
    expect(warmupStep()).toHaveAccessibleName("Step 3 of 3");
    expect(navigate).not.toHaveBeenCalled();
    press("PageUp", screen.getByRole("button", { name: "Previous" }));
    expect(warmupStep()).toHaveAccessibleName("Step 2 of 3");
  });

  it("goes through the dance view's pages", () => {
    partPage(<AdaptiveLevels mode="dance" year={2} intro={{ text: "Intro" }} exploration={{ text: "Explore" }} skills={[{ title: "Piston", levels: [] }]} />);
    const selected = () => screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");
    press("PageDown");
    expect(selected()).toHaveTextContent("Exploration");
    press("PageDown");
    expect(selected()).toHaveTextContent("Piston");
    press("PageDown");
    expect(navigate).toHaveBeenCalledWith("/lesson/1/review/r");
  });

  it("goes straight to the next or previous part from a view without steps", () => {
    partPage(<p>A gym card</p>, { prev: null });
    press("PageUp"); // no previous part: nothing
    expect(navigate).not.toHaveBeenCalled();
    press("PageDown");
    expect(navigate).toHaveBeenCalledWith("/lesson/1/review/r");
  });

  it("leaves the keys alone where they mean something else", () => {
    const article = partPage(<PartSlider steps={STEPS} partType="game" />);
    const field = document.createElement("input");
    article.append(field);
    press("PageDown", field);
    press("ArrowRight", document.body, { altKey: true }); // Alt+Right: the browser's Forward
    press("PageDown", document.body, { shiftKey: true });
    press("ArrowDown"); // scrolls the page
    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    document.body.append(dialog);
    press("PageDown");
    dialog.remove();
    expect(slide()).toHaveAccessibleName("Step 1 of 3: Step 1 title");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("does nothing outside a pupil view (the planning view scrolls as usual)", () => {
    partPage(<PartSlider steps={STEPS} partType="game" />, { pupil: false });
    const event = new KeyboardEvent("keydown", { key: "PageDown", bubbles: true, cancelable: true });
    act(() => document.body.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(slide()).toHaveAccessibleName("Step 1 of 3: Step 1 title");
  });
});
