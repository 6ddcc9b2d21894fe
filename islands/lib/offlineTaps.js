// The page side of the offline assessment queue (issue 33; the queue is offlineQueue.js):
// on every signed-in page, sends what waits (now, on `online`, each minute while anything
// waits), shows "N taps waiting to send" with a Send now button, warns before signing out
// with taps unsent, and offers window.peOfflineQueue {count, flush, clear, saves, submit}
// to the recording island and to the sign-out clearing of the offline caches.
import "./offlineTaps.css";
import { toast } from "../toast.js";
import { createQueue, QUEUE_EVENT, tapsOf, tapsText } from "./offlineQueue.js";

const RETRY_MS = 60 * 1000;

export function signedInUser(doc = document) {
  return doc.querySelector('meta[name="pe-user"]')?.content || "";
}

function announce(change) {
  if (change.expired) {
    toast(`${change.expired} saved assessment${change.expired === 1 ? " was" : "s were"} more than 7 days old and not sent.`, "error");
  }
  const sentTaps = (change.sent ?? []).reduce((n, s) => n + tapsOf(s.save), 0);
  if (sentTaps) toast(`Sent: ${tapsText(sentTaps)} saved while offline.`, "success");
  for (const { save, message } of change.rejected ?? []) {
    toast(`A save of ${tapsText(tapsOf(save))} could not be recorded: ${message}`, "error");
  }
}

function banner(doc) {
  let el = doc.querySelector("[data-offline-waiting]");
  if (el) return el;
  el = doc.createElement("div");
  el.className = "offline-waiting no-print";
  el.dataset.offlineWaiting = "";
  el.hidden = true;
  el.innerHTML =
    '<p role="status" aria-live="polite"></p><button type="button" class="button button--secondary" data-offline-send>Send now</button>';
  (doc.getElementById("main") ?? doc.body).prepend(el);
  return el;
}

export function installOfflineTaps(doc = document, win = window) {
  const user = signedInUser(doc);
  if (!user) return null;
  let timer = null;
  const queue = createQueue({
    user,
    onChange: (change) => {
      announce(change);
      win.dispatchEvent(new CustomEvent(QUEUE_EVENT, { detail: change }));
      show();
    },
  });

  function show() {
    const n = queue.count();
    const el = n || doc.querySelector("[data-offline-waiting]") ? banner(doc) : null;
    if (el) {
      el.hidden = !n;
      el.querySelector("p").textContent = n
        ? `${tapsText(n)} waiting to send. They are kept on this device and sent when the connection is back.`
        : "";
    }
    if (n && !timer) timer = win.setInterval(() => queue.flush(), RETRY_MS);
    if (!n && timer) {
      win.clearInterval(timer);
      timer = null;
    }
  }

  win.peOfflineQueue = {
    count: async () => queue.count(),
    saves: async () => queue.saves(),
    flush: () => queue.flush(),
    clear: async () => queue.clear(),
    submit: (save) => queue.submit(save),
    find: (groupId, lessonId) => queue.find(groupId, lessonId),
  };
  win.addEventListener("online", () => queue.flush());
  doc.addEventListener("click", (event) => {
    if (event.target.closest?.("[data-offline-send]")) queue.flush();
  });
  // Signing out with taps unsent: try to send them; if some still cannot go, ask, and only
  // a teacher who chooses to sign out anyway loses them (never the next user's to send).
  doc.addEventListener(
    "submit",
    async (event) => {
      const form = event.target;
      if (!form.matches?.('form[action$="/logout"]') || form.dataset.offlineChecked || !queue.count()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      await queue.flush();
      const n = queue.count();
      const go =
        !n ||
        win.confirm(
          `${tapsText(n)} not sent yet: they are sent when this device is back online. If you sign out now they are lost. Sign out anyway?`,
        );
      if (!go) return;
      if (n) queue.clear();
      form.dataset.offlineChecked = "1";
      form.requestSubmit ? form.requestSubmit(event.submitter ?? undefined) : form.submit();
    },
    true,
  );
  show();
  queue.flush();
  return queue;
}
