import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import MusicPlayer from "./MusicPlayer.jsx";
import { clamp, COLLAPSED_HEIGHT, ROW_HEIGHT, STORAGE_KEY, WIDTH } from "./position.js";

const TRACKS = [
  { id: 1, title: "Warm-up beat", url: "/media/1.mp3" },
  { id: 2, title: "Jungle drums", url: "/media/2.mp3" },
  { id: 3, title: "Cool down", url: "/media/3.mp3" },
];

const player = () => screen.getByTestId("music-player");
const grip = () => screen.getByRole("button", { name: /Move music player/ });
const at = () => ({ x: parseInt(player().style.left, 10), y: parseInt(player().style.top, 10) });
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY));
const audio = () => document.querySelector("audio");
// Where the page put the docked player (jsdom does no layout).
const dockedAt = (left, top) =>
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function rect() {
    return this.dataset?.testid === "music-player"
      ? { left, top, x: left, y: top, width: WIDTH, height: COLLAPSED_HEIGHT, right: left + WIDTH, bottom: top + COLLAPSED_HEIGHT }
      : { left: 0, top: 0, x: 0, y: 0, width: 0, height: 0, right: 0, bottom: 0 };
  });

describe("MusicPlayer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    window.innerWidth = 1280;
    window.innerHeight = 800;
    dockedAt(32, 140);
    // jsdom has no media playback: play/pause just fire their events, as a browser would, and
    // play()'s promise waits for the media. Setting src (re)loads the element as a browser does:
    // it stops, and a pending play() is rejected, so a play() made before a src change is caught.
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function play() {
      Object.defineProperty(this, "paused", { value: false, configurable: true });
      this.dispatchEvent(new Event("play"));
      return new Promise((_, reject) => {
        this.pendingPlay = reject;
      });
    });
    const reload = (el) => {
      el.pendingPlay?.(new DOMException("The play() request was interrupted by a new load request.", "AbortError"));
      el.pendingPlay = null;
      Object.defineProperty(el, "paused", { value: true, configurable: true });
    };
    const setAttribute = Element.prototype.setAttribute;
    vi.spyOn(Element.prototype, "setAttribute").mockImplementation(function set(name, value) {
      setAttribute.call(this, name, value);
      if (this instanceof HTMLMediaElement && name === "src") reload(this);
    });
    const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "src");
    vi.spyOn(HTMLMediaElement.prototype, "src", "set").mockImplementation(function set(value) {
      src.set.call(this, value);
      reload(this);
    });
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function pause() {
      Object.defineProperty(this, "paused", { value: true, configurable: true });
      this.dispatchEvent(new Event("pause"));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows only when the user's jukebox setting is on", () => {
    const { rerender } = render(<MusicPlayer tracks={TRACKS} showJukebox={false} />);
    expect(screen.queryByTestId("music-player")).not.toBeInTheDocument();
    rerender(<MusicPlayer tracks={TRACKS} showJukebox />);
    expect(player()).toBeInTheDocument();
  });

  it("starts docked in its place in the page, covering nothing, collapsed to 56 px", () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    expect(player()).toHaveClass("music-player--docked");
    expect(player().style.left).toBe("");
    expect(player().style.top).toBe("");
    expect(player().style.minHeight).toBe(`${COLLAPSED_HEIGHT}px`);
    expect(screen.queryByRole("button", { name: "Dock music player" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show tracks" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("floats where it is dragged; Dock puts it back and forgets the place", () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.keyDown(grip(), { key: "ArrowDown" });
    expect(player()).toHaveClass("music-player--floating");
    expect(at()).toEqual({ x: 32, y: 150 });
    fireEvent.click(screen.getByRole("button", { name: "Dock music player" }));
    expect(player()).toHaveClass("music-player--docked");
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("floating, is 56 px tall collapsed; expanded each track adds 52 px", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ x: 32, y: 140 }));
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    expect(at()).toEqual({ x: 32, y: 140 });
    expect(player().style.minHeight).toBe(`${COLLAPSED_HEIGHT}px`);
    expect(screen.queryByRole("list", { name: "Tracks" })).not.toBeInTheDocument();
    const expand = screen.getByRole("button", { name: "Show tracks" });
    expect(expand).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(expand);
    expect(screen.getByRole("button", { name: "Hide tracks" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(player().style.minHeight).toBe(`${COLLAPSED_HEIGHT + 3 * ROW_HEIGHT}px`);
  });

  it("plays, pauses, fills the progress ring and moves to the next track at the end", async () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.click(screen.getByRole("button", { name: "Play Warm-up beat" }));
    expect(screen.getByRole("button", { name: "Pause Warm-up beat" })).not.toHaveAttribute("aria-pressed");
    Object.defineProperty(audio(), "duration", { value: 200, configurable: true });
    Object.defineProperty(audio(), "currentTime", { value: 50, configurable: true, writable: true });
    fireEvent.timeUpdate(audio());
    expect(screen.getByRole("progressbar", { name: "Warm-up beat progress" })).toHaveAttribute("aria-valuenow", "25");
    fireEvent.click(screen.getByRole("button", { name: "Pause Warm-up beat" }));
    expect(screen.getByRole("button", { name: "Play Warm-up beat" })).toBeInTheDocument();
    fireEvent.ended(audio());
    await act(async () => {}); // let a cancelled play() report itself
    expect(audio().getAttribute("src")).toBe("/media/2.mp3");
    expect(audio().paused).toBe(false);
    expect(screen.getByRole("button", { name: "Pause Jungle drums" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });

  it("plays a chosen track from the list, and wraps to the first after the last", async () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.click(screen.getByRole("button", { name: "Show tracks" }));
    fireEvent.click(screen.getByRole("button", { name: "Cool down" }));
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Cool down" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Pause Cool down" })).toBeInTheDocument();
    fireEvent.ended(audio());
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Pause Warm-up beat" })).toBeInTheDocument();
  });

  it("is dragged by its grip and remembers where it was left", () => {
    const { unmount } = render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.pointerDown(grip(), { clientX: 50, clientY: 160, pointerId: 1, button: 0 });
    fireEvent.pointerMove(grip(), { clientX: 350, clientY: 400, pointerId: 1 });
    expect(at()).toEqual({ x: 332, y: 380 });
    fireEvent.pointerUp(grip(), { clientX: 450, clientY: 460, pointerId: 1 });
    expect(at()).toEqual({ x: 432, y: 440 });
    expect(saved()).toEqual({ x: 432, y: 440 });
    unmount();
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    expect(at()).toEqual({ x: 432, y: 440 });
  });

  it("stops following the pointer when a drag is cancelled, keeping where it got to", () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.pointerDown(grip(), { clientX: 50, clientY: 160, pointerId: 1, button: 0 });
    fireEvent.pointerMove(grip(), { clientX: 150, clientY: 260, pointerId: 1 });
    fireEvent.pointerCancel(grip(), { pointerId: 1 });
    fireEvent.pointerMove(grip(), { clientX: 600, clientY: 600, pointerId: 1 });
    expect(at()).toEqual({ x: 132, y: 240 });
    expect(saved()).toEqual({ x: 132, y: 240 });
  });

  it("moves with the arrow keys, Shift for bigger steps", () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.keyDown(grip(), { key: "ArrowRight" });
    fireEvent.keyDown(grip(), { key: "ArrowDown", shiftKey: true });
    expect(at()).toEqual({ x: 42, y: 190 });
    expect(saved()).toEqual({ x: 42, y: 190 });
  });

  it("stays 10 px from the left, 130 px from the top and 10 px inside the right and bottom", () => {
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    fireEvent.pointerDown(grip(), { clientX: 40, clientY: 150, pointerId: 1, button: 0 });
    fireEvent.pointerUp(grip(), { clientX: -500, clientY: -500, pointerId: 1 });
    expect(at()).toEqual({ x: 10, y: 130 });
    fireEvent.pointerDown(grip(), { clientX: 20, clientY: 140, pointerId: 1, button: 0 });
    fireEvent.pointerUp(grip(), { clientX: 5000, clientY: 5000, pointerId: 1 });
    expect(at()).toEqual({ x: 1280 - WIDTH - 10, y: 800 - COLLAPSED_HEIGHT - 10 });
    // Opening the list near the bottom pulls it up so the list fits too.
    fireEvent.click(screen.getByRole("button", { name: "Show tracks" }));
    expect(at().y).toBe(800 - (COLLAPSED_HEIGHT + 3 * ROW_HEIGHT) - 10);
  });

  it("brings a saved position that is off screen back on", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ x: 3000, y: 2 }));
    render(<MusicPlayer tracks={TRACKS} showJukebox />);
    expect(at()).toEqual({ x: 1280 - WIDTH - 10, y: 130 });
    expect(clamp({ x: 0, y: 0 }, { width: 100, height: 50, viewWidth: 50, viewHeight: 50 })).toEqual({ x: 10, y: 130 });
  });
});
