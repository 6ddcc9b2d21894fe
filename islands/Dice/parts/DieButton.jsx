import { useEffect, useRef, useState } from "react";
import { motionMs } from "../../lib/motion.js";
import { pickIndex } from "../../lib/random.js";
import { durationFor, SPIN_VOLUME } from "../dice.js";

const FLICKER_MS = 90; // how often the face changes while it rolls (cosmetic only)

function Face({ side, die }) {
  const image = side ? ((side.images ?? side.image ?? [])[0]?.url ?? "") : die.previewImage;
  return (
    <span className="die__face">
      {image ? <img src={image} alt="" className="die__image" /> : null}
      <span className="die__label">{side ? side.sideTitle : die.title}</span>
    </span>
  );
}

/** One die or roulette: idle → rolling → rolled. Clicks while rolling are ignored. */
export default function DieButton({ die, random, reduced, playSound, onRoll }) {
  const [state, setState] = useState("idle");
  const [side, setSide] = useState(null);
  const [flicker, setFlicker] = useState(0);
  const timers = useRef([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const roll = () => {
    if (state === "rolling") return;
    const chosen = die.sides[pickIndex(die.sides.length, random)];
    const ms = motionMs(durationFor(die), reduced);
    setState("rolling");
    if (die.roulette) playSound?.(SPIN_VOLUME);
    if (!reduced) {
      const tick = () => {
        setFlicker((n) => n + 1);
        timers.current.push(setTimeout(tick, FLICKER_MS));
      };
      timers.current.push(setTimeout(tick, FLICKER_MS));
    }
    timers.current.push(
      setTimeout(() => {
        timers.current.forEach(clearTimeout);
        timers.current = [];
        setSide(chosen);
        setState("rolled");
        onRoll?.(chosen, die);
      }, ms),
    );
  };

  const shown = state === "rolling" ? die.sides[flicker % die.sides.length] : side;
  const verb = die.roulette ? "Spin" : "Roll";
  const label =
    state === "rolled" ? `${die.title}: ${side.sideTitle}. ${verb} again` : `${verb} ${die.title}`;
  return (
    <button
      type="button"
      className={`die die--${state} isl-focus isl-animated${die.roulette ? " die--roulette" : ""}`}
      style={{ "--die-colour": die.colour || "var(--brand)" }}
      aria-label={label}
      aria-busy={state === "rolling"}
      data-state={state}
      onClick={roll}
    >
      <Face die={die} side={state === "idle" ? null : shown} />
    </button>
  );
}
