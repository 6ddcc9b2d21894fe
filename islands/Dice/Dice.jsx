/**
 * Dice — dice and roulette modal (spec 2 screen 12, §3 Die, §4 Dice, §9) and the theme die
 * of the themes menu (screen 7).
 *
 * Props (built in Python by the curriculum pages):
 *   dice:       [{slug, title, colour, roulette, sides: [{sideTitle, images: [{id, url}]}], previewImage}]
 *   mode:       "dice" | "roulette" | "theme"   (default "dice"; "navigate" is read as "theme",
 *               any other value as "dice")
 *   roulette:   bool   same as mode "roulette"; accepted for older callers: the prompt and the
 *               opener say what the set holds (promptFor in dice.js), "Roulette" when all spin
 *   items:      [{title, url, image}]   theme mode: the menu's items, `image` the picture shown
 *               with the title once picked (or the sides of dice[0], each with {sideTitle, url})
 *   inline:     bool   render the dice grid in place, without the Dice button and modal (for a
 *               page that already wraps the island in its own dialog; detected automatically
 *               when the mount element is inside a <dialog>)
 *   soundUrl:   string   the roulette's spin sound (played at volume 0.5); without one, ticks are
 *               synthesised with Web Audio at the same volume
 *   label:      string   the button that opens the modal (default "Dice" / "Roulette")
 * Test seams: random() → [0, 1) picks the side; createAudio(url); navigate(url); onRoll(side, die).
 *
 * Each die goes idle → rolling → rolled with a uniformly random side; clicks while rolling are
 * ignored; dice take 0.75 s, roulettes 3.5 s (shortened under prefers-reduced-motion, same
 * outcome). A roll emits a bubbling "dice:roll" CustomEvent {slug, side} and calls onRoll.
 * The dice are drawn as the server sends them: the review dice already added and the
 * "lucky-dip" die's sides already pooled (apps/content/props.dice_props). A side's images may
 * also be given as `image` (a list, like `images`).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { emit } from "../lib/emit.js";
import { motionMs, useReducedMotion } from "../lib/motion.js";
import { playTicks } from "../lib/sound.js";
import "../lib/island.css";
import "./Dice.css";
import DieButton from "./parts/DieButton.jsx";
import { columnsFor, promptFor, SPIN_MS } from "./dice.js";
import ThemeDice from "./parts/ThemeDice.jsx";

const defaultAudio = (url) => (url ? new Audio(url) : null);
const defaultNavigate = (url) => window.location.assign(url);

export default function Dice({
  dice = [],
  mode = "dice",
  roulette = false,
  inline = false,
  items = [],
  soundUrl = "",
  label,
  random = Math.random,
  createAudio = defaultAudio,
  navigate = defaultNavigate,
  onRoll,
}) {
  const reduced = useReducedMotion();
  const rootRef = useRef(null);
  const dialogRef = useRef(null);
  const openerRef = useRef(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [announce, setAnnounce] = useState("");
  const [inDialog, setInDialog] = useState(false);
  useLayoutEffect(() => setInDialog(Boolean(rootRef.current?.closest("dialog"))), []);
  const themeMode = mode === "theme" || mode === "navigate";
  const themeItems = items.length
    ? items
    : themeMode
      ? (dice[0]?.sides ?? []).filter((side) => side.url).map((side) => ({ title: side.sideTitle, url: side.url }))
      : [];
  const list = dice;

  const playSound = useCallback(
    (volume) => {
      const audio = createAudio(soundUrl);
      if (!audio) {
        playTicks({ volume, durationMs: motionMs(SPIN_MS, reduced) });
        return;
      }
      audio.volume = volume;
      audio.play?.()?.catch?.(() => {}); // a blocked autoplay must not stop the spin
    },
    [createAudio, soundUrl, reduced],
  );

  const rolled = useCallback(
    (side, die) => {
      setAnnounce(`${die.title}: ${side.sideTitle}`);
      emit(rootRef.current, "dice:roll", { slug: die.slug, side });
      onRoll?.(side, die);
    },
    [onRoll],
  );

  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    dialogRef.current?.querySelector("button.die")?.focus();
    const onKey = (event) => {
      if (event.key === "Escape") close();
      if (event.key !== "Tab" || !dialogRef.current) return;
      // Keep focus inside the modal.
      const focusable = [...dialogRef.current.querySelectorAll("button")];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  if (themeMode) {
    return (
      <div ref={rootRef} className="dice-island">
        <ThemeDice
          items={themeItems}
          random={random}
          navigate={navigate}
          onRoll={onRoll}
          emitFrom={(item) => emit(rootRef.current, "dice:roll", { slug: "theme", side: item })}
        />
      </div>
    );
  }

  if (list.length === 0) return <div ref={rootRef} className="dice-island" hidden />;
  // The prompt and the opener name what is there: dice, roulettes or both (a mixed set's
  // opener says "Dice"); the `roulette` flag and mode no longer decide it (issue 21).
  const spin = list.every((d) => d.roulette);
  const prompt = promptFor(list);
  const grid = (
    <ul className="dice-modal__grid" style={{ "--dice-columns": columnsFor(list.length) }}>
      {list.map((die) => (
        <li key={die.slug}>
          <DieButton die={die} random={random} reduced={reduced} playSound={playSound} onRoll={rolled} />
        </li>
      ))}
    </ul>
  );
  const result = (
    <p className="dice-modal__result" aria-live="polite">
      {announce}
    </p>
  );
  if (inline || inDialog) {
    return (
      <div ref={rootRef} className="dice-island dice-island--inline" role="group" aria-labelledby={titleId}>
        <h2 id={titleId} className="dice-modal__prompt">
          {prompt}
        </h2>
        {grid}
        {result}
      </div>
    );
  }
  return (
    <div ref={rootRef} className="dice-island">
      <button
        ref={openerRef}
        type="button"
        className="isl-button dice-island__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">{spin ? "◎" : "⚄"}</span> {label || (spin ? "Roulette" : "Dice")}
      </button>
      {open ? (
        <div className="dice-modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
          <div ref={dialogRef} className="dice-modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <h2 id={titleId} className="dice-modal__prompt">
              {prompt}
            </h2>
            {grid}
            {result}
            <button type="button" className="isl-button isl-button--secondary dice-modal__close" onClick={close}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
