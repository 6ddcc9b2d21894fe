import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import BookmarksPanel, { ADD, EMPTY, OFFLINE, REMOVE } from "./BookmarksPanel.jsx";

const PAGE = { url: "/pe/year/3/unit/2/lesson/4", title: "Lesson 4", subtitle: "PE - Year 3 - Unit 2", product: "pe" };

// A small in-memory stand-in for /api/bookmarks (the browser tests use the real one).
function fakeServer(initial = [], perPage = 5) {
  const state = { items: [...initial], last: null, calls: [], nextId: 100, fail: false, offline: false };
  const reply = (status, body, headers = {}) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
  state.fetch = vi.fn(async (url, options = {}) => {
    const method = options.method ?? "GET";
    const { pathname, searchParams } = new URL(url, "http://localhost");
    state.calls.push(`${method} ${pathname}`);
    if (state.offline) throw new TypeError("Failed to fetch"); // no connection: nothing answers
    if (state.fail) return reply(500, { message: "There was a problem processing your request.", level: "error" });
    const body = options.body ? JSON.parse(options.body) : null;
    if (pathname === "/api/bookmarks/last") {
      if (method === "POST") state.last = body;
      return reply(200, state.last);
    }
    if (pathname === "/api/bookmarks" && method === "POST") {
      const item = { ...body, id: state.nextId++ };
      state.items.unshift(item);
      return reply(201, { ...item, match: true });
    }
    if (pathname === "/api/bookmarks") {
      // As the API: a page past the end is empty and says which page it is.
      const pages = Math.max(Math.ceil(state.items.length / perPage), 1);
      const page = Number(searchParams.get("page") || 1);
      const items = state.items
        .slice((page - 1) * perPage, page * perPage)
        .map((b) => ({ ...b, match: b.url === searchParams.get("url") }));
      return reply(200, items, { "X-Current-Page": String(page), "X-Page-Count": String(pages) });
    }
    const id = Number(pathname.split("/").pop());
    state.items = state.items.filter((b) => b.id !== id);
    return reply(204, null);
  });
  vi.stubGlobal("fetch", state.fetch);
  return state;
}

function bookmarks(n) {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, url: `/gym/year/1/unit/1/lesson/${i}`, title: `Gym ${i + 1}` }));
}

async function openPanel() {
  fireEvent.click(screen.getByRole("button", { name: "Bookmarks" }));
  return screen.findByRole("dialog", { name: "Bookmarks" });
}

