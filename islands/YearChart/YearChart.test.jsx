import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import YearChart, { niceMax } from "./YearChart.jsx";

const months = ["Aug", "Sept", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"];
const series = [
  { label: "Total active", values: [3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  { label: "Total minutes", values: [30, 52, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  { label: "Level 2", values: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], group: "level" },
  { label: "Jungle Trek level 1", values: [4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], group: "activity" },
];

describe("YearChart", () => {
  it("draws the first two series and switches others on from the keyboard", async () => {
    const { container } = render(<YearChart months={months} series={series} />);
    expect(container.querySelectorAll("[data-series]")).toHaveLength(2);
    const level = screen.getByRole("button", { name: "Level 2" });
    expect(level).toHaveAttribute("aria-pressed", "false");
    level.focus();
    await userEvent.keyboard("{Enter}");
    expect(level).toHaveAttribute("aria-pressed", "true");
    expect(container.querySelector('[data-series="Level 2"]')).not.toBeNull();
    expect(screen.getByText("Level 2, Aug: 1")).toBeInTheDocument();
  });

  it("folds the many activity series away until asked", async () => {
    render(<YearChart months={months} series={series} />);
    await userEvent.click(screen.getByText("Activities (1)"));
    await userEvent.click(screen.getByRole("button", { name: "Jungle Trek level 1" }));
    expect(screen.getByText("Jungle Trek level 1, Aug: 4")).toBeInTheDocument();
  });

  it("draws no points for the months the year has not reached", () => {
    const { container } = render(<YearChart months={months} series={series} upTo={4} />);
    const active = container.querySelector('[data-series="Total active"]');
    expect(active.querySelectorAll("circle")).toHaveLength(4);
    expect(active.querySelector("polyline").getAttribute("points").split(" ")).toHaveLength(4);
    expect(screen.getByText("Total active, Nov: 0")).toBeInTheDocument();
    expect(screen.queryByText("Total active, Dec: 0")).toBeNull();
  });

  it("rounds the scale up to a readable top", () => {
    expect(niceMax(52)).toBe(100);
    expect(niceMax(0)).toBe(1);
    expect(niceMax(180)).toBe(200);
  });

  it("says so when there is nothing to draw", () => {
    render(<YearChart months={months} series={[]} />);
    expect(screen.getByText("No activity recorded yet this year.")).toBeInTheDocument();
  });
});
