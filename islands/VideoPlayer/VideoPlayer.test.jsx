import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activeLine, vimeoUrl } from "./lines.js";
import VideoPlayer, { followLine } from "./VideoPlayer.jsx";

const LINES = [
  { text: "Stretch up high", time: 4 },
  { text: "Jump to the beat", time: 0 },
  { text: "Touch the ground", time: 9.5 },
];

function video() {
  return screen.getByLabelText("Action song");
}

function playTo(el, seconds) {
  Object.defineProperty(el, "currentTime", { value: seconds, configurable: true, writable: true });
  fireEvent.timeUpdate(el);
}

const highlighted = () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");

describe("VideoPlayer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("plays the self-hosted file on a loop", () => {
    render(<VideoPlayer src="/media/song.mp4" lines={LINES} title="Action song" />);
    expect(video().tagName).toBe("VIDEO");
    expect(video()).toHaveAttribute("src", "/media/song.mp4");
    expect(video().loop).toBe(true);
  });

  it("carries its lines as English captions, on by default (issue 21)", async () => {
    const blobs = [];
    vi.stubGlobal("URL", { ...URL, createObjectURL: (blob) => `blob:${blobs.push(blob)}`, revokeObjectURL: () => {} });
    const { container, unmount } = render(<VideoPlayer src="/media/song.mp4" lines={LINES} title="Action song" />);
    const track = video().querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute("default");
    expect(track).toHaveAttribute("src", "blob:1");
    const vtt = await blobs[0].text();
    expect(vtt).toMatch(/^WEBVTT\n/);
    const texts = vtt.trim().split("\n\n").slice(1).map((cue) => cue.split("\n").slice(2).join("\n"));
    expect(texts).toEqual(["Jump to the beat", "Stretch up high", "Touch the ground"]);
    unmount();
    // No lines: no track.
    render(<VideoPlayer src="/media/song.mp4" title="Action song" />);
    expect(video().querySelector("track")).toBeNull();
    expect(container.querySelector("track")).toBeNull();
    vi.unstubAllGlobals();
  });

  it("leaves the captions out when told to (a guide whose line only names it)", () => {
    render(<VideoPlayer src="/media/guide.mp4" lines={[{ text: "PE guide", time: 0 }]} title="Action song" captions={false} />);
    expect(video().querySelector("track")).toBeNull();
    expect(screen.getByRole("list", { name: "Lyrics" })).toHaveTextContent("PE guide");
  });

  it("plays a guide's own captions file when given one, not its lines (issue 29)", () => {
    const lines = [{ text: "Core PE guide", time: 0 }];
    render(<VideoPlayer src="/g/pe.webm" lines={lines} title="Action song" captions={false} track="/g/pe.vtt" />);
    const tracks = video().querySelectorAll("track");
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toHaveAttribute("kind", "captions");
    expect(tracks[0]).toHaveAttribute("src", "/g/pe.vtt");
    expect(tracks[0]).toHaveAttribute("srclang", "en");
    expect(tracks[0]).toHaveAttribute("default");
  });

  it("highlights the line whose time has been reached as the video plays", () => {
    const heard = vi.fn();
    document.addEventListener("video:line", heard);
    render(<VideoPlayer src="/media/song.mp4" lines={LINES} title="Action song" />);
    // Shown in time order.
    expect(screen.getByRole("list", { name: "Lyrics" })).toHaveTextContent(
      "Jump to the beatStretch up highTouch the ground",
    );
    playTo(video(), 0.1);
    expect(highlighted()).toHaveTextContent("Jump to the beat");
    playTo(video(), 3.99);
    expect(highlighted()).toHaveTextContent("Jump to the beat");
    playTo(video(), 4);
    expect(highlighted()).toHaveTextContent("Stretch up high");
    playTo(video(), 12);
    expect(highlighted()).toHaveTextContent("Touch the ground");
    playTo(video(), 1); // looped back to the start
    expect(highlighted()).toHaveTextContent("Jump to the beat");
    expect(heard.mock.calls.map((c) => c[0].detail.index)).toEqual([0, 1, 2, 0]);
    document.removeEventListener("video:line", heard);
  });

  it("jumps to a line when it is clicked", () => {
    render(<VideoPlayer src="/media/song.mp4" lines={LINES} title="Action song" />);
    fireEvent.click(screen.getByRole("button", { name: "Touch the ground" }));
    expect(video().currentTime).toBe(9.5);
    expect(highlighted()).toHaveTextContent("Touch the ground");
  });

  it("plays and pauses with a big button that follows the video's state", () => {
    render(<VideoPlayer src="/media/song.mp4" title="Action song" />);
    const play = vi.fn(() => Promise.resolve());
    video().play = play;
    Object.defineProperty(video(), "paused", { value: true, configurable: true });
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(play).toHaveBeenCalled();
    fireEvent.play(video());
    expect(screen.getByRole("button", { name: "Pause" })).not.toHaveAttribute("aria-pressed"); // the label says it
    fireEvent.pause(video());
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });

  it("puts the whole player, lines included, in full screen", () => {
    const { container } = render(<VideoPlayer src="/media/song.mp4" lines={LINES} title="Action song" />);
    const figure = container.querySelector("figure");
    figure.requestFullscreen = vi.fn(() => {
      Object.defineProperty(document, "fullscreenElement", { value: figure, configurable: true });
      document.dispatchEvent(new Event("fullscreenchange"));
      return Promise.resolve();
    });
    act(() => fireEvent.click(screen.getByRole("button", { name: "Full screen" })));
    expect(figure.requestFullscreen).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Exit full screen" })).toBeInTheDocument();
    Object.defineProperty(document, "fullscreenElement", { value: null, configurable: true });
  });

  it("can show an external Vimeo video without share, title, byline or portrait", () => {
    render(<VideoPlayer vimeoId="12345" title="Guide" />);
    const frame = screen.getByTitle("Guide");
    expect(frame).toHaveAttribute("src", vimeoUrl("12345"));
    expect(frame.getAttribute("src")).toContain("loop=1&title=0&byline=0&portrait=0");
  });

  it("finds the reached line by time in seconds", () => {
    expect(activeLine([], 3)).toBe(-1);
    expect(activeLine([{ time: 2 }], 1.9)).toBe(-1);
    expect(activeLine([{ time: 0 }, { time: 2 }], 2)).toBe(1);
  });

  it("follows the active line inside the lyrics box without scrolling the page", () => {
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const windowScroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<VideoPlayer src="/media/song.mp4" lines={LINES} title="Action song" />);
    playTo(video(), 5);
    playTo(video(), 10);
    expect(highlighted()).toHaveTextContent("Touch the ground");
    expect(intoView).not.toHaveBeenCalled();
    expect(windowScroll).not.toHaveBeenCalled();
    delete Element.prototype.scrollIntoView;
  });

  it("scrolls the lyrics box just enough to show the line", () => {
    // A 120 px box at y 100 on screen; lines are placed by where they are on screen now.
    const list = { scrollTop: 0, clientHeight: 120, getBoundingClientRect: () => ({ top: 100 }) };
    const line = (top) => ({ getBoundingClientRect: () => ({ top, height: 40 }) });
    followLine(list, line(260), true);
    expect(list.scrollTop).toBe(80); // the line's bottom (200 in the box) at the box's bottom
    followLine(list, line(40), true); // 20 px into the box's content, above what shows
    expect(list.scrollTop).toBe(20);
    followLine(list, line(110), true);
    expect(list.scrollTop).toBe(20); // already in view: no move
  });
});
