import { useCallback, useState } from "react";
import LevelButtons from "./LevelButtons.jsx";
import { useRouteReset } from "../useRouteReset.js";

/** Gym skill: starts at Tricky; changing level hides the video. */
export default function GymSkill({ levels = [] }) {
  const [level, setLevel] = useState(0);
  const [video, setVideo] = useState(false);
  const reset = useCallback(() => {
    setLevel(0);
    setVideo(false);
  }, []);
  useRouteReset(reset);
  const current = levels[level] ?? {};
  const choose = (i) => {
    if (i === level) return;
    setLevel(i);
    setVideo(false);
  };
  return (
    <div className="levels levels--gym">
      <LevelButtons selected={level} onSelect={choose} count={Math.min(levels.length, 3)} />
      <div className="levels__body" aria-live="polite">
        {current.label ? <h3 className="levels__title">{current.label}</h3> : null}
        {video && current.video ? (
          <video className="levels__video" src={current.video} controls loop playsInline aria-label={`${current.label || "Level"} video`} />
        ) : current.heroImage ? (
          <img className="levels__image" src={current.heroImage} alt="" />
        ) : null}
        {current.skillWhat ? <p className="levels__text"><strong>What: </strong>{current.skillWhat}</p> : null}
        {current.skillHow ? <p className="levels__text"><strong>How: </strong>{current.skillHow}</p> : null}
        {current.video ? (
          <button type="button" className="isl-button isl-button--secondary" onClick={() => setVideo((v) => !v)}>
            {video ? "Hide video" : "Watch video"}
          </button>
        ) : null}
      </div>
    </div>
  );
}
