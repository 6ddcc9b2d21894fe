import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Highlights, { INTERVAL_MS } from "./Highlights.jsx";

const HIGHLIGHTS = [
  { title: "First story", url: "/one", image: "/a.svg" },
  { title: "Second story", url: "/two", image: "/b.svg" },
  { title: "Third story", url: "/three", image: "" },
];

function shown() {
  return document.querySelector(".highlights__title").textContent;
}

function reducedMotion(matches) {
  window.matchMedia = vi.fn().mockReturnValue({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() });
}

describe("Highlights", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.matchMedia;
  });

  it("shows one highlight with its picture and advances every 10 seconds, round to the first", () => {
    render(<Highlights highlights={HIGHLIGHTS} />);
    expect(shown()).toBe("First story");
    expect(document.querySelector(".highlights__image")).toHaveAttribute("src", "/a.svg");
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1));
    expect(shown()).toBe("First story");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("Second story");
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(shown()).toBe("Third story");
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(shown()).toBe("First story");
    expect(screen.getByRole("link", { name: "First story" })).toHaveAttribute("href", "/one");
  });

  it("a dot shows its highlight and restarts the timer", () => {
    render(<Highlights highlights={HIGHLIGHTS} />);
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1000));
    fireEvent.click(screen.getByRole("button", { name: "Highlight 3: Third story" }));
    expect(shown()).toBe("Third story");
    expect(screen.getByRole("button", { name: "Highlight 3: Third story" })).toHaveAttribute("aria-current", "true");
    // The old timer would have fired 1 s later: the new one runs the full 10 s from the click.
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1));
    expect(shown()).toBe("Third story");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("First story");
  });

  it("clicking the dot already shown restarts the timer too", () => {
    render(<Highlights highlights={HIGHLIGHTS} />);
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1000));
    fireEvent.click(screen.getByRole("button", { name: "Highlight 1: First story" }));
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1));
    expect(shown()).toBe("First story");
  });

  it("a dot clicked while the focus stays on it (or the pointer never leaves) restarts the timer", () => {
    render(<Highlights highlights={HIGHLIGHTS} />);
    const carousel = document.querySelector(".highlights");
    const dot = screen.getByRole("button", { name: "Highlight 2: Second story" });
    // A click as a browser sends it: the pointer enters, the dot takes the focus, then the click.
    fireEvent.mouseEnter(carousel);
    fireEvent.focus(dot);
    fireEvent.click(dot);
    expect(shown()).toBe("Second story");
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1));
    expect(shown()).toBe("Second story");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("Third story");
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(shown()).toBe("First story");
  });

  it("a dot pressed from the keyboard restarts the timer; tabbing on to another control holds it again", () => {
    render(<Highlights highlights={HIGHLIGHTS} />);
    const third = screen.getByRole("button", { name: "Highlight 3: Third story" });
    fireEvent.focus(third);
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 2));
    expect(shown()).toBe("First story"); // focus alone holds it (WCAG 2.2.2)
    fireEvent.click(third); // Enter or Space on a button is a click
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(shown()).toBe("First story");
    fireEvent.focus(screen.getByRole("button", { name: "Highlight 1: First story" }));
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 2));
    expect(shown()).toBe("First story");
  });

  it("holds still while paused, hovered or focused", () => {
    render(<Highlights highlights={HIGHLIGHTS} />);
    const pause = screen.getByRole("button", { name: "Pause highlights" });
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 3));
    expect(shown()).toBe("First story");
    fireEvent.click(screen.getByRole("button", { name: "Play highlights" }));
    const carousel = document.querySelector(".highlights");
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 3));
    expect(shown()).toBe("First story");
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(shown()).toBe("Second story");
  });

  it("does not advance by itself when the reader prefers reduced motion", () => {
    reducedMotion(true);
    render(<Highlights highlights={HIGHLIGHTS} />);
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 3));
    expect(shown()).toBe("First story");
    fireEvent.click(screen.getByRole("button", { name: "Highlight 2: Second story" }));
    expect(shown()).toBe("Second story");
  });

  it("one highlight has no dots; none renders nothing", () => {
    const { container, rerender } = render(<Highlights highlights={HIGHLIGHTS.slice(0, 1)} />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<Highlights highlights={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
