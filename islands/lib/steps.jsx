import { useEffect, useRef, useState } from "react";
import { useSwipe } from "./useSwipe.js";

/** One current step out of `count`, shared by the warm-up view and the part slider: `go`
 * ignores out-of-range and unchanged steps (so `onStep` fires only on a real change), the
 * arrow keys / Home / End, a clicker's PageDown / PageUp and a 70 px drag (useSwipe) all go
 * through it (with focus elsewhere on a pupil view, lib/clicker.js presses Next / Previous).
 *
 * Keyboard focus never falls to <body> on a change: when the control that had it goes away
 * (a neighbour card that is no longer there) or is disabled (Next at the last step, Previous
 * at the first), focus moves to the usable Previous / Next button of `rootRef`'s StepNav. */
export function useStepper(count, onStep, rootRef) {
  const [current, setCurrent] = useState(0);
  const keepFocus = useRef(false);
  const go = (index) => {
    if (index < 0 || index >= count || index === current) return;
    keepFocus.current = Boolean(rootRef?.current?.contains(document.activeElement));
    setCurrent(index);
    onStep?.(index);
  };
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const root = rootRef?.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && root.contains(active) && !active.disabled)) return;
    const order = current >= count - 1 ? ["prev", "next"] : ["next", "prev"];
    const target = order.map((name) => root.querySelector(`[data-step-nav="${name}"]:not(:disabled)`)).find(Boolean);
    target?.focus();
  }, [current, count, rootRef]);
  const onKeyDown = (event) => {
    if (event.target.closest?.("video")) return; // a video's own keys (seek) win inside it
    if (event.altKey || event.ctrlKey || event.metaKey) return; // Alt+Left is the browser's Back
    // A projector clicker's PageDown / PageUp move a step too; past the first or last step they
    // are left to the page (lib/clicker.js goes on to the previous or next part).
    const paging = { PageDown: current + 1, PageUp: current - 1 }[event.key];
    if (paging !== undefined) {
      if (paging < 0 || paging >= count) return;
      event.preventDefault();
      go(paging);
      return;
    }
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
      <button
        type="button"
        className="isl-button"
        data-step-nav="prev"
        onClick={() => go(current - 1)}
        disabled={current === 0}
      >
        Previous
      </button>
      {children}
      <button
        type="button"
        className="isl-button"
        data-step-nav="next"
        onClick={() => go(current + 1)}
        disabled={current === count - 1}
      >
        Next
      </button>
    </div>
  );
}
