import { useCallback, useState } from "react";
import { Captions } from "../../lib/captions.jsx";
import LevelButtons from "./LevelButtons.jsx";
import { useRouteReset } from "../useRouteReset.js";

function Page({ page }) {
  return (
    <>
      {page.heroImage ? <img className="levels__image" src={page.heroImage} alt="" /> : null}
      {(page.videos ?? (page.video ? [page.video] : [])).map((src) => (
        <video key={src} className="levels__video" src={src} controls loop playsInline aria-label={`${page.title || "Dance"} video`}>
          <Captions lines={page.lines ?? []} />
        </video>
      ))}
      {page.text ? <p className="levels__text">{page.text}</p> : null}
    </>
  );
}

/** Dance skill: pages Intro, Exploration and one per skill; a skill page opens at the level
 * the server chose for the year (`startLevel`), and offers the levels the server sent (a year
 * below 3 gets two). */
export default function DanceSkill({ startLevel = 0, intro = {}, exploration = {}, skills = [] }) {
  const pages = [
    { ...intro, key: "intro", title: "Intro" },
    { ...exploration, key: "exploration", title: "Exploration" },
    ...skills.map((s, i) => ({ key: `skill-${i}`, skill: s, title: s.title })),
  ];
  const [page, setPage] = useState(0);
  const [level, setLevel] = useState(startLevel);
  // The levels a page offers: those the server sent for this skill.
  const offered = (p) => p?.skill?.levels?.length ?? 3;
  const reset = useCallback(() => {
    setPage(0);
    setLevel(startLevel);
  }, [startLevel]);
  useRouteReset(reset);

  const select = (i) => {
    setPage(i);
    setLevel(Math.min(startLevel, offered(pages[i]) - 1));
  };
  const onTabKey = (event) => {
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!move) return;
    event.preventDefault();
    const next = (page + move + pages.length) % pages.length;
    select(next);
    event.currentTarget.querySelectorAll('[role="tab"]')[next]?.focus();
  };
  const current = pages[page];
  const skillLevel = current.skill?.levels?.[level] ?? {};
  return (
    <div className="levels levels--dance">
      <div className="levels__tabs" role="tablist" aria-label="Dance pages" onKeyDown={onTabKey}>
        {pages.map((p, i) => (
          <button
            key={p.key}
            type="button"
            role="tab"
            id={`dance-tab-${p.key}`}
            className="isl-button isl-button--secondary levels__tab"
            aria-selected={i === page}
            tabIndex={i === page ? 0 : -1}
            onClick={() => select(i)}
          >
            {p.title}
          </button>
        ))}
      </div>
      <div className="levels__body" role="tabpanel" aria-labelledby={`dance-tab-${current.key}`}>
        {current.skill ? (
          <>
            <LevelButtons selected={level} onSelect={setLevel} count={offered(current)} />
            <Page page={{ title: current.title, ...skillLevel }} />
          </>
        ) : (
          <Page page={current} />
        )}
      </div>
    </div>
  );
}
