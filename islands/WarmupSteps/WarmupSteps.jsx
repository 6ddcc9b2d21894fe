/**
 * WarmupSteps — warm-up steps view (spec 2 screen 8).
 *
 * Props (built in Python by the curriculum pages):
 *   steps: [{subtitle, text, end, dice}]  `end` marks the final step, shown as "?";
 *          `dice` is a list of die slugs for that step
 *   dice:  optional die objects (see Dice) the steps' slugs refer to; the current step's dice
 *          get a Dice button
 *   title: optional heading, e.g. "Warm Up"
 *
 * One current step; its neighbours are shown left and right, all others hidden. Steps not
 * reached yet show as locked pips; reached ones (up to the furthest) can be jumped to. Arrow keys (Home / End),
 * the Previous / Next buttons, clicking a neighbour or a reached pip, or a drag of 70 px
 * change step (lib/steps.jsx, shared with PartSlider).
 * Emits a bubbling "warmup:step" CustomEvent {index} on change.
 */
import { useRef, useState } from "react";
import Dice from "../Dice/Dice.jsx";
import { emit } from "../lib/emit.js";
import { StepNav, useStepper } from "../lib/steps.jsx";
import "../lib/island.css";
import "./WarmupSteps.css";

export const END_MARK = "?";

function Lock() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" fill="currentColor" />
    </svg>
  );
}

function Card({ step, index, role }) {
  // The end step's mark is its big "?"; its subtitle shows only when it has its own.
  const label = step.end ? (step.subtitle === END_MARK ? "" : step.subtitle) : step.subtitle || `Step ${index + 1}`;
  // A neighbour's name is what it shows ("2 Cheetah"), after a hidden "Next step:"; the current
  // card's number is in its group's label already.
  return (
    <>
      <span className="warmup__number" aria-hidden={role === "current" ? "true" : undefined}>
        {step.end ? END_MARK : index + 1}
      </span>{" "}
      {label ? <span className="warmup__subtitle">{label}</span> : null}
      {role === "current" && step.text ? <span className="warmup__text">{step.text}</span> : null}
    </>
  );
}

export default function WarmupSteps({ steps = [], dice = [], title = "" }) {
  const rootRef = useRef(null);
  // Pips up to the furthest step reached stay open after going back.
  const [furthest, setFurthest] = useState(0);
  const { current, go, onKeyDown, swipe } = useStepper(
    steps.length,
    (index) => {
      setFurthest((f) => Math.max(f, index));
      emit(rootRef.current, "warmup:step", { index });
    },
    rootRef,
  );
  if (steps.length === 0) return null;

  const step = steps[current];
  const stepDice = dice.filter((d) => (step.dice ?? []).includes(d.slug));

  return (
    <section
      ref={rootRef}
      className="warmup"
      aria-roledescription="carousel"
      aria-label={title || "Warm-up steps"}
      onKeyDown={onKeyDown}
    >
      {title ? <h2 className="warmup__title">{title}</h2> : null}
      <div className="warmup__stage" {...swipe.handlers}>
        <div className="warmup__row isl-animated" style={{ transform: `translateX(${swipe.offset}px)` }}>
          {current > 0 ? (
            <button
              type="button"
              className="warmup__card warmup__card--prev isl-focus"
              onClick={() => go(current - 1)}
            >
              <span className="visually-hidden">Previous step:</span>{" "}
              <Card step={steps[current - 1]} index={current - 1} role="prev" />
            </button>
          ) : (
            <span className="warmup__card warmup__card--blank" aria-hidden="true" />
          )}
          <div
            className={`warmup__card warmup__card--current${step.end ? " warmup__card--end" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`Step ${current + 1} of ${steps.length}`}
            aria-live="polite"
            data-testid="current-step"
          >
            <Card step={step} index={current} role="current" />
          </div>
          {current < steps.length - 1 ? (
            <button
              type="button"
              className="warmup__card warmup__card--next isl-focus"
              onClick={() => go(current + 1)}
            >
              <span className="visually-hidden">Next step:</span>{" "}
              <Card step={steps[current + 1]} index={current + 1} role="next" />
            </button>
          ) : (
            <span className="warmup__card warmup__card--blank" aria-hidden="true" />
          )}
        </div>
      </div>
      {stepDice.length ? <Dice dice={stepDice} /> : null}
      <StepNav className="warmup__controls" current={current} count={steps.length} go={go}>
        <ol className="warmup__pips isl-steps__marks" aria-label="Steps">
          {steps.map((s, i) => {
            const locked = i > Math.max(furthest, current);
            const mark = s.end ? END_MARK : i + 1;
            return (
              <li key={i}>
                <button
                  type="button"
                  className={`warmup__pip isl-steps__mark isl-focus${i === current ? " warmup__pip--current" : ""}${locked ? " warmup__pip--locked" : ""}`}
                  aria-label={locked ? `Step ${i + 1}, locked` : `Go to step ${i + 1}`}
                  aria-current={i === current ? "step" : undefined}
                  // Steps not reached yet are locked; the next one is reached with Next.
                  disabled={locked}
                  onClick={() => go(i)}
                >
                  {locked && !s.end ? <Lock /> : <span aria-hidden="true">{mark}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </StepNav>
    </section>
  );
}