describe("BookmarksPanel", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is closed at first and opens on the header button with the empty text", async () => {
    const server = fakeServer();
    render(<BookmarksPanel page={PAGE} />);
    const button = screen.getByRole("button", { name: "Bookmarks" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const panel = await openPanel();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await within(panel).findByText(EMPTY)).toBeInTheDocument();
    expect(within(panel).getByText("Last Visited")).toBeInTheDocument();
    // Not a programme page: no toggle, and nothing recorded as visited.
    expect(within(panel).queryByRole("button", { name: ADD })).not.toBeInTheDocument();
    expect(server.calls).not.toContain("POST /api/bookmarks/last");
  });

  it("records a programme page as last visited on mount", async () => {
    const server = fakeServer();
    render(<BookmarksPanel page={PAGE} bookmarkable recordVisit />);
    await waitFor(() => expect(server.calls).toContain("POST /api/bookmarks/last"));
    expect(server.last).toEqual(PAGE);
    const panel = await openPanel();
    expect(await within(panel).findByRole("link", { name: /Lesson 4/ })).toHaveAttribute("href", PAGE.url);
  });

  it("bookmarks and unbookmarks the page, changing the button at once", async () => {
    const server = fakeServer();
    render(<BookmarksPanel page={PAGE} bookmarkable />);
    const panel = await openPanel();
    await within(panel).findByText(EMPTY);
    fireEvent.click(within(panel).getByRole("button", { name: ADD }));
    // Before the server answers, the button already reads the other way.
    expect(within(panel).getByRole("button", { name: REMOVE })).toBeInTheDocument();
    const row = await within(panel).findByRole("link", { name: /Lesson 4/ });
    expect(row.closest("li")).toHaveClass("bookmarks__item--match");
    expect(server.items).toHaveLength(1);
    fireEvent.click(within(panel).getByRole("button", { name: REMOVE }));
    expect(within(panel).getByRole("button", { name: ADD })).toBeInTheDocument();
    expect(await within(panel).findByText(EMPTY)).toBeInTheDocument();
    expect(server.items).toHaveLength(0);
  });

  it("puts the toggle back when the server refuses", async () => {
    const server = fakeServer();
    render(<BookmarksPanel page={PAGE} bookmarkable />);
    const panel = await openPanel();
    await within(panel).findByText(EMPTY);
    server.fail = true;
    fireEvent.click(within(panel).getByRole("button", { name: ADD }));
    expect(await within(panel).findByRole("button", { name: ADD })).toBeInTheDocument();
  });

  it("starts as bookmarked when the page already is", async () => {
    fakeServer([{ ...PAGE, id: 7 }]);
    render(<BookmarksPanel page={PAGE} bookmarkable bookmarkId={7} />);
    const panel = await openPanel();
    expect(within(panel).getByRole("button", { name: REMOVE })).toBeInTheDocument();
  });

  it("pages Newer / Older through the list", async () => {
    fakeServer(bookmarks(7));
    render(<BookmarksPanel page={PAGE} />);
    const panel = await openPanel();
    await within(panel).findByText("Gym 1");
    const newer = within(panel).getByRole("button", { name: "Newer" });
    const older = within(panel).getByRole("button", { name: "Older" });
    expect(newer).toBeDisabled();
    fireEvent.click(older);
    expect(await within(panel).findByText("Gym 6")).toBeInTheDocument();
    expect(within(panel).queryByText("Gym 1")).not.toBeInTheDocument();
    expect(within(panel).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(older).toBeDisabled();
    fireEvent.click(newer);
    expect(await within(panel).findByText("Gym 1")).toBeInTheDocument();
  });

  it("deletes a bookmark and goes back a page when its page empties", async () => {
    const server = fakeServer(bookmarks(6));
    render(<BookmarksPanel page={PAGE} />);
    const panel = await openPanel();
    await within(panel).findByText("Gym 1");
    fireEvent.click(within(panel).getByRole("button", { name: "Older" }));
    await within(panel).findByText("Gym 6");
    fireEvent.click(within(panel).getByRole("button", { name: "Delete bookmark Gym 6" }));
    expect(await within(panel).findByText("Gym 1")).toBeInTheDocument();
    expect(server.calls).toContain("DELETE /api/bookmarks/6");
    expect(within(panel).queryByRole("button", { name: "Older" })).not.toBeInTheDocument();
  });

  it("shows the last page when unbookmarking empties the page shown", async () => {
    const server = fakeServer([...bookmarks(5), { ...PAGE, id: 7 }]);
    render(<BookmarksPanel page={PAGE} bookmarkable bookmarkId={7} />);
    const panel = await openPanel();
    await within(panel).findByText("Gym 1");
    fireEvent.click(within(panel).getByRole("button", { name: "Older" }));
    await within(panel).findByText("Page 2 of 2");
    fireEvent.click(within(panel).getByRole("button", { name: REMOVE }));
    expect(await within(panel).findByText("Gym 1")).toBeInTheDocument();
    expect(server.calls).toContain("DELETE /api/bookmarks/7");
    expect(within(panel).queryByText(EMPTY)).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Older" })).not.toBeInTheDocument();
  });

  it("closes with Escape, returning focus to the button, and on a click outside", async () => {
    fakeServer();
    render(
      <div>
        <p>Outside</p>
        <BookmarksPanel page={PAGE} />
      </div>,
    );
    await openPanel();
    act(() => {
      fireEvent.keyDown(document, { key: "Escape" });
    });
    const button = screen.getByRole("button", { name: "Bookmarks" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    await openPanel();
    fireEvent.mouseDown(screen.getByText("Outside"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes as soon as Tab takes focus out of it, either way (issue 21)", async () => {
    fakeServer(bookmarks(2));
    render(
      <div>
        <a href="/learning">Learning Hub</a>
        <BookmarksPanel page={PAGE} />
        <a href="/support">Support</a>
      </div>,
    );
    const button = screen.getByRole("button", { name: "Bookmarks" });
    const panel = await openPanel();
    const last = await within(panel).findByRole("button", { name: "Delete bookmark Gym 2" });
    // Tab within the panel keeps it open.
    act(() => within(panel).getByRole("link", { name: "Gym 1" }).focus());
    act(() => last.focus());
    expect(button).toHaveAttribute("aria-expanded", "true");
    // Tab past its last control, on into the page.
    act(() => screen.getByRole("link", { name: "Support" }).focus());
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Shift+Tab back from the header button.
    await openPanel();
    act(() => button.focus());
    act(() => screen.getByRole("link", { name: "Learning Hub" }).focus());
    expect(button).toHaveAttribute("aria-expanded", "false");
    // Focus leaving for a target only the panel hears about (focusin stopped on the way).
    await openPanel();
    const outside = screen.getByRole("link", { name: "Support" });
    outside.addEventListener("focusin", (event) => event.stopPropagation());
    act(() => button.focus());
    act(() => outside.focus());
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("BookmarksPanel openers elsewhere on the page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens from any element marked data-open-bookmarks", async () => {
    fakeServer();
    render(
      <div>
        <a href="#bookmarks" data-open-bookmarks>
          Open my bookmarks
        </a>
        <BookmarksPanel page={PAGE} />
      </div>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Open my bookmarks" }));
    expect(await screen.findByRole("dialog", { name: "Bookmarks" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bookmarks" })).toHaveFocus();
  });

  it("opens once it has loaded when the opener was clicked before", async () => {
    fakeServer();
    const { rerender } = render(
      <a href="#bookmarks" data-open-bookmarks>
        Open my bookmarks
      </a>,
    );
    // The panel's chunk is still loading: nothing on the page listens in the component yet.
    fireEvent.click(screen.getByRole("link", { name: "Open my bookmarks" }));
    rerender(
      <div>
        <a href="#bookmarks" data-open-bookmarks>
          Open my bookmarks
        </a>
        <BookmarksPanel page={PAGE} />
      </div>,
    );
    expect(await screen.findByRole("dialog", { name: "Bookmarks" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bookmarks" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("BookmarksPanel call order", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads Last Visited only after this page's visit is recorded, and lists after a toggle", async () => {
    const server = fakeServer();
    render(<BookmarksPanel page={PAGE} bookmarkable recordVisit />);
    const panel = await openPanel();
    await within(panel).findByText(EMPTY);
    fireEvent.click(within(panel).getByRole("button", { name: ADD }));
    await within(panel).findByRole("button", { name: "Delete bookmark Lesson 4" });
    expect(server.calls).toEqual([
      "POST /api/bookmarks/last",
      "GET /api/bookmarks",
      "GET /api/bookmarks/last",
      "POST /api/bookmarks",
      "GET /api/bookmarks",
      "GET /api/bookmarks/last",
    ]);
  });

  it("offline, says bookmarks need a connection instead of showing an empty list, and undoes a toggle", async () => {
    const server = fakeServer(bookmarks(2));
    server.offline = true;
    render(<BookmarksPanel page={PAGE} bookmarkable lastVisited={{ url: "/pe", title: "PE" }} />);
    const panel = await openPanel();
    expect(await within(panel).findByRole("alert")).toHaveTextContent(OFFLINE);
    expect(within(panel).queryByText(EMPTY)).toBeNull();
    expect(within(panel).getByRole("link", { name: "PE" })).toBeInTheDocument(); // last visited, from the page

    fireEvent.click(within(panel).getByRole("button", { name: ADD }));
    await waitFor(() => expect(within(panel).getByRole("button", { name: ADD })).toHaveAttribute("aria-busy", "false"));
    expect(within(panel).getByRole("alert")).toHaveTextContent(OFFLINE);

    server.offline = false; // back online: the list opens again
    fireEvent.click(screen.getByRole("button", { name: "Bookmarks" }));
    await openPanel();
    expect(await within(panel).findByRole("link", { name: "Gym 1" })).toBeInTheDocument();
    expect(within(panel).queryByRole("alert")).toBeNull();
  });
});
