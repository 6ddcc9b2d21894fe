import { useEffect, useMemo } from "react";

// Captions for the classroom videos (issue 21): a video's cue or lyric lines ({text, time},
// time in seconds from the start) made into a WebVTT track, generated in the page as a blob:
// URL (the Content-Security-Policy's media-src allows blob:, and no request is needed).

export const LAST_CUE_SECONDS = 10; // how long the last line shows when nothing follows it

function timestamp(seconds) {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n, width = 2) => String(n).padStart(width, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

// Cue text may hold no "-->" and escapes &, < and > (WebVTT's cue text rules); one line each.
function cueText(text) {
  return String(text ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

/** The lines as cues: sorted by time, lines at the same time shown together, each until the
 * next line's time (the last for LAST_CUE_SECONDS, or to `duration` when it is known);
 * lines without text are left out. [{start, end, text}] */
export function toCues(lines = [], duration) {
  const timed = lines
    .map((line) => ({ time: Number(line.time) || 0, text: cueText(line.text) }))
    .filter((line) => line.text)
    .sort((a, b) => a.time - b.time);
  const cues = [];
  for (const line of timed) {
    const last = cues[cues.length - 1];
    if (last && last.start === line.time) last.text += `\n${line.text}`;
    else cues.push({ start: line.time, text: line.text });
  }
  return cues.map((cue, i) => {
    const next = cues[i + 1]?.start;
    const end = next ?? (duration > cue.start ? duration : cue.start + LAST_CUE_SECONDS);
    return { ...cue, end };
  });
}

/** A WebVTT file of the lines (see toCues). */
export function toWebVTT(lines = [], duration) {
  const cues = toCues(lines, duration);
  const body = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`);
  return ["WEBVTT", ...body].join("\n\n") + "\n";
}

function vttUrl(vtt) {
  if (typeof URL !== "undefined" && URL.createObjectURL) {
    return URL.createObjectURL(new Blob([vtt], { type: "text/vtt" }));
  }
  return `data:text/vtt;charset=utf-8,${encodeURIComponent(vtt)}`; // no Blob URLs (jsdom)
}

/** The captions file's URL for these lines (null without any), released when they change
 * or the video goes. */
export function useCaptionsUrl(lines = []) {
  const key = JSON.stringify(lines.map((line) => [line.text, line.time]));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const url = useMemo(() => (toCues(lines).length ? vttUrl(toWebVTT(lines)) : null), [key]);
  useEffect(
    () => () => {
      if (url?.startsWith("blob:")) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The <track> a <video> with lines carries: English captions, on by default. */
export function Captions({ lines = [] }) {
  const url = useCaptionsUrl(lines);
  return url ? <track kind="captions" srcLang="en" label="English" src={url} default /> : null;
}
