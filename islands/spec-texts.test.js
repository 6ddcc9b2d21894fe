// The islands' spec texts, pinned to the spec's own wording (spec 1 "Bookmarks menu",
// spec 2 §3.12 dice prompts, §4 tricky levels). The island tests compare the page against
// these same constants, so a constant that drifted from the spec would pass them; this
// test holds the constants themselves to the spec's exact text.
import { describe, expect, it } from "vitest";
import { ADD, EMPTY, REMOVE } from "./BookmarksPanel/BookmarksPanel.jsx";
import { PROMPT_ROLL, PROMPT_SPIN } from "./Dice/dice.js";
import { INTRO_TEXT, INTRO_TITLE, LEVELS } from "./AdaptiveLevels/levels.js";

describe("spec texts", () => {
  it("bookmarks panel", () => {
    expect(EMPTY).toBe("You don't currently have any bookmarks.");
    expect(ADD).toBe("Bookmark this page");
    expect(REMOVE).toBe("Unbookmark this page");
  });

  it("dice prompts", () => {
    expect(PROMPT_ROLL).toBe("Click a die to roll");
    expect(PROMPT_SPIN).toBe("Click a roulette to spin");
  });

  it("adaptive teaching levels and intro", () => {
    expect(LEVELS).toEqual(["Tricky", "Trickier", "Trickiest"]);
    expect(INTRO_TITLE).toBe("Adaptive Teaching");
    expect(INTRO_TEXT).toBe("Explore the buttons below to change the activity and make it easier or harder.");
  });
});
