// Projector clickers (issue 21): a presenter remote sends PageDown / PageUp (or the arrow keys
// Right / Left) to whatever has focus, usually the page itself. On a pupil view they move
// through the part's steps (the warm-up's or the slider's Next / Previous, the dance view's
// pages) and, past the last or first step, on to the lesson's next or previous part
// (data-next-part / data-prev-part on the view). Keys that something else uses keep their
// meaning: a field, a video or a slider under focus, an open dialog or menu, a key
// with a modifier (Alt+Left is the browser's Back), or a key an island has already handled.

export const NEXT_KEYS = ["PageDown", "ArrowRight"];
export const PREV_KEYS = ["PageUp", "ArrowLeft"];
const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], video, audio, [role="slider"], [role="listbox"], [role="menu"]';

function directionOf(event) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  if (NEXT_KEYS.includes(event.key)) return 1;
  if (PREV_KEYS.includes(event.key)) return -1;
  return 0;
}

// The step controls of the view: the first warm-up or slider shown, else the dance view's tabs.
function stepControl(view, direction) {
  const stepper = [...view.querySelectorAll(".warmup, .part-slider")].find(
    (el) => !el.closest("[hidden], [inert], dialog:not([open]), [aria-hidden='true']"),
  );
  if (stepper) {
    const button = stepper.querySelector(`[data-step-nav="${direction > 0 ? "next" : "prev"}"]`);
    return button && !button.disabled ? button : null;
  }
  const tabs = [...view.querySelectorAll('[role="tablist"] [role="tab"]')];
  const at = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
  return at < 0 ? null : (tabs[at + direction] ?? null);
}

/** Handles one keydown; true when it moved a step or went to another part. */
export function onClickerKey(event, { doc = document, navigate = (url) => window.location.assign(url) } = {}) {
  const direction = directionOf(event);
  if (!direction) return false;
  const view = doc.querySelector(".pupil-view[data-part-view]");
  if (!view) return false;
  if (event.target?.closest?.(OWN_KEYS)) return false;
  if (doc.querySelector("dialog[open], [aria-modal='true'], details[data-menu][open]")) return false;
  const control = stepControl(view, direction);
  if (control) {
    event.preventDefault();
    control.click();
    return true;
  }
  const url = direction > 0 ? view.dataset.nextPart : view.dataset.prevPart;
  if (!url) return false;
  event.preventDefault();
  navigate(url);
  return true;
}

export function installClicker(doc = document, options = {}) {
  const listener = (event) => onClickerKey(event, { doc, ...options });
  doc.addEventListener("keydown", listener);
  return () => doc.removeEventListener("keydown", listener);
}
