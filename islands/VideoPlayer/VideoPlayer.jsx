/**
 * VideoPlayer — a part's video with cue-point lines / lyrics in sync (spec 2 screen 11).
 *
 * Props (built in Python by the curriculum pages):
 *   src:     url of the self-hosted video file
 *   lines:   [{text, time}]  time in seconds from the start; the line whose time has been
 *            reached is highlighted (aria-current)
 *   title:   accessible name of the player
 *   poster:  optional image url
 *   vimeoId: optional external Vimeo id, used only when there is no `src` (lines then show
 *            without sync: the Vimeo player's time is not readable without its SDK)
 *   captions: default true: the lines are also the video's English captions, a WebVTT track
 *            on by default (lib/captions.jsx); false for a video whose one line only names it
 *            (the dashboard's guide tiles, whose captions come with their media)
 *   track:   optional url of the video's own WebVTT captions (a narrated guide's .vtt);
 *            when given it is the captions track and the lines only list the video
 *
 * The active line is followed inside the lyrics box; the page itself never scrolls.
 * The video loops; a Play/Pause and a Full screen button (for the whole player, lines
 * included) are big enough for a whiteboard. Clicking a line jumps to it.
 * Emits a bubbling "video:line" CustomEvent {index, text} when the highlighted line changes.
 */
import { useEffect, useRef, useState } from "react";
import { emit } from "../lib/emit.js";
import { useReducedMotion } from "../lib/motion.js";
import "../lib/island.css";
import "./VideoPlayer.css";
import { Captions } from "../lib/captions.jsx";
import { activeLine, vimeoUrl } from "./lines.js";

/** Bring the active line into view inside the lyrics box only: scrollIntoView would also
 * scroll the page (and every scrollable ancestor), moving the video off screen. */
export function followLine(list, line, reduced) {
  if (!list || !line) return;
  const box = list.getBoundingClientRect();
  const at = line.getBoundingClientRect();
  const top = at.top - box.top + list.scrollTop; // the line's place in the box's content
  const bottom = top + at.height;
  let next = list.scrollTop;
  if (top < list.scrollTop) next = top;
  else if (bottom > list.scrollTop + list.clientHeight) next = bottom - list.clientHeight;
  if (next === list.scrollTop) return;
  if (list.scrollTo) list.scrollTo({ top: next, behavior: reduced ? "auto" : "smooth" });
  else list.scrollTop = next;
}

export default function VideoPlayer({
  src = "",
  lines = [],
  title = "Video",
  poster,
  vimeoId,
  captions = true,
  track = "",
}) {
  const wrapRef = useRef(null);
  const videoRef = useRef(null);
  const lineRefs = useRef([]);
  const listRef = useRef(null);
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [active, setActive] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);
  const sorted = [...lines].sort((a, b) => a.time - b.time);

  useEffect(() => {
    const change = () => setFullscreen(document.fullscreenElement === wrapRef.current);
    document.addEventListener("fullscreenchange", change);
    return () => document.removeEventListener("fullscreenchange", change);
  }, []);

  useEffect(() => {
    if (active < 0) return;
    followLine(listRef.current, lineRefs.current[active], reduced);
    emit(wrapRef.current, "video:line", { index: active, text: sorted[active]?.text });
    // `sorted` is derived from props on every render; the active index is what changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, reduced]);

  const onTime = () => setActive(activeLine(sorted, videoRef.current?.currentTime ?? 0));

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play?.()?.catch?.(() => setPlaying(false));
    else video.pause?.();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) document.exitFullscreen?.();
    else wrapRef.current?.requestFullscreen?.();
  };

  const seek = (line) => {
    if (!videoRef.current) return;
    videoRef.current.currentTime = line.time;
    onTime();
  };

  return (
    <figure ref={wrapRef} className={`video-player${fullscreen ? " video-player--fullscreen" : ""}`}>
      {src ? (
        <video
          ref={videoRef}
          className="video-player__video"
          src={src}
          poster={poster}
          loop
          controls
          playsInline
          preload="metadata"
          controlsList="nodownload"
          aria-label={title}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onTimeUpdate={onTime}
          onSeeked={onTime}
        >
          {track ? (
            <track kind="captions" src={track} srcLang="en" label="English" default />
          ) : captions ? (
            <Captions lines={sorted} />
          ) : null}
        </video>
      ) : vimeoId ? (
        <iframe
          className="video-player__video"
          src={vimeoUrl(vimeoId)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : null}
      <div className="video-player__controls">
        {src ? (
          <button type="button" className="isl-button" onClick={togglePlay}>
            {playing ? "Pause" : "Play"}
          </button>
        ) : null}
        <button type="button" className="isl-button isl-button--secondary" onClick={toggleFullscreen}>
          {fullscreen ? "Exit full screen" : "Full screen"}
        </button>
      </div>
      {sorted.length ? (
        <ol ref={listRef} className="video-player__lines" aria-label="Lyrics">
          {sorted.map((line, i) => (
            <li key={`${line.time}-${i}`} ref={(el) => (lineRefs.current[i] = el)}>
              <button
                type="button"
                className={`video-player__line isl-focus${i === active ? " video-player__line--active" : ""}`}
                aria-current={i === active ? "true" : undefined}
                onClick={() => seek(line)}
              >
                {line.text}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </figure>
  );
}
