import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../toast.js";
import Toasts, { AFTER_HOVER_MS, SHOW_MS } from "./Toasts.jsx";

describe("Toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the server's messages and closes them after 5 seconds", () => {
    render(<Toasts initial={[{ id: 1, message: "Saved", level: "info" }]} />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(SHOW_MS - 1));
    expect(screen.queryByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("adds toasts raised anywhere on the page, errors as alerts", () => {
    render(<Toasts />);
    act(() => toast("Your session has expired. Please log in again.", "error", 401));
    expect(screen.getByRole("alert")).toHaveTextContent("Your session has expired. Please log in again.");
  });

  it("stays while hovered and closes 2 seconds after the pointer leaves", () => {
    render(<Toasts initial={[{ id: 1, message: "Account frozen" }]} />);
    const item = screen.getByRole("status");
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(SHOW_MS * 3));
    expect(screen.getByText("Account frozen")).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(AFTER_HOVER_MS - 1));
    expect(screen.getByText("Account frozen")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Account frozen")).not.toBeInTheDocument();
  });

  it("closes at once with the close button", () => {
    render(<Toasts initial={[{ id: 1, message: "Deleted" }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Deleted")).not.toBeInTheDocument();
  });
});
