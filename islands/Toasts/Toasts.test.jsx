import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, toastOnNextPage } from "../toast.js";
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

  it("shows a toast raised before it had loaded, once", () => {
    toast("Sent: 3 taps saved while offline.", "success");
    render(<Toasts />);
    expect(screen.getAllByText("Sent: 3 taps saved while offline.")).toHaveLength(1);
  });

  it("adds toasts raised anywhere on the page, errors as alerts", () => {
    render(<Toasts />);
    act(() => toast("Your session has expired. Please log in again.", "error", 401));
    expect(screen.getByRole("alert")).toHaveTextContent("Your session has expired. Please log in again.");
  });

  it("stays while hovered and closes 2 seconds after the pointer leaves", () => {
    render(<Toasts initial={[{ id: 1, message: "Account frozen" }]} />);
    const item = screen.getByRole("status").closest("li");
    expect(screen.getByRole("list", { name: "Notifications" })).toContainElement(screen.getByRole("listitem"));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(SHOW_MS * 3));
    expect(screen.getByText("Account frozen")).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(AFTER_HOVER_MS - 1));
    expect(screen.getByText("Account frozen")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Account frozen")).not.toBeInTheDocument();
  });

  it("shows a toast the previous page carried over (an island's 403/404 before going to /)", () => {
    toastOnNextPage("Page not found", "error", 404);
    render(<Toasts initial={[{ id: 1, message: "Saved" }]} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Page not found");
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    expect(sessionStorage.length).toBe(0); // shown once
  });

  it("moves into an open modal dialog (the top layer) and back when it closes", async () => {
    vi.useRealTimers();
    // jsdom has no top layer: a dialog stands in for one that showModal() opened.
    const dialog = document.createElement("dialog");
    dialog.matches = (selector) => (selector === ":modal" ? dialog.open : Element.prototype.matches.call(dialog, selector));
    document.body.appendChild(dialog);
    render(<Toasts />);
    dialog.setAttribute("open", "");
    act(() => toast("Saved", "info"));
    await vi.waitFor(() => expect(dialog.querySelector(".toast-region--modal .toast")).toHaveTextContent("Saved"));
    dialog.removeAttribute("open");
    await vi.waitFor(() => expect(dialog.querySelector(".toast")).toBeNull());
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    dialog.remove();
  });

  it("closes at once with the close button", () => {
    render(<Toasts initial={[{ id: 1, message: "Deleted" }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Deleted")).not.toBeInTheDocument();
  });
});
