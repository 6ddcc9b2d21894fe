// Spec 2 §4 Tricky levels, Gym skill, Dance skill. Which levels a year sees and where a page
// opens are the server's rule (apps/content/selectors.py), handed over as data.
export const LEVELS = ["Tricky", "Trickier", "Trickiest"];
export const INTRO_TITLE = "Adaptive Teaching";
export const INTRO_TEXT = "Explore the buttons below to change the activity and make it easier or harder.";
