// Spec 2 §9 music player constants and the remembered position (spec 2 §7 storage keys).
export const STORAGE_KEY = "musicPlayerPosition";
export const DEFAULT_POSITION = { x: 32, y: 140 };
export const MIN_LEFT = 10;
export const MIN_TOP = 130;
export const MARGIN = 10; // right and bottom
export const ROW_HEIGHT = 52;
export const COLLAPSED_HEIGHT = 56;
export const WIDTH = 320;
export const KEY_STEP = 10;
export const KEY_STEP_BIG = 50;

export function playerHeight(trackCount, expanded) {
  return COLLAPSED_HEIGHT + (expanded ? trackCount * ROW_HEIGHT : 0);
}

/** At least 10 px from the left and 130 px from the top, 10 px margin right and bottom. */
export function clamp({ x, y }, { width, height, viewWidth, viewHeight }) {
  const maxX = Math.max(MIN_LEFT, viewWidth - width - MARGIN);
  const maxY = Math.max(MIN_TOP, viewHeight - height - MARGIN);
  return {
    x: Math.round(Math.min(Math.max(x, MIN_LEFT), maxX)),
    y: Math.round(Math.min(Math.max(y, MIN_TOP), maxY)),
  };
}

export function loadPosition(storage = window.localStorage) {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
    if (saved && Number.isFinite(saved.x) && Number.isFinite(saved.y)) return { x: saved.x, y: saved.y };
  } catch {
    /* unreadable: fall back to the default */
  }
  return { ...DEFAULT_POSITION };
}

/** The saved position, or null when the player has never been moved (or was docked again). */
export function loadSavedPosition(storage = window.localStorage) {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
    if (saved && Number.isFinite(saved.x) && Number.isFinite(saved.y)) return { x: saved.x, y: saved.y };
  } catch {
    /* unreadable: docked */
  }
  return null;
}

export function forgetPosition(storage = window.localStorage) {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    /* blocked storage: nothing was remembered */
  }
}

export function savePosition(position, storage = window.localStorage) {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ x: position.x, y: position.y }));
  } catch {
    /* storage full or blocked: the player still works, it just won't remember */
  }
}
