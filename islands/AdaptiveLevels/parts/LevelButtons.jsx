import { LEVELS } from "../levels.js";

/** Tricky / Trickier / Trickiest toggle buttons; `count` limits how many are offered. */
export default function LevelButtons({ selected, onSelect, count = 3, label = "Adaptive levels" }) {
  return (
    <div className="levels__buttons" role="group" aria-label={label}>
      {LEVELS.slice(0, count).map((name, i) => (
        <button
          key={name}
          type="button"
          className={`isl-button levels__button levels__button--${i}`}
          aria-pressed={selected === i}
          onClick={() => onSelect(i)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
