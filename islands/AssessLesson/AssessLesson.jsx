// "Assess this lesson" (issue 30): the class's children x the lesson's outcomes. Every
// child starts at the school's default level (on track); one tap on a cell moves it on
// through the cycle the server gives (the default, one below, one above, ...), one tap
// on Absent marks a child absent, and Undo takes back the last tap. Save posts the form
// once: only the cells that were changed (observed), the absent children, the CSRF token;
// the server records everyone else 'by default'. Props: pupils [{id, name}], outcomes
// [{id, number, text}], levels [{id, label, short, meets}], defaultLevel, cycle [level
// ids], action, className; for the end of a unit, start {"child-outcome": level} (each
// cell's suggestion, what a tap moves on from and what Save leaves out) and withAbsent false.
// With `record` {groupId, lessonId, next} (a lesson's recording, issue 33) Save goes to the
// API with its own Idempotency-Key; a save that cannot be sent (offline, 5xx) is kept on
// the device (lib/offlineQueue.js) and the grid shows its taps as waiting, locked, until
// it is sent; a page opened while a save of this class and lesson waits shows that save.
import { useEffect, useMemo, useState } from "react";
import { toastOnNextPage } from "../toast.js";
import { QUEUE_EVENT, tapsOf, tapsText } from "../lib/offlineQueue.js";

function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.content ?? "";
}

