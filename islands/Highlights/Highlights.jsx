// Member Highlights on the dashboard (spec 1 §2 "rotating Member Highlights", §4 "clicking
// a dot changes it and restarts the timer", §9 "interval 10 s").
// Props: highlights [{title, link, image, url}], intervalMs.
// One highlight at a time; it advances every 10 s while nobody is pointing at or focused in
// the carousel, and the Pause button stops it (WCAG 2.2.2). Clicking a dot (or pressing it
// with the keyboard) restarts the timer from that highlight: the click lets go of the hover
// and focus holds, which come back only when the pointer enters again or focus moves to
// another control, so a dot that keeps the focus (or a tap, which never "leaves") does not
// stop the carousel for good. With reduced motion it does not advance by itself; the dots still show each one. The server renders every highlight in a
// <noscript> list, so all of them are readable without JavaScript.
import { useEffect, useState } from "react";
import { useReducedMotion } from "../lib/motion.js";
import "./Highlights.css";

export const INTERVAL_MS = 10000;

export default function Highlights({ highlights = [], intervalMs = INTERVAL_MS }) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [chosen, setChosen] = useState(false);
  const count = highlights.length;
  const rotating = count > 1 && !paused && !held && !reduced;

  // `restarts` re-arms the timer when a dot is clicked, even the one already shown.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => {
      setChosen(false);
      setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, restarts, count, intervalMs]);

  if (!count) return null;
  const current = highlights[Math.min(index, count - 1)];
  const show = (i) => {
    setHeld(false); // the click restarts the timer, even with focus left on the dot
    setChosen(true);
    setIndex(i);
    setRestarts((n) => n + 1);
  };

  return (
    <section
      className="highlights"
      aria-roledescription="carousel"
      aria-label="Member Highlights"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {/* Announced when someone chose it, not every 10 s while they read something else. */}
      <div
        className="highlights__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={chosen ? "polite" : "off"}
        data-highlight={index}
      >
        {current.image ? <img className="highlights__image" src={current.image} alt="" /> : null}
        {current.url ? (
          <a className="highlights__title" href={current.url}>
            {current.title}
            {current.link ? <span className="highlights__more"> {current.link}</span> : null}
          </a>
        ) : (
          <p className="highlights__title">{current.title}</p>
        )}
      </div>
      {count > 1 ? (
        <div className="highlights__controls">
          <button
            type="button"
            className="highlights__pause"
            aria-label={paused ? "Play highlights" : "Pause highlights"}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? "Play" : "Pause"}
          </button>
          <ul className="highlights__dots">
            {highlights.map((item, i) => (
              <li key={item.url || item.title || i}>
                <button
                  type="button"
                  className="highlights__dot"
                  aria-label={`Highlight ${i + 1}: ${item.title}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => show(i)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
