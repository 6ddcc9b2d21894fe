import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AdaptiveLevels from "./AdaptiveLevels.jsx";
import { INTRO_TEXT, INTRO_TITLE } from "./levels.js";

const TEXTS = { tricky: "Roll the ball.", trickier: "Bounce the ball.", trickiest: "Throw and catch." };

function changeRoute(path) {
  act(() => {
    window.history.pushState({}, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

const pressed = () => screen.queryAllByRole("button", { pressed: true }).map((b) => b.textContent);

describe("AdaptiveLevels", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState({}, "", "/pe/year/3/unit/1/lesson/1");
  });
  afterEach(() => vi.useRealTimers());

  it("shows Adaptive Teaching and the prompt while no level is selected", () => {
    render(<AdaptiveLevels {...TEXTS} />);
    expect(screen.getByRole("heading")).toHaveTextContent(INTRO_TITLE);
    expect(screen.getByText(INTRO_TEXT)).toBeInTheDocument();
    expect(screen.getByText("Explore the buttons below to change the activity and make it easier or harder.")).toBeVisible();
    expect(pressed()).toEqual([]);
  });

  it("shows the words it is given in place of the spec's (a home child's, issue 21)", () => {
    const home = { introTitle: "Pick your challenge", introText: "Press Tricky, Trickier or Trickiest to make it easier or harder." };
    render(<AdaptiveLevels {...TEXTS} {...home} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Pick your challenge");
    expect(screen.getByText(home.introText)).toBeVisible();
    expect(screen.queryByText(INTRO_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(INTRO_TEXT)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Trickier" }));
    expect(screen.getByText("Bounce the ball.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Trickier" }));
    expect(screen.getByRole("heading")).toHaveTextContent("Pick your challenge");
  });

  it("shows the chosen level's text; choosing it again goes back to the prompt", () => {
    const heard = vi.fn();
    document.addEventListener("levels:change", heard);
    render(<AdaptiveLevels {...TEXTS} />);
    fireEvent.click(screen.getByRole("button", { name: "Trickier" }));
    expect(screen.getByRole("heading")).toHaveTextContent("Trickier");
    expect(screen.getByText("Bounce the ball.")).toBeInTheDocument();
    expect(pressed()).toEqual(["Trickier"]);
    fireEvent.click(screen.getByRole("button", { name: "Trickiest" }));
    expect(screen.getByText("Throw and catch.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Trickiest" }));
    expect(screen.getByRole("heading")).toHaveTextContent(INTRO_TITLE);
    expect(heard.mock.calls.map((c) => c[0].detail.level)).toEqual(["Trickier", "Trickiest", null]);
    document.removeEventListener("levels:change", heard);
  });

  it("resets the selection when the route changes", () => {
    render(<AdaptiveLevels {...TEXTS} />);
    fireEvent.click(screen.getByRole("button", { name: "Tricky" }));
    expect(screen.getByText("Roll the ball.")).toBeInTheDocument();
    changeRoute("/pe/year/3/unit/1/lesson/1#same-page");
    expect(screen.getByText("Roll the ball.")).toBeInTheDocument(); // same path: kept
    changeRoute("/pe/year/3/unit/1/lesson/2");
    expect(screen.getByRole("heading")).toHaveTextContent(INTRO_TITLE);
  });

  describe("gym skill", () => {
    const LEVELS = [
      { label: "Tricky", heroImage: "/media/t.png", video: "/media/t.mp4", skillWhat: "Pencil roll", skillHow: "Stay long" },
      { label: "Trickier", heroImage: "/media/tr.png", video: "/media/tr.mp4", skillWhat: "Log roll", skillHow: "Tight" },
      { label: "Trickiest", heroImage: "/media/ts.png", video: "/media/ts.mp4", skillWhat: "Egg roll", skillHow: "Tuck" },
    ];

    it("starts at Tricky and hides the video when the level changes", () => {
      render(<AdaptiveLevels mode="gym" levels={LEVELS} />);
      expect(pressed()).toEqual(["Tricky"]);
      expect(screen.getByText("Pencil roll")).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Watch video" }));
      expect(screen.getByLabelText("Tricky video")).toHaveAttribute("src", "/media/t.mp4");
      fireEvent.click(screen.getByRole("button", { name: "Trickier" }));
      expect(screen.queryByLabelText(/video$/, { selector: "video" })).not.toBeInTheDocument();
      expect(screen.getByText("Log roll")).toBeInTheDocument();
      // Its label says what it does; it is not also a pressed/unpressed toggle.
      expect(screen.getByRole("button", { name: "Watch video" })).not.toHaveAttribute("aria-pressed");
    });

    it("goes back to Tricky on a route change", () => {
      render(<AdaptiveLevels mode="gym" levels={LEVELS} />);
      fireEvent.click(screen.getByRole("button", { name: "Trickiest" }));
      changeRoute("/gym/year/2/unit/1/lesson/3");
      expect(pressed()).toEqual(["Tricky"]);
    });
  });

  describe("dance skill", () => {
    const skill = (title) => ({
      title,
      levels: ["one", "two", "three"].map((n) => ({ text: `${title} level ${n}`, heroImage: "", videos: [] })),
    });
    const PROPS = {
      intro: { text: "Welcome to the dance." },
      exploration: { text: "Explore the movements." },
      skills: [skill("Freeze"), skill("Spin")],
    };

    it("has Intro, Exploration and one page per skill, keyboard operable as tabs", () => {
      render(<AdaptiveLevels mode="dance" startLevel={1} {...PROPS} />);
      const tabs = screen.getAllByRole("tab");
      expect(tabs.map((t) => t.textContent)).toEqual(["Intro", "Exploration", "Freeze", "Spin"]);
      expect(screen.getByText("Welcome to the dance.")).toBeInTheDocument();
      fireEvent.keyDown(tabs[0], { key: "ArrowRight" });
      expect(screen.getByRole("tab", { name: "Exploration" })).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("tab", { name: "Exploration" })).toHaveFocus();
      expect(screen.getByText("Explore the movements.")).toBeInTheDocument();
    });

    it.each([
      [0, "Tricky", 2, ["Tricky", "Trickier"]],
      [1, "Trickier", 3, ["Tricky", "Trickier", "Trickiest"]],
      [2, "Trickiest", 3, ["Tricky", "Trickier", "Trickiest"]],
    ])("opens a skill at the level the server chose (%i: %s) and offers the levels it sent", (start, level, count, offered) => {
      const sent = PROPS.skills.map((s) => ({ ...s, levels: s.levels.slice(0, count) }));
      render(<AdaptiveLevels mode="dance" startLevel={start} {...PROPS} skills={sent} />);
      fireEvent.click(screen.getByRole("tab", { name: "Spin" }));
      expect(pressed()).toEqual([level]);
      const names = screen.getAllByRole("button", { pressed: false }).map((b) => b.textContent);
      expect([...names, level].sort()).toEqual([...offered].sort());
    });

    it("opens a skill with fewer levels in its content at the highest it has", () => {
      const short = { title: "Sway", levels: skill("Sway").levels.slice(0, 2) };
      render(<AdaptiveLevels mode="dance" startLevel={2} {...PROPS} skills={[short]} />);
      fireEvent.click(screen.getByRole("tab", { name: "Sway" }));
      expect(pressed()).toEqual(["Trickier"]);
      expect(screen.getByText("Sway level two")).toBeInTheDocument();
    });

    it("opens each page at the start level again whenever another page is selected", () => {
      render(<AdaptiveLevels mode="dance" startLevel={2} {...PROPS} />);
      fireEvent.click(screen.getByRole("tab", { name: "Freeze" }));
      fireEvent.click(screen.getByRole("button", { name: "Tricky" }));
      expect(screen.getByText("Freeze level one")).toBeInTheDocument();
      fireEvent.click(screen.getByRole("tab", { name: "Spin" }));
      expect(screen.getByText("Spin level three")).toBeInTheDocument();
    });
  });
});
