/**
 * AdaptiveLevels — Tricky / Trickier / Trickiest (spec 2 §4 Tricky levels), with the gym
 * skill and dance skill views as modes.
 *
 * Props (built in Python by the curriculum pages):
 *   mode:  "levels" (default) | "gym" | "dance"
 *   levels mode: tricky, trickier, trickiest  the three texts; introTitle, introText (optional)
 *                the words shown while no level is chosen, in place of the spec's (a home-learning
 *                child's, from apps/content/home_words.py)
 *   gym mode:    levels: [{label, heroImage, video, skillWhat, skillHow}]  starts at Tricky;
 *                changing level hides the video
 *   dance mode:  startLevel (0-2), intro: {text, heroImage?, video?, lines?}, exploration: {text, heroImage?, video?},
 *                skills: [{title, levels: [{heroImage, videos: [url], text}]}]
 *                pages Intro, Exploration, one per skill; a skill page opens at startLevel (the
 *                server's rule by year) or the highest level the skill was sent with;
 *                a page's `lines` [{text, time}] are its video's captions (lib/captions.jsx)
 *
 * With no level selected the levels mode shows "Adaptive Teaching" and its prompt; clicking the
 * selected level again returns there. Every mode resets its selection on a route change.
 * Emits a bubbling "levels:change" CustomEvent {level} (null when none).
 */
import { useCallback, useRef, useState } from "react";
import { emit } from "../lib/emit.js";
import "../lib/island.css";
import "./AdaptiveLevels.css";
import DanceSkill from "./parts/DanceSkill.jsx";
import GymSkill from "./parts/GymSkill.jsx";
import LevelButtons from "./parts/LevelButtons.jsx";
import { INTRO_TEXT, INTRO_TITLE, LEVELS } from "./levels.js";
import { useRouteReset } from "./useRouteReset.js";

function Levels({ tricky = "", trickier = "", trickiest = "", introTitle = INTRO_TITLE, introText = INTRO_TEXT }) {
  const rootRef = useRef(null);
  const [selected, setSelected] = useState(null);
  const texts = [tricky, trickier, trickiest];
  const choose = (i) => {
    const next = selected === i ? null : i;
    setSelected(next);
    emit(rootRef.current, "levels:change", { level: next === null ? null : LEVELS[next] });
  };
  const reset = useCallback(() => setSelected(null), []);
  useRouteReset(reset);
  return (
    <div ref={rootRef} className={`levels${selected === null ? "" : ` levels--${selected}`}`}>
      <div className="levels__body" aria-live="polite">
        {selected === null ? (
          <>
            <h3 className="levels__title">{introTitle}</h3>
            <p className="levels__text">{introText}</p>
          </>
        ) : (
          <>
            <h3 className="levels__title">{LEVELS[selected]}</h3>
            <p className="levels__text">{texts[selected]}</p>
          </>
        )}
      </div>
      <LevelButtons selected={selected} onSelect={choose} />
    </div>
  );
}

export default function AdaptiveLevels({ mode = "levels", ...props }) {
  if (mode === "gym") return <GymSkill {...props} />;
  if (mode === "dance") return <DanceSkill {...props} />;
  return <Levels {...props} />;
}
