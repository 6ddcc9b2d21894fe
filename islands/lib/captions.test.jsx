import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Captions, LAST_CUE_SECONDS, toCues, toWebVTT } from "./captions.jsx";

// A WebVTT file read back the way a browser reads its cues (timings line, then text lines).
function parse(vtt) {
  const [head, ...blocks] = vtt.trim().split(/\n\n+/);
  expect(head).toBe("WEBVTT");
  return blocks.map((block) => {
    const [id, timing, ...text] = block.split("\n");
    const match = timing.match(/^(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})$/);
    expect(match, timing).not.toBeNull();
    const seconds = (h, m, s, ms) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
    return { id, start: seconds(...match.slice(1, 5)), end: seconds(...match.slice(5, 9)), text: text.join("\n") };
  });
}

const LINES = [
  { text: "Stretch up high", time: 4 },
  { text: "Jump to the beat", time: 0 },
  { text: "Touch the ground", time: 9.5 },
];

describe("captions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes each line a cue, in time order, until the next line", () => {
    expect(parse(toWebVTT(LINES))).toEqual([
      { id: "1", start: 0, end: 4, text: "Jump to the beat" },
      { id: "2", start: 4, end: 9.5, text: "Stretch up high" },
      { id: "3", start: 9.5, end: 9.5 + LAST_CUE_SECONDS, text: "Touch the ground" },
    ]);
    // The last line runs to the end of the video when its length is known.
    expect(toCues(LINES, 20).at(-1)).toEqual({ start: 9.5, end: 20, text: "Touch the ground" });
  });

  it("writes hours, minutes, seconds and milliseconds; escapes what cue text may not hold", () => {
    const vtt = toWebVTT([{ text: "Rock & roll <loud> --> on", time: 3725.25 }]);
    expect(vtt).toContain("01:02:05.250 --> 01:02:15.250");
    expect(vtt).toContain("Rock &amp; roll &lt;loud&gt; --&gt; on");
    expect(vtt).not.toMatch(/-->.*-->/);
  });

  it("shows lines at the same time together and leaves out empty ones", () => {
    const cues = toCues([
      { text: "Clap", time: 2 },
      { text: "Stamp", time: 2 },
      { text: "  ", time: 5 },
      { text: "Jump\nhigh", time: 6 },
    ]);
    expect(cues).toEqual([
      { start: 2, end: 6, text: "Clap\nStamp" },
      { start: 6, end: 6 + LAST_CUE_SECONDS, text: "Jump high" },
    ]);
    expect(toCues([])).toEqual([]);
  });

  it("gives a video with lines an English captions track, on by default, as a blob: file", async () => {
    const blobs = [];
    vi.stubGlobal("URL", {
      ...URL,
      createObjectURL: (blob) => (blobs.push(blob), `blob:captions-${blobs.length}`),
      revokeObjectURL: vi.fn(),
    });
    const { container, unmount } = render(
      <video>
        <Captions lines={LINES} />
      </video>,
    );
    const track = container.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute("label", "English");
    expect(track).toHaveAttribute("default");
    expect(track).toHaveAttribute("src", "blob:captions-1");
    expect(blobs[0].type).toBe("text/vtt");
    expect(parse(await blobs[0].text()).map((cue) => cue.text)).toEqual([
      "Jump to the beat",
      "Stretch up high",
      "Touch the ground",
    ]);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:captions-1");
  });

  it("gives no track without lines", () => {
    const { container } = render(
      <video>
        <Captions lines={[{ text: "", time: 0 }]} />
      </video>,
    );
    expect(container.querySelector("track")).toBeNull();
  });
});
