/**
 * PartSlider — a part's steps slider (spec 2 screen 9, §4 Part steps slider, §9).
 *
 * Props (built in Python by the curriculum pages):
 *   steps:    [{id, text, subtitle, image, video, textLines?: [{text, time}]}]
 *   partType: the part's type ("skill", "game", "funs", ...)
 *   isFuns:   bool  a funs part: the step video shows unless toggled off (`funs` is read the same)
 *   title:    optional accessible name (default "Steps")
 *
 * Tracks the furthest step seen. A step's video button appears only for steps already
 * reached (always in skill parts). In funs parts the video shows unless toggled; in other
 * parts it shows when toggled. Steps change with Previous / Next, the arrow keys (Home / End
 * for the first / last), the dots, or a drag/swipe of 70 px (the track follows at ratio 0.5).
 * Emits a bubbling "slider:step" CustomEvent {index, furthest}.
 */
import { useRef, useState } from "react";
import { emit } from "../lib/emit.js";
import { StepNav, useStepper } from "../lib/steps.jsx";
import VideoPlayer from "../VideoPlayer/VideoPlayer.jsx";
import "../lib/island.css";
import "./PartSlider.css";

export function videoButtonShown({ step, index, furthest, partType }) {
  return Boolean(step.video) && (partType === "skill" || index <= furthest);
}

export function videoShown({ isFuns, toggled }) {
  return isFuns ? !toggled : toggled;
}

export default function PartSlider({ steps = [], partType = "", isFuns: funsProp, funs = false, title = "Steps" }) {
  const isFuns = Boolean(funsProp ?? funs);
  const rootRef = useRef(null);
  const [furthest, setFurthest] = useState(0);
  const [toggled, setToggled] = useState(() => new Set());
  const { current, go, onKeyDown, swipe } = useStepper(
    steps.length,
    (index) => {
      const reached = Math.max(furthest, index);
      setFurthest(reached);
      emit(rootRef.current, "slider:step", { index, furthest: reached });
    },
    rootRef,
  );
  if (steps.length === 0) return null;

  const toggle = (i) =>
    setToggled((set) => {
      const next = new Set(set);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <section
      ref={rootRef}
      className="part-slider"
      aria-roledescription="carousel"
      aria-label={title}
      onKeyDown={onKeyDown}
    >
      <div className="part-slider__viewport" {...swipe.handlers}>
        {/* Slides are groups (the carousel pattern), not list items: a div, not an <ol>. */}
        <div
          className="part-slider__track isl-animated"
          style={{ transform: `translateX(calc(${-current * 100}% + ${swipe.offset}px))` }}
        >
          {steps.map((step, i) => {
            const here = i === current;
            const hasButton = videoButtonShown({ step, index: i, furthest, partType });
            const showing = hasButton && videoShown({ isFuns, toggled: toggled.has(i) });
            return (
              <div
                key={step.id ?? i}
                className="part-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`Step ${i + 1} of ${steps.length}${step.subtitle ? `: ${step.subtitle}` : ""}`}
                aria-hidden={!here}
                inert={!here}
                data-step={i}
              >
                {step.subtitle ? <h3 className="part-slider__subtitle">{step.subtitle}</h3> : null}
                {showing ? (
                  <VideoPlayer src={step.video} lines={step.textLines ?? []} title={step.subtitle || `Step ${i + 1}`} />
                ) : step.image ? (
                  <img className="part-slider__image" src={step.image} alt="" draggable={false} />
                ) : null}
                {step.text ? <p className="part-slider__text">{step.text}</p> : null}
                {hasButton ? (
                  <button type="button" className="isl-button isl-button--secondary" onClick={() => toggle(i)}>
                    {showing ? "Hide video" : "Show video"}
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      <StepNav className="part-slider__controls" current={current} count={steps.length} go={go}>
        <ol className="part-slider__dots isl-steps__marks" aria-label="Steps">
          {steps.map((step, i) => (
            <li key={step.id ?? i}>
              <button
                type="button"
                className={`part-slider__dot isl-steps__mark isl-focus${i <= furthest ? " part-slider__dot--seen" : ""}`}
                aria-label={`Step ${i + 1}`}
                aria-current={i === current ? "step" : undefined}
                onClick={() => go(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </StepNav>
    </section>
  );
}
