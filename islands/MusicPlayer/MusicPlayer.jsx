/**
 * MusicPlayer — the lesson playlist's draggable player (spec 2 screen 10, §4, §9).
 *
 * Props (built in Python by the curriculum pages):
 *   tracks:      [{id, title, url}]
 *   showJukebox: bool  the user's jukebox setting (profile); nothing shows when it is off
 *   title:       optional playlist name
 *
 * Docked by default: it sits in its own place in the page (the mount point the page gives
 * it, next to the page's buttons) and covers nothing; its track list opens over the page
 * below it. Dragged by the grip (or moved with the arrow keys on the grip, Shift for bigger
 * steps) it floats, fixed on screen where it was left, remembered in localStorage
 * "musicPlayerPosition" {x, y}, kept at least 10 px from the left and 130 px from the top
 * with a 10 px margin right and bottom. Its Dock button puts it back (and forgets the place). Collapsed it is 56 px tall; expanded each track row is 52 px.
 * Play/pause, a progress ring, and the next track starts when one ends.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import "../lib/island.css";
import "./MusicPlayer.css";
import {
  clamp,
  COLLAPSED_HEIGHT,
  forgetPosition,
  KEY_STEP,
  KEY_STEP_BIG,
  loadSavedPosition,
  playerHeight,
  ROW_HEIGHT,
  savePosition,
  WIDTH,
} from "./position.js";
import ProgressRing from "./parts/ProgressRing.jsx";

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function view() {
  return { viewWidth: window.innerWidth, viewHeight: window.innerHeight };
}

export default function MusicPlayer({ tracks = [], showJukebox = false, title = "Music" }) {
  const rootRef = useRef(null);
  const audioRef = useRef(null);
  const drag = useRef(null);
  const startOnChange = useRef(false);
  const [expanded, setExpanded] = useState(false);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const height = playerHeight(tracks.length, expanded);
  const box = useCallback((h) => ({ width: WIDTH, height: h, ...view() }), []);
  // null: docked in the page; {x, y}: floating where the user left it.
  const [position, setPosition] = useState(() => {
    const saved = loadSavedPosition();
    return saved ? clamp(saved, box(COLLAPSED_HEIGHT)) : null;
  });

  // Keep a floating player on screen when the window shrinks or the list opens.
  useEffect(() => {
    const fit = () => setPosition((p) => (p ? clamp(p, box(height)) : p));
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [height, box]);

  // Where it is now on screen: a docked player starts floating from its place in the page.
  const origin = () => {
    if (position) return position;
    const rect = rootRef.current?.getBoundingClientRect();
    return { x: Math.round(rect?.left ?? 0), y: Math.round(rect?.top ?? 0) };
  };
  const dock = () => {
    forgetPosition();
    setPosition(null);
  };

  const moveTo = (next, save = true) => {
    const placed = clamp(next, box(height));
    setPosition(placed);
    if (save) savePosition(placed);
  };

  const start = () => {
    const audio = audioRef.current;
    // A refused play (autoplay blocked, or cancelled by a newer track) leaves the button on Play;
    // a stale refusal arriving after a newer play has started is ignored.
    audio?.play?.()?.catch?.(() => audio.paused && setPlaying(false));
  };
  // Another track starts only once React has given the <audio> its new src: setting src (re)loads
  // the element, which stops it and cancels a play() made before.
  useEffect(() => {
    if (!startOnChange.current) return;
    startOnChange.current = false;
    start();
    // Runs for a track change only; `start` reads the current element through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);
  const play = (i = index) => {
    if (i === index) {
      start();
      return;
    }
    startOnChange.current = true;
    setIndex(i);
    setProgress(0);
  };
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) play();
    else audio.pause();
  };
  const next = () => play((index + 1) % tracks.length);

  if (!showJukebox || tracks.length === 0) return null;
  const track = tracks[index];

  const grip = {
    onPointerDown(event) {
      if (event.button !== undefined && event.button !== 0) return;
      const from = origin();
      drag.current = { dx: event.clientX - from.x, dy: event.clientY - from.y };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.preventDefault();
    },
    onPointerMove(event) {
      if (!drag.current) return;
      moveTo({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy }, false);
    },
    onPointerUp(event) {
      if (!drag.current) return;
      moveTo({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
      drag.current = null;
    },
    // An interrupted drag (the browser took the touch, the window lost focus) keeps where it
    // got to; without this, later pointer moves would still drag the player.
    onPointerCancel() {
      if (!drag.current) return;
      drag.current = null;
      if (position) savePosition(position);
    },
    onKeyDown(event) {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP_BIG : KEY_STEP;
      const from = origin();
      moveTo({ x: from.x + arrow[0] * step, y: from.y + arrow[1] * step });
    },
  };

  return (
    <section
      ref={rootRef}
      className={`music-player ${position ? "music-player--floating" : "music-player--docked"}`}
      aria-label={`Music player: ${title}`}
      style={
        position
          ? { left: `${position.x}px`, top: `${position.y}px`, width: `${WIDTH}px`, minHeight: `${height}px` }
          : { minWidth: `${WIDTH}px`, minHeight: `${COLLAPSED_HEIGHT}px` }
      }
      data-testid="music-player"
    >
      <audio
        ref={audioRef}
        src={track.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setProgress(e.currentTarget.duration ? e.currentTarget.currentTime / e.currentTarget.duration : 0)}
        onEnded={next}
      />
      <div className="music-player__bar" style={{ height: `${COLLAPSED_HEIGHT}px` }}>
        <button
          type="button"
          className="music-player__grip isl-focus"
          aria-label="Move music player (drag, or use the arrow keys)"
          title="Drag to move"
          {...grip}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className="music-player__play isl-focus"
          // The label names the action; no aria-pressed as well, or it would read "Pause, pressed".
          aria-label={playing ? `Pause ${track.title}` : `Play ${track.title}`}
          onClick={toggle}
        >
          <ProgressRing fraction={progress} label={`${track.title} progress`} />
          <span className="music-player__icon" aria-hidden="true">
            {playing ? "❚❚" : "▶"}
          </span>
        </button>
        <span className="music-player__now" aria-live="polite">
          {track.title}
        </span>
        <button
          type="button"
          className="music-player__expand isl-focus"
          aria-expanded={expanded}
          aria-label={expanded ? "Hide tracks" : "Show tracks"}
          onClick={() => setExpanded((e) => !e)}
        >
          <span aria-hidden="true">{expanded ? "▴" : "▾"}</span>
        </button>
        {position ? (
          <button
            type="button"
            className="music-player__dock isl-focus"
            aria-label="Dock music player"
            title="Put it back in its place"
            onClick={dock}
          >
            <span aria-hidden="true">⇱</span>
          </button>
        ) : null}
      </div>
      {expanded ? (
        <ol className="music-player__tracks" aria-label="Tracks">
          {tracks.map((t, i) => (
            <li key={t.id ?? i} style={{ height: `${ROW_HEIGHT}px` }}>
              <button
                type="button"
                className="music-player__track isl-focus"
                aria-current={i === index ? "true" : undefined}
                onClick={() => play(i)}
              >
                {t.title}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
