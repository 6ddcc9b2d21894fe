// The year-to-date chart (spec 2 §2 screen 15): one line per series over the 13 months,
// August to August. Series are switched on and off with buttons (keyboard and screen
// reader friendly); the page's table below carries the same numbers. Drawn as plain SVG:
// thirteen points a line need no charting library.
import { useMemo, useState } from "react";
import "./YearChart.css";

// A pressed toggle shows white text on its series colour: each reaches 4.5:1 with white.
export const COLOURS = ["#c62828", "#1d4f91", "#2e7d32", "#bf360c", "#7a2e8e", "#00737d", "#c2185b", "#5d4037", "#455a64", "#7a5c00"];
const W = 960;
const H = 360;
const PAD = { left: 64, right: 24, top: 20, bottom: 44 };

export function niceMax(value) {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value / 1);
  return step * power;
}

// upTo: how many months the year has reached; later months are labelled but draw nothing,
// so a line does not fall to zero in the months still to come.
export default function YearChart({ months = [], series = [], upTo = months.length }) {
  // The first two series (total active, total minutes) show at first; the rest on demand.
  const [on, setOn] = useState(() => new Set(series.slice(0, 2).map((s) => s.label)));
  const shown = series.filter((s) => on.has(s.label));
  const top = useMemo(() => niceMax(Math.max(0, ...shown.flatMap((s) => s.values.slice(0, upTo)))), [shown, upTo]);
  const x = (i) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(months.length - 1, 1);
  const y = (v) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const toggle = (label) =>
    setOn((prev) => {
      const next = new Set(prev);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });
  if (!series.length) return <p className="year-chart__empty">No activity recorded yet this year.</p>;
  return (
    <div className="year-chart__island">
      <svg
        className="year-chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Chart of ${shown.map((s) => s.label).join(", ") || "no series"} by month; the table below has the numbers`}
      >
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(top * f)} y2={y(top * f)} className="year-chart__grid" />
            <text x={PAD.left - 8} y={y(top * f)} className="year-chart__tick" textAnchor="end" dominantBaseline="middle">
              {Math.round(top * f)}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <text key={`${m}-${i}`} x={x(i)} y={H - PAD.bottom + 26} className="year-chart__tick" textAnchor="middle">
            {m}
          </text>
        ))}
        {series.map((s, n) =>
          on.has(s.label) ? (
            <g key={s.label} style={{ "--series": COLOURS[n % COLOURS.length] }} data-series={s.label}>
              <polyline
                className="year-chart__line"
                points={s.values
                  .slice(0, upTo)
                  .map((v, i) => `${x(i)},${y(v)}`)
                  .join(" ")}
              />
              {s.values.slice(0, upTo).map((v, i) => (
                <circle key={i} className="year-chart__dot" cx={x(i)} cy={y(v)} r="5">
                  <title>{`${s.label}, ${months[i]}: ${v}`}</title>
                </circle>
              ))}
            </g>
          ) : null,
        )}
      </svg>
      {[
        ["Totals and levels", series.map((s, n) => [s, n]).filter(([s]) => s.group !== "activity"), false],
        ["Activities", series.map((s, n) => [s, n]).filter(([s]) => s.group === "activity"), true],
      ].map(([title, items, folded]) =>
        items.length === 0 ? null : folded ? (
          <details key={title} className="year-chart__more">
            <summary>
              {title} ({items.length})
            </summary>
            <Toggles title={title} items={items} on={on} toggle={toggle} />
          </details>
        ) : (
          <Toggles key={title} title={title} items={items} on={on} toggle={toggle} />
        ),
      )}
    </div>
  );
}

function Toggles({ title, items, on, toggle }) {
  return (
    <div className="year-chart__toggles" role="group" aria-label={`${title} shown on the chart`}>
      {items.map(([s, n]) => (
        <button
          key={s.label}
          type="button"
          className="year-chart__toggle"
          aria-pressed={on.has(s.label)}
          onClick={() => toggle(s.label)}
          style={{ "--series": COLOURS[n % COLOURS.length] }}
        >
          <span className="year-chart__swatch" aria-hidden="true" />
          {s.label}
        </button>
      ))}
    </div>
  );
}
