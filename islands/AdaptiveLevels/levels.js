// Spec 2 §4 Tricky levels, Gym skill, Dance skill; §9 tricky level by year.
export const LEVELS = ["Tricky", "Trickier", "Trickiest"];
export const INTRO_TITLE = "Adaptive Teaching";
export const INTRO_TEXT = "Explore the buttons below to change the activity and make it easier or harder.";

/** Years 0-2 → the first level, 3-4 → the second, 5-6 → the third. */
export function levelForYear(year) {
  const y = Number(year);
  if (!Number.isFinite(y) || y <= 2) return 0;
  return y <= 4 ? 1 : 2;
}

/** Years below 3 see only the first two levels. */
export function levelCountForYear(year) {
  return Number(year) < 3 ? 2 : 3;
}
