// Pure rules of the dice modal (spec 2 §3 Die, §4 Dice, §9), kept apart from the view.

export const ROLL_MS = 750; // the small dice button
export const SPIN_MS = 3500; // the large roulette spinner
export const SPIN_VOLUME = 0.5;
export const NAVIGATE_MS = 1000; // theme dice: navigate 1 s after the pick

export const PROMPT_ROLL = "Click a die to roll";
export const PROMPT_SPIN = "Click a roulette to spin";

/** The prompt for what the set holds (issue 21): the spec's two prompts for a set of dice only
 * or of roulettes only (spec 2 screen 12); a set that mixes them names both, "the" for the
 * only one of its kind ("Click a die to roll or the roulette to spin"). `dice` as shown,
 * as the server sent them (the lucky dip counts as a roulette). */
export function promptFor(dice = []) {
  const spins = dice.filter((d) => d.roulette).length;
  const rolls = dice.length - spins;
  if (spins === 0) return PROMPT_ROLL;
  if (rolls === 0) return PROMPT_SPIN;
  const one = (count) => (count === 1 ? "the" : "a");
  return `Click ${one(rolls)} die to roll or ${one(spins)} roulette to spin`;
}

/** 4 or more items go 4 per row, otherwise 3. */
export function columnsFor(count) {
  return count >= 4 ? 4 : 3;
}

export function durationFor(die) {
  return die.roulette ? SPIN_MS : ROLL_MS;
}
