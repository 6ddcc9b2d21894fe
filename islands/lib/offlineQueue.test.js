import { describe, expect, it } from "vitest";
import { createQueue, MAX_AGE_DAYS, sendSave, tapsOf } from "./offlineQueue.js";

function memory() {
  const data = new Map();
  return {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
    data,
  };
}

const save = (n, extra = {}) => ({ groupId: 7, lessonId: 3, marks: [[n, 11, "towards"]], absent: [], ...extra });

function setup({ results = [], user = "5", storage = memory(), now = () => 1_000_000 } = {}) {
  const sent = [];
  const changes = [];
  const send = async (s) => {
    sent.push(s.key);
    return results.length ? results.shift() : { ok: true, answer: {} };
  };
  const queue = createQueue({ user, storage, send, now, onChange: (c) => changes.push(c) });
  return { queue, sent, changes, storage };
}

describe("offline queue", () => {
  it("keeps a save that cannot be sent, and counts its taps", async () => {
    const { queue } = setup({ results: [{ retry: true }] });
    const result = await queue.submit(save(1, { marks: [[1, 11, "towards"], [2, 11, "greater"]], absent: [4] }));
    expect(result.queued).toBe(true);
    expect(queue.count()).toBe(3);
    expect(queue.saves()[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(tapsOf({ marks: [], absent: [] })).toBe(1); // everyone on track still waits as one
  });

  it("sends in order, stopping at the first that must wait, with the same key each time", async () => {
    const { queue, sent } = setup({ results: [{ retry: true }] });
    await queue.submit(save(1));
    queue.add({ ...save(2), key: "k2" });
    queue.add({ ...save(3), key: "k3" });
    const first = queue.saves()[0].key;
    sent.length = 0;
    const { sent: done, waiting } = await queue.flush();
    expect(sent).toEqual([first, "k2", "k3"]);
    expect(done.map((d) => d.save.key)).toEqual([first, "k2", "k3"]);
    expect(waiting).toBe(0);
    expect(queue.saves()).toEqual([]);
  });

  it("stops at a save that must wait and keeps it and those after it", async () => {
    const { queue, sent } = setup({ results: [{ ok: true }, { retry: true }] });
    queue.add({ ...save(1), key: "a" });
    queue.add({ ...save(2), key: "b" });
    queue.add({ ...save(3), key: "c" });
    await queue.flush();
    expect(sent).toEqual(["a", "b"]);
    expect(queue.saves().map((s) => s.key)).toEqual(["b", "c"]);
  });

  it("a new save waits behind older ones so the class's saves arrive in order", async () => {
    const { queue, sent } = setup({ results: [{ retry: true }, { retry: true }] });
    queue.add({ ...save(1), key: "old" });
    const result = await queue.submit({ ...save(2), key: "new" });
    expect(sent).toEqual(["old"]);
    expect(result.queued).toBe(true);
    expect(queue.saves().map((s) => s.key)).toEqual(["old", "new"]);
  });

  it("drops a save the server refused for good, and says so", async () => {
    const { queue, changes } = setup({ results: [{ rejected: true, message: "Every child must be in the class." }] });
    queue.add({ ...save(1), key: "a" });
    await queue.flush();
    expect(queue.count()).toBe(0);
    expect(changes.at(-1).rejected[0].message).toBe("Every child must be in the class.");
  });

  it("keeps each user's saves apart on a shared device", async () => {
    const storage = memory();
    const teacher = setup({ user: "5", storage, results: [{ retry: true }] });
    await teacher.queue.submit(save(1));
    const other = setup({ user: "9", storage });
    expect(other.queue.count()).toBe(0);
    await other.queue.flush();
    expect(other.sent).toEqual([]);
    expect(teacher.queue.count()).toBe(1);
    teacher.queue.clear();
    expect([...storage.data.keys()]).toEqual([]);
  });

  it("drops saves older than seven days, and tells", () => {
    let time = 0;
    const { queue, changes } = setup({ now: () => time });
    queue.add({ ...save(1), key: "a" });
    time = MAX_AGE_DAYS * 24 * 3600 * 1000 - 1;
    expect(queue.count()).toBe(1);
    time += 2;
    expect(queue.count()).toBe(0);
    expect(changes.some((c) => c.expired === 1)).toBe(true);
  });

  it("a flush with nothing to send does not stop the next one", async () => {
    const { queue, sent } = setup();
    await queue.flush();
    queue.add({ ...save(1), key: "a" });
    await queue.flush();
    expect(sent).toEqual(["a"]);
  });

  it("two flushes at once send each save once", async () => {
    const { queue, sent } = setup();
    queue.add({ ...save(1), key: "a" });
    await Promise.all([queue.flush(), queue.flush()]);
    expect(sent).toEqual(["a"]);
  });
});

describe("sending a save", () => {
  const reply = (status, body = {}) => async () => ({ ok: status < 300, status, json: async () => body });

  it("sends the key as Idempotency-Key and the taps as marks", async () => {
    let seen;
    const fetchImpl = async (url, init) => {
      seen = { url, init };
      return { ok: true, status: 201, json: async () => ({ observed: 1 }) };
    };
    const result = await sendSave({ ...save(1), key: "k", absent: [4] }, fetchImpl);
    expect(result).toEqual({ ok: true, answer: { observed: 1 } });
    expect(seen.url).toBe("/api/assessment/classes/7");
    expect(seen.init.headers["Idempotency-Key"]).toBe("k");
    expect(JSON.parse(seen.init.body)).toEqual({
      lessonId: 3,
      marks: [{ childId: 1, outcomeId: 11, level: "towards" }],
      absent: [4],
    });
  });

  it("waits on no network, 5xx, 401, 403 and 429; gives up on other refusals", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendSave(save(1), offline)).toEqual({ retry: true });
    for (const status of [500, 502, 503, 401, 403, 429]) {
      expect(await sendSave(save(1), reply(status))).toEqual({ retry: true });
    }
    const refused = await sendSave(save(1), reply(422, { message: "Validation failed", errors: { __all__: ["Not in the class."] } }));
    expect(refused).toEqual({ rejected: true, message: "Not in the class." });
    expect((await sendSave(save(1), reply(409, { message: "Key reused" }))).rejected).toBe(true);
  });
});