export default function AssessLesson({
  pupils = [],
  outcomes = [],
  levels = [],
  defaultLevel,
  cycle = [],
  action = "",
  className = "",
  start = {},
  withAbsent = true,
  record = null,
}) {
  const kept = record ? window.peOfflineQueue?.find(record.groupId, record.lessonId) : undefined;
  const [marks, setMarks] = useState(() =>
    Object.fromEntries((kept?.marks ?? []).map(([child, outcome, level]) => [`${child}-${outcome}`, level])),
  ); // "child-outcome" -> level id, only where changed
  const [absent, setAbsent] = useState(() => Object.fromEntries((kept?.absent ?? []).map((id) => [id, true])));
  // The save kept on the device: {key, ...} while it waits; phase waiting | sending | sent.
  const [waiting, setWaiting] = useState(kept ?? null);
  const [phase, setPhase] = useState(kept ? "waiting" : "editing");
  const [problem, setProblem] = useState("");
  const [history, setHistory] = useState([]); // taps, newest last: {kind, key, before}
  const byId = useMemo(() => Object.fromEntries(levels.map((lv) => [lv.id, lv])), [levels]);
  const defaultPosition = levels.findIndex((lv) => lv.id === defaultLevel);

  const base = (key) => start[key] ?? defaultLevel;

  function tapCell(key) {
    const current = marks[key] ?? base(key);
    const next = cycle[(cycle.indexOf(current) + 1) % cycle.length];
    setHistory((h) => [...h, { kind: "cell", key, before: marks[key] }]);
    setMarks((m) => {
      const copy = { ...m };
      if (next === base(key)) delete copy[key];
      else copy[key] = next;
      return copy;
    });
  }

  function tapAbsent(childId) {
    setHistory((h) => [...h, { kind: "absent", key: childId, before: absent[childId] }]);
    setAbsent((a) => ({ ...a, [childId]: !a[childId] }));
  }

  function undo() {
    const last = history[history.length - 1];
    if (!last) return;
    setHistory((h) => h.slice(0, -1));
    if (last.kind === "cell") {
      setMarks((m) => {
        const copy = { ...m };
        if (last.before === undefined) delete copy[last.key];
        else copy[last.key] = last.before;
        return copy;
      });
    } else {
      setAbsent((a) => ({ ...a, [last.key]: Boolean(last.before) }));
    }
  }

  function state(levelId) {
    if (levelId === defaultLevel) return "default";
    const position = levels.findIndex((lv) => lv.id === levelId);
    return position < defaultPosition ? "below" : "above";
  }

  useEffect(() => {
    if (!waiting) return undefined;
    const heard = (event) => {
      const change = event.detail ?? {};
      if (change.sent?.some((s) => s.save.key === waiting.key)) setPhase("sent");
      const refused = change.rejected?.find((s) => s.save.key === waiting.key);
      if (refused) {
        setProblem(`This save could not be recorded: ${refused.message}`);
        setWaiting(null);
        setPhase("editing");
      }
    };
    window.addEventListener(QUEUE_EVENT, heard);
    return () => window.removeEventListener(QUEUE_EVENT, heard);
  }, [waiting, record]);

  async function save(event) {
    if (!record || !window.peOfflineQueue) return; // the plain form post
    event.preventDefault();
    if (phase !== "editing") return;
    setPhase("sending");
    setProblem("");
    const chosen = Object.entries(marks).filter(([key]) => !absent[key.split("-")[0]]);
    const result = await window.peOfflineQueue.submit({
      groupId: record.groupId,
      lessonId: record.lessonId,
      marks: chosen.map(([key, level]) => [...key.split("-").map(Number), level]),
      absent: Object.keys(absent).filter((id) => absent[id]).map(Number),
    });
    if (result.ok || result.sent) {
      const a = result.answer;
      if (a) toastOnNextPage(`Saved: ${a.observed} observed, the rest on track by default${a.absent ? `, ${a.absent} absent` : ""}.`, "success");
      setPhase("sent");
      window.location.assign(record.next);
    } else if (result.queued) {
      setWaiting(result.save);
      setPhase("waiting");
    } else {
      setProblem(result.message ?? "The save was refused.");
      setPhase("editing");
    }
  }

  const locked = phase !== "editing";
  const absentCount = Object.values(absent).filter(Boolean).length;
  const changed = Object.keys(marks).filter((key) => !absent[key.split("-")[0]]).length;

  return (
    <form method="post" action={action} className="assess-form" data-assess-form data-phase={phase} onSubmit={save}>
      <input type="hidden" name="csrfmiddlewaretoken" value={csrfToken()} />
      {Object.entries(marks)
        .filter(([key]) => !absent[key.split("-")[0]])
        .map(([key, level]) => (
          <input key={key} type="hidden" name={`m-${key}`} value={level} />
        ))}
      {Object.entries(absent)
        .filter(([, isAbsent]) => isAbsent)
        .map(([childId]) => (
          <input key={childId} type="hidden" name="absent" value={childId} />
        ))}
      {problem && (
        <div className="alert alert--error" role="alert">
          {problem}
        </div>
      )}
      <div className="assess-bar assess-bar--top">
        <p className="assess-status" role="status" aria-live="polite">
          {phase === "waiting" && waiting
            ? `Saved on this device: ${tapsText(tapsOf(waiting))} waiting to send.`
            : phase === "sent" && waiting
              ? "Sent: this save is recorded."
              : withAbsent
                ? `${changed} changed · ${absentCount} absent · ${pupils.length - absentCount} present`
                : `${changed} changed · ${pupils.length} children`}
        </p>
        {phase === "sent" && waiting && record?.next && (
          <a className="button button--secondary" href={record.next}>
            See the class
          </a>
        )}
        {!locked && (
          <button type="button" className="button button--secondary" onClick={undo} disabled={!history.length}>
            Undo
          </button>
        )}
      </div>
      <table className="assess-grid">
        <caption className="visually-hidden">{className}: levels by child and outcome</caption>
        <thead>
          <tr>
            <th scope="col">Child</th>
            {outcomes.map((o) => (
              <th scope="col" className="assess-col" key={o.id} title={o.text}>
                Outcome {o.number}
              </th>
            ))}
            {withAbsent && (
              <th scope="col" className="assess-col">
                Absent
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {pupils.map((child) => {
            const isAbsent = Boolean(absent[child.id]);
            return (
              <tr key={child.id} className={isAbsent ? "assess-row--absent" : undefined} data-child={child.id}>
                <th scope="row" className="assess-name">
                  {child.name}
                </th>
                {outcomes.map((o) => {
                  const key = `${child.id}-${o.id}`;
                  const level = byId[marks[key] ?? base(key)] ?? {};
                  const s = state(level.id);
                  return (
                    <td className="assess-cell" key={o.id}>
                      <button
                        type="button"
                        className="assess-tap"
                        data-state={s}
                        data-cell={key}
                        data-pending={phase === "waiting" && key in marks ? "" : undefined}
                        disabled={isAbsent || locked}
                        aria-label={`${level.short}: ${child.name}, outcome ${o.number}, ${level.label}${s === "default" ? " (on track)" : ""}${phase === "waiting" && key in marks ? ", waiting to send" : ""}`}
                        onClick={() => tapCell(key)}
                      >
                        {level.short}
                      </button>
                    </td>
                  );
                })}
                {withAbsent && (
                  <td className="assess-cell">
                    <button
                      type="button"
                      className="assess-absent"
                      aria-pressed={isAbsent}
                      aria-label={`${child.name} absent`}
                      data-absent={child.id}
                      disabled={locked}
                      onClick={() => tapAbsent(child.id)}
                    >
                      Absent
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="assess-bar">
        <button type="submit" className="button" data-save disabled={locked}>
          {phase === "sending" ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}
