/**
 * BookmarksPanel — the header's Bookmarks menu (spec 1 "Bookmarks menu", §3 Bookmark, §4, §7).
 *
 * Props (built in Python by apps/bookmarks/templatetags/bookmarks.py `bookmark_props`):
 *   page:         {url, title, subtitle, product}  the page being viewed
 *   bookmarkable: bool   a programme page with no slug: shows "Bookmark this page" / "Unbookmark this page"
 *   recordVisit:  bool   POST bookmarks/last with `page` on mount (every programme page)
 *   bookmarkId:   number|null  this page's bookmark, if any
 *   lastVisited:  {url, title, subtitle, product}|null
 *   perPage:      number  list page size (the API pages by the same number)
 *
 * The toggle changes at once (optimistically) and reverts if the call fails; the list and
 * last visited are refreshed afterwards. Bookmarks live on the server: with no connection
 * (a downloaded unit in the hall, issue 33) the panel says they need one (OFFLINE) rather
 * than showing an empty list, and a toggle or delete tried then is undone with that message. Emits "bookmark:change" {bookmarked, id} on the element.
 * Any other element with `data-open-bookmarks` on the page (e.g. the curriculum dashboard's
 * Bookmarks button) opens the panel too, even when clicked before this chunk has loaded
 * (lib/bookmarkOpeners.js, imported by main.js).
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { api } from "../api.js";
import { listenForBookmarkOpeners } from "../lib/bookmarkOpeners.js";
import { emit } from "../lib/emit.js";
import { useDismiss } from "../lib/useOutside.js";
import "../lib/island.css";
import "./BookmarksPanel.css";

export const EMPTY = "You don't currently have any bookmarks.";
export const ADD = "Bookmark this page";
export const REMOVE = "Unbookmark this page";
export const OFFLINE = "Bookmarks need a connection: they open here again when this device is back online.";

// api() throws an error with the HTTP status for an answer it refused (and has shown it);
// one without a status is the request that never reached the server.
const unreachable = (error) => error?.status === undefined;

function headerNumber(headers, name, fallback) {
  const value = Number.parseInt(headers?.get?.(name) ?? "", 10);
  return Number.isFinite(value) ? value : fallback;
}

export default function BookmarksPanel({
  page = { url: "/", title: "", subtitle: "", product: "" },
  bookmarkable = false,
  recordVisit = false,
  bookmarkId = null,
  lastVisited = null,
}) {
  const panelId = useId();
  const rootRef = useRef(null);
  const buttonRef = useRef(null);
  const [open, setOpen] = useState(false);
  const [bookmarked, setBookmarked] = useState(bookmarkId != null);
  const [currentId, setCurrentId] = useState(bookmarkId);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState(lastVisited);
  const [list, setList] = useState({ items: [], page: 1, pages: 1, loaded: false });
  const [offline, setOffline] = useState(false);

  // The panel's calls run one after another, in the order they were made: a list fetched
  // before a toggle can never land after it, and the page's last-visit write is in before
  // the panel reads Last Visited.
  const queue = useRef(Promise.resolve());
  const serial = useCallback((fn) => {
    const run = queue.current.then(fn, fn);
    queue.current = run.catch(() => {});
    return run;
  }, []);

  const load = useCallback(
    (pageNumber = 1) =>
      serial(async () => {
        try {
          const read = (n) => api(`bookmarks?${new URLSearchParams({ page: String(n), url: page.url })}`);
          // One after the other like every call of the panel (two tiny reads; the test server's
          // shared in-memory SQLite connection fails when two requests use it at once).
          let items = await read(pageNumber);
          const pages = headerNumber(items.headers, "X-Page-Count", 1);
          // A page past the end is empty (the list shrank since): show the last one instead.
          if (pageNumber > pages) items = await read(pages);
          const lastVisit = await api("bookmarks/last");
          setList({
            items: items.data ?? [],
            page: headerNumber(items.headers, "X-Current-Page", pageNumber),
            pages: headerNumber(items.headers, "X-Page-Count", 1),
            loaded: true,
          });
          setLast(lastVisit.data);
          setOffline(false);
        } catch (error) {
          setOffline(unreachable(error)); // otherwise api() has already shown the error toast
          setList((current) => ({ ...current, loaded: true }));
        }
      }),
    [page.url, serial],
  );

  useEffect(() => {
    if (recordVisit) serial(() => api("bookmarks/last", { method: "POST", body: page })).catch(() => {});
    // Only once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (open) load(1);
  }, [open, load]);

  useEffect(
    () =>
      listenForBookmarkOpeners(() => {
        setOpen(true);
        buttonRef.current?.focus();
      }),
    [],
  );

  const close = useCallback((returnFocus) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  const toggle = async () => {
    if (busy) return;
    const adding = !bookmarked;
    setBookmarked(adding); // visible at once; reverted below if the server refuses
    setBusy(true);
    try {
      if (adding) {
        const { data } = await serial(() => api("bookmarks", { method: "POST", body: page }));
        setCurrentId(data.id);
        emit(rootRef.current, "bookmark:change", { bookmarked: true, id: data.id });
      } else {
        if (currentId != null) await serial(() => api(`bookmarks/${currentId}`, { method: "DELETE" }));
        setCurrentId(null);
        emit(rootRef.current, "bookmark:change", { bookmarked: false, id: null });
      }
      if (open) await load(adding ? 1 : list.page);
    } catch (error) {
      setBookmarked(!adding);
      if (unreachable(error)) setOffline(true);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item) => {
    try {
      await serial(() => api(`bookmarks/${item.id}`, { method: "DELETE" }));
    } catch (error) {
      if (unreachable(error)) setOffline(true);
      return;
    }
    if (item.id === currentId || item.url === page.url) {
      setBookmarked(false);
      setCurrentId(null);
    }
    const stillThere = list.items.length > 1 || list.page === 1;
    await load(stillThere ? list.page : list.page - 1);
  };

  return (
    <div className="bookmarks" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="bookmarks__toggle isl-focus"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
            fill={bookmarked ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        Bookmarks
      </button>
      <section id={panelId} className="bookmarks__panel" role="dialog" aria-label="Bookmarks" hidden={!open}>
        <h2 className="bookmarks__heading">Last Visited</h2>
        {last?.url ? (
          <a className="bookmarks__link isl-focus" href={last.url}>
            <span className="bookmarks__title">{last.title}</span>
            {last.subtitle ? <span className="bookmarks__subtitle">{last.subtitle}</span> : null}
          </a>
        ) : (
          <p className="bookmarks__none">No page visited yet.</p>
        )}
        {bookmarkable ? (
          <button type="button" className="isl-button bookmarks__add" aria-busy={busy} onClick={toggle}>
            {bookmarked ? REMOVE : ADD}
          </button>
        ) : null}
        <h2 className="bookmarks__heading">Bookmarks</h2>
        {offline ? (
          <p className="bookmarks__offline" role="alert">
            {OFFLINE}
          </p>
        ) : null}
        {list.loaded && !offline && list.items.length === 0 ? <p className="bookmarks__empty">{EMPTY}</p> : null}
        <ul className="bookmarks__list" aria-busy={!list.loaded}>
          {list.items.map((item) => (
            <li key={item.id} className={item.match ? "bookmarks__item bookmarks__item--match" : "bookmarks__item"}>
              <a className="bookmarks__link isl-focus" href={item.url} data-theme={item.product || undefined}>
                <span className="bookmarks__title">{item.title}</span>
                {item.subtitle ? <span className="bookmarks__subtitle">{item.subtitle}</span> : null}
              </a>
              <button
                type="button"
                className="bookmarks__delete isl-focus"
                aria-label={`Delete bookmark ${item.title}`}
                onClick={() => remove(item)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {list.pages > 1 ? (
          <nav className="bookmarks__paging" aria-label="Bookmark pages">
            <button
              type="button"
              className="isl-button isl-button--secondary"
              disabled={list.page <= 1}
              onClick={() => load(list.page - 1)}
            >
              Newer
            </button>
            <span aria-live="polite">
              Page {list.page} of {list.pages}
            </span>
            <button
              type="button"
              className="isl-button isl-button--secondary"
              disabled={list.page >= list.pages}
              onClick={() => load(list.page + 1)}
            >
              Older
            </button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
