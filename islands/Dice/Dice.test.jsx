import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Dice from "./Dice.jsx";
import { columnsFor, PROMPT_ROLL, PROMPT_SPIN, promptFor, ROLL_MS, SPIN_MS } from "./dice.js";

const side = (title) => ({ sideTitle: title, images: [{ id: 1, url: `/media/${title}.png` }] });
const die = (slug, titles, extra = {}) => ({ slug, title: slug, colour: "#123", sides: titles.map(side), ...extra });
const ACTIONS = die("actions", ["Jump", "Hop", "Skip", "Run", "Crawl", "Roll"]);
const NUMBERS = die("numbers", ["One", "Two", "Three"]);
const COLOURS = die("colours", ["Red", "Blue"], { roulette: true });
const SHAPES = die("shapes", ["Star", "Tuck"], { roulette: true });

function openModal(name = "Dice") {
  fireEvent.click(screen.getByRole("button", { name }));
  return screen.getByRole("dialog");
}

describe("Dice", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens a modal with the roll prompt, focus on the first die, 3 per row for fewer than 4", () => {
    render(<Dice dice={[ACTIONS, NUMBERS]} />);
    const dialog = openModal();
    expect(within(dialog).getByRole("heading")).toHaveTextContent(PROMPT_ROLL);
    expect(within(dialog).getByRole("button", { name: "Roll actions" })).toHaveFocus();
    expect(within(dialog).getByRole("list").style.getPropertyValue("--dice-columns")).toBe("3");
    expect([columnsFor(3), columnsFor(4), columnsFor(7)]).toEqual([3, 4, 4]);
  });

  it("rolls idle → rolling → rolled in 0.75 s, showing and emitting the random side", () => {
    const onRoll = vi.fn();
    const heard = vi.fn();
    document.addEventListener("dice:roll", heard);
    // random 0.5 of 6 sides → index 3, "Run"
    render(<Dice dice={[ACTIONS]} random={() => 0.5} onRoll={onRoll} />);
    const dialog = openModal();
    const button = within(dialog).getByRole("button", { name: "Roll actions" });
    expect(button).toHaveAttribute("data-state", "idle");
    fireEvent.click(button);
    expect(button).toHaveAttribute("data-state", "rolling");
    act(() => vi.advanceTimersByTime(ROLL_MS - 1));
    expect(button).toHaveAttribute("data-state", "rolling");
    expect(onRoll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("data-state", "rolled");
    expect(button).toHaveAccessibleName("actions: Run. Roll again");
    expect(within(dialog).getByText("actions: Run")).toBeInTheDocument();
    expect(onRoll).toHaveBeenCalledWith(ACTIONS.sides[3], expect.objectContaining({ slug: "actions" }));
    expect(heard.mock.calls[0][0].detail).toEqual({ slug: "actions", side: ACTIONS.sides[3] });
    document.removeEventListener("dice:roll", heard);
  });

  it("ignores clicks while rolling", () => {
    const onRoll = vi.fn();
    const random = vi.fn(() => 0);
    render(<Dice dice={[ACTIONS]} random={random} onRoll={onRoll} />);
    const button = within(openModal()).getByRole("button", { name: "Roll actions" });
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(ROLL_MS / 2));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(ROLL_MS));
    expect(random).toHaveBeenCalledTimes(1);
    expect(onRoll).toHaveBeenCalledTimes(1);
    fireEvent.click(button); // rolled: may roll again
    expect(button).toHaveAttribute("data-state", "rolling");
  });

  it("gives each side an equal chance", () => {
    const counts = {};
    const onRoll = (s) => {
      counts[s.sideTitle] = (counts[s.sideTitle] ?? 0) + 1;
    };
    let n = 0;
    // Evenly spread random numbers: each of the 3 sides must come up the same number of times.
    render(<Dice dice={[NUMBERS]} random={() => ((n++ % 300) + 0.5) / 300} onRoll={onRoll} />);
    const button = within(openModal()).getByRole("button", { name: "Roll numbers" });
    for (let i = 0; i < 300; i++) {
      fireEvent.click(button);
      act(() => vi.advanceTimersByTime(ROLL_MS));
    }
    expect(counts).toEqual({ One: 100, Two: 100, Three: 100 });
  });

  it("spins a roulette for 3.5 s with the sound at half volume", () => {
    const audio = { volume: 1, play: vi.fn(() => Promise.resolve()) };
    const createAudio = vi.fn(() => audio);
    const onRoll = vi.fn();
    render(
      <Dice dice={[COLOURS, SHAPES]} mode="roulette" soundUrl="/spin.mp3" createAudio={createAudio} onRoll={onRoll} />,
    );
    const dialog = openModal("Roulette");
    expect(within(dialog).getByRole("heading")).toHaveTextContent(PROMPT_SPIN);
    const wheel = within(dialog).getByRole("button", { name: "Spin colours" });
    fireEvent.click(wheel);
    expect(createAudio).toHaveBeenCalledWith("/spin.mp3");
    expect(audio.volume).toBe(0.5);
    expect(audio.play).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SPIN_MS - 1));
    expect(onRoll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRoll).toHaveBeenCalledTimes(1);
    expect(wheel).toHaveAttribute("data-state", "rolled");
  });

  it("shortens the animation under reduced motion but rolls the same side", () => {
    vi.stubGlobal("matchMedia", (q) => ({ matches: q.includes("reduce"), addEventListener() {}, removeEventListener() {} }));
    const onRoll = vi.fn();
    render(<Dice dice={[COLOURS]} mode="roulette" random={() => 0.99} onRoll={onRoll} />);
    fireEvent.click(within(openModal("Roulette")).getByRole("button", { name: "Spin colours" }));
    act(() => vi.advanceTimersByTime(SPIN_MS / 4));
    expect(onRoll).toHaveBeenCalledWith(COLOURS.sides[1], expect.anything());
  });

  it("draws the dice as the server sent them and lays 4 or more out 4 per row", () => {
    // The server pooled the roulettes' sides into the lucky dip (apps/content/props.dice_props).
    const lucky = { slug: "lucky-dip", title: "Lucky dip", roulette: true, sides: [...COLOURS.sides, ...SHAPES.sides] };
    const onRoll = vi.fn();
    render(<Dice dice={[ACTIONS, COLOURS, SHAPES, lucky]} random={() => 0.75} onRoll={onRoll} />);
    const dialog = openModal();
    expect(within(dialog).getByRole("list").style.getPropertyValue("--dice-columns")).toBe("4");
    fireEvent.click(within(dialog).getByRole("button", { name: "Spin Lucky dip" }));
    act(() => vi.advanceTimersByTime(SPIN_MS));
    expect(within(dialog).getByText("Lucky dip: Tuck")).toBeInTheDocument();
    expect(onRoll).toHaveBeenCalledWith(SHAPES.sides[1], expect.objectContaining({ slug: "lucky-dip" }));
  });

  it("spins a lucky dip given alone", () => {
    const lucky = { slug: "lucky-dip", title: "Lucky dip", roulette: true, sides: [...COLOURS.sides, ...SHAPES.sides] };
    const onRoll = vi.fn();
    render(<Dice dice={[lucky]} random={() => 0.5} onRoll={onRoll} />);
    const dialog = openModal("Roulette");
    expect(within(dialog).getByRole("heading")).toHaveTextContent(PROMPT_SPIN);
    fireEvent.click(within(dialog).getByRole("button", { name: "Spin Lucky dip" }));
    act(() => vi.advanceTimersByTime(SPIN_MS));
    expect(onRoll).toHaveBeenCalledWith(SHAPES.sides[0], expect.objectContaining({ slug: "lucky-dip" }));
  });

  it("closes with Escape and returns focus to the Dice button", () => {
    render(<Dice dice={[ACTIONS]} />);
    openModal();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dice" })).toHaveFocus();
  });

  it("theme mode picks a random item and navigates after 1 second", () => {
    const navigate = vi.fn();
    const items = [
      { title: "Pirate", url: "/home/themes/pirate" },
      { title: "Jungle", url: "/home/themes/jungle" },
    ];
    render(<Dice mode="theme" items={items} random={() => 0.6} navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "Pick a random theme" }));
    expect(screen.getByRole("button", { name: "Going to Jungle" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Going to Jungle" })); // ignored: already going
    act(() => vi.advanceTimersByTime(999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/home/themes/jungle");
  });
  it("theme mode shows the picked theme's picture and word", () => {
    const items = [{ title: "Pirate", url: "/home/themes/pirate", image: "/static/pirate.svg" }];
    const { container } = render(<Dice mode="theme" items={items} random={() => 0} navigate={vi.fn()} />);
    expect(container.querySelector("img")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pick a random theme" }));
    const face = screen.getByRole("button", { name: "Going to Pirate" });
    expect(face.querySelector("img.die__image").getAttribute("src")).toBe("/static/pirate.svg");
    expect(face).toHaveTextContent("Pirate");
  });

  it("shows each rolled side's picture with its word", () => {
    const die = {
      slug: "movement",
      title: "Movement",
      colour: "blue",
      previewImage: "/static/side-hop.svg",
      sides: [{ sideTitle: "Hop", images: [{ id: 1, url: "/static/side-hop.svg" }] }],
    };
    render(<Dice dice={[die]} inline random={() => 0} />);
    const button = screen.getByRole("button", { name: "Roll Movement" });
    expect(button.querySelector("img").getAttribute("src")).toBe("/static/side-hop.svg");
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(5000));
    const rolled = screen.getByRole("button", { name: "Movement: Hop. Roll again" });
    expect(rolled.querySelector("img").getAttribute("src")).toBe("/static/side-hop.svg");
    expect(rolled).toHaveTextContent("Hop");
  });
});

describe("Dice with the curriculum pages' props", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders in place, without its own modal, inside a page's dialog", () => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    document.body.append(dialog);
    render(<Dice dice={[ACTIONS]} roulette={false} mode="lesson" />, { container: dialog });
    expect(screen.queryByRole("button", { name: "Dice" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("heading")).toHaveTextContent(PROMPT_ROLL);
    expect(within(dialog).getByRole("button", { name: "Roll actions" })).toBeInTheDocument();
    dialog.remove();
  });

  it("prompts for what the set holds: dice, roulettes, or both (issue 21)", () => {
    expect(promptFor([ACTIONS, NUMBERS])).toBe(PROMPT_ROLL);
    expect(promptFor([COLOURS, SHAPES])).toBe(PROMPT_SPIN);
    expect(promptFor([ACTIONS, COLOURS])).toBe("Click the die to roll or the roulette to spin");
    expect(promptFor([ACTIONS, NUMBERS, COLOURS])).toBe("Click a die to roll or the roulette to spin");
    expect(promptFor([ACTIONS, COLOURS, SHAPES])).toBe("Click the die to roll or a roulette to spin");
    expect(promptFor([ACTIONS, NUMBERS, COLOURS, SHAPES])).toBe("Click a die to roll or a roulette to spin");
    // The server marks a set with any roulette `roulette: true` (as a part's dice_props does):
    // the modal still says what is there, and the opener of a mixed set says Dice.
    render(<Dice dice={[ACTIONS, NUMBERS, COLOURS]} roulette />);
    const dialog = openModal("Dice");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Click a die to roll or the roulette to spin");
    expect(within(dialog).getByRole("heading")).not.toHaveTextContent(PROMPT_SPIN);
    // The lucky dip is a roulette: with dice beside it, the prompt names both.
    const lucky = { slug: "lucky-dip", title: "Lucky dip", roulette: true, sides: [...COLOURS.sides] };
    expect(promptFor([ACTIONS, lucky])).toBe("Click the die to roll or the roulette to spin");
  });

  it("keeps the spec's prompts for a set of one kind, whatever the flags say", () => {
    const { unmount } = render(<Dice dice={[COLOURS, SHAPES]} roulette />);
    expect(within(openModal("Roulette")).getByRole("heading")).toHaveTextContent(PROMPT_SPIN);
    unmount();
    render(<Dice dice={[ACTIONS]} mode="roulette" />);
    expect(within(openModal("Dice")).getByRole("heading")).toHaveTextContent(PROMPT_ROLL);
  });

  it("reads `roulette: true` as the spin prompt and `image` lists as images", () => {
    const wheel = { slug: "w", title: "Wheel", roulette: true, sides: [{ sideTitle: "Red", image: [{ id: 1, url: "/r.png" }] }] };
    render(<Dice dice={[wheel]} roulette inline />);
    expect(screen.getByRole("heading")).toHaveTextContent(PROMPT_SPIN);
    fireEvent.click(screen.getByRole("button", { name: "Spin Wheel" }));
    act(() => vi.advanceTimersByTime(SPIN_MS));
    expect(document.querySelector(".die__image")).toHaveAttribute("src", "/r.png");
  });

  it("reads mode navigate with url sides as the theme die", () => {
    const navigate = vi.fn();
    const themes = { slug: "themes", title: "Pick a theme", sides: [{ sideTitle: "Space", url: "/home/themes/space" }] };
    render(<Dice dice={[themes]} mode="navigate" navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "Pick a random theme" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(navigate).toHaveBeenCalledWith("/home/themes/space");
  });
});

describe("Dice sound without a file", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("synthesises the roulette's ticks at half volume", () => {
    const gains = [];
    const node = () => ({ connect: (next) => next ?? node() });
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createGain() {
        const g = { ...node(), gain: { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
        gains.push(g);
        return g;
      }
      createOscillator() {
        return { ...node(), frequency: {}, start() {}, stop() {} };
      }
      close() {}
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    render(<Dice dice={[COLOURS]} mode="roulette" />);
    fireEvent.click(within(openModal("Roulette")).getByRole("button", { name: "Spin colours" }));
    expect(gains[0].gain.value).toBe(0.5);
    expect(gains.length).toBeGreaterThan(10);
  });
});
