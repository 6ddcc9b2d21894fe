// Assessment saves kept on the device while offline (issue 33). A lesson's save that cannot
// be sent (no network, the connection dropped, the server busy: 5xx) waits here, in
// localStorage under the signed-in user's id (another user of a shared device neither sends
// nor sees it), and is sent in order at each page load, on the `online` event, every minute
// while something waits, and from the "Send now" button; each save carries its own
// Idempotency-Key, so a save whose answer was lost is recorded once when sent again.
// Kept: class, lesson, child and outcome ids, level codes, absent ids, the key and the
// time: no names. A save older than 7 days is dropped, with a toast saying so.
export const PREFIX = "pe-offline-taps:";
export const MAX_AGE_DAYS = 7;
export const QUEUE_EVENT = "pe-offline-queue";
const DAY = 24 * 60 * 60 * 1000;

export function newKey() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// What a tap counts for in "N taps waiting": each changed cell and each absence; a save
// with neither (everyone on track) still counts once.
export function tapsOf(save) {
  return Math.max(1, save.marks.length + save.absent.length);
}

export function tapsText(n) {
  return `${n} ${n === 1 ? "tap" : "taps"}`;
}

function csrfToken() {
  return globalThis.document?.querySelector('meta[name="csrf-token"]')?.content ?? "";
}

// One save to the API: {ok, answer} | {retry} (try again later) | {rejected, message}
// (the server refused it for good: sending it again cannot help).
export async function sendSave(save, fetchImpl = globalThis.fetch) {
  let response;
  try {
    response = await fetchImpl(`/api/assessment/classes/${save.groupId}`, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-CSRFToken": csrfToken(),
        "Idempotency-Key": save.key,
      },
      body: JSON.stringify({
        lessonId: save.lessonId,
        marks: save.marks.map(([childId, outcomeId, level]) => ({ childId, outcomeId, level: String(level) })),
        absent: save.absent,
      }),
    });
  } catch {
    return { retry: true }; // offline, or the connection dropped
  }
  let body = {};
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  if (response.ok) return { ok: true, answer: body };
  // Signed out (401) or not let in (403: a stale CSRF token after signing in again) can be
  // put right by the teacher, as can a busy server: kept. Anything else is final.
  if (response.status >= 500 || [401, 403, 408, 429].includes(response.status)) return { retry: true };
  const detail = Object.values(body.errors ?? {}).flat()[0];
  return { rejected: true, message: detail || body.message || `Refused (${response.status})` };
}

export function createQueue({ user, storage = globalThis.localStorage, send = sendSave, now = () => Date.now(), onChange = () => {} }) {
  const storageKey = `${PREFIX}${user}`;
  let flushing = null;

  function read() {
    let saves = [];
    try {
      saves = JSON.parse(storage.getItem(storageKey) || "[]");
    } catch {
      saves = [];
    }
    if (!Array.isArray(saves)) saves = [];
    const fresh = saves.filter((s) => s && s.key && now() - s.at < MAX_AGE_DAYS * DAY);
    if (fresh.length !== saves.length) {
      write(fresh);
      onChange({ expired: saves.length - fresh.length });
    }
    return fresh;
  }

  function write(saves) {
    try {
      if (saves.length) storage.setItem(storageKey, JSON.stringify(saves));
      else storage.removeItem(storageKey);
    } catch {
      /* storage full or refused: nothing more this device can do */
    }
  }

  async function sendWaiting() {
    const sent = [];
    const rejected = [];
    for (const save of read()) {
      const result = await send(save);
      if (result.retry) break;
      write(read().filter((s) => s.key !== save.key));
      (result.ok ? sent : rejected).push({ save, ...result });
    }
    if (sent.length || rejected.length) onChange({ sent, rejected });
    return { sent, rejected, waiting: queue.count() };
  }

  const queue = {
    storageKey,
    saves: () => read(),
    count: () => read().reduce((n, s) => n + tapsOf(s), 0),
    find: (groupId, lessonId) => read().filter((s) => s.groupId === groupId && s.lessonId === lessonId).at(-1),
    add(save) {
      const saves = read();
      saves.push({ ...save, at: save.at ?? now() });
      write(saves);
      onChange({ added: save });
    },
    clear() {
      write([]);
      onChange({ cleared: true });
    },
    // A new save: straight to the server when nothing waits before it, else after them.
    async submit(save) {
      const stamped = { ...save, key: save.key ?? newKey(), at: save.at ?? now() };
      if (read().length) {
        queue.add(stamped);
        await queue.flush();
        return queue.saves().some((s) => s.key === stamped.key) ? { queued: true, save: stamped } : { sent: true };
      }
      const result = await send(stamped);
      if (result.retry) {
        queue.add(stamped);
        return { queued: true, save: stamped };
      }
      return result;
    },
    // Sends what waits, oldest first, stopping at the first that must wait longer.
    flush() {
      // One at a time (page load, `online` and the button can meet); reset after it ends, as
      // a flush with nothing to send finishes before it could be stored.
      if (!flushing) flushing = sendWaiting().finally(() => (flushing = null));
      return flushing;
    },
  };
  return queue;
}
