import { useState } from "react";
import { useSwipe } from "./useSwipe.js";

/** One current step out of `count`, shared by the warm-up view and the part slider: `go`
 * ignores out-of-range and unchanged steps (so `onStep` fires only on a real change), the
 * arrow keys / Home / End and a 70 px drag (useSwipe) all go through it. */
export function useStepper(count, onStep) {
  const [current, setCurrent] = useState(0);
  const go = (index) => {
    if (index < 0 || index >= count || index === current) return;
    setCurrent(index);
    onStep?.(index);
  };
  const onKeyDown = (event) => {
    if (event.target.closest?.("video")) return; // a video's own keys (seek) win inside it
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const swipe = useSwipe((dir) => go(current + dir));
  return { current, go, onKeyDown, swipe };
}

/** Previous / Next buttons around the step markers (pips or dots) given as children. */
export function StepNav({ current, count, go, className, children }) {
  return (
    <div className={`isl-steps ${className ?? ""}`}>
      <button type="button" className="isl-button" onClick={() => go(current - 1)} disabled={current === 0}>
        Previous
      </button>
      {children}
      <button type="button" className="isl-button" onClick={() => go(current + 1)} disabled={current === count - 1}>
        Next
      </button>
    </div>
  );
}
