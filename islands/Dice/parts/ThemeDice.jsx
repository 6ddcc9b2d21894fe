import { useEffect, useRef, useState } from "react";
import { pickIndex } from "../../lib/random.js";
import { NAVIGATE_MS } from "../dice.js";

/** Themes menu die: picks a random item, shows its picture (`image`, when the server gives
 * one) and its title, navigates after 1 second. */
export default function ThemeDice({ items, random, navigate, onRoll, emitFrom }) {
  const [picked, setPicked] = useState(null);
  const timer = useRef(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const roll = () => {
    if (picked || items.length === 0) return; // already on its way
    const item = items[pickIndex(items.length, random)];
    setPicked(item);
    onRoll?.(item);
    emitFrom(item);
    timer.current = setTimeout(() => navigate(item.url), NAVIGATE_MS);
  };
  return (
    <div className="theme-dice">
      <button
        type="button"
        className={`die die--theme isl-focus isl-animated${picked ? " die--rolling" : ""}`}
        aria-label={picked ? `Going to ${picked.title}` : "Pick a random theme"}
        aria-busy={!!picked}
        onClick={roll}
      >
        <span className="die__face">
          {picked?.image ? (
            <img src={picked.image} alt="" className="die__image" />
          ) : (
            <span aria-hidden="true" className="die__pips">
              ⚄
            </span>
          )}
          <span className="die__label">{picked ? picked.title : "Random theme"}</span>
        </span>
      </button>
      <p className="visually-hidden" aria-live="assertive">
        {picked ? `${picked.title} chosen` : ""}
      </p>
    </div>
  );
}
