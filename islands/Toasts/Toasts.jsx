import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TOAST_EVENT, listenToToasts, takeCarriedToasts } from "../toast.js";

export const SHOW_MS = 5000; // spec 1 §9: a toast closes after 5 s
export const AFTER_HOVER_MS = 2000; // ... or 2 s after the pointer leaves it

let nextId = 1000;

function Toast({ toast, onClose }) {
  const timer = useRef(null);
  const start = useCallback(
    (ms) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onClose(toast.id), ms);
    },
    [onClose, toast.id],
  );
  useEffect(() => {
    start(SHOW_MS);
    return () => clearTimeout(timer.current);
  }, [start]);
  const level = toast.level || "info";
  return (
    // The role sits on the message, not the <li>: a list's items stay list items (axe).
    <li
      className={`toast toast--${level}`}
      onMouseEnter={() => clearTimeout(timer.current)}
      onMouseLeave={() => start(AFTER_HOVER_MS)}
      onFocus={() => clearTimeout(timer.current)}
      onBlur={() => start(AFTER_HOVER_MS)}
    >
      <span className="toast__message" role={level === "error" ? "alert" : "status"}>
        {toast.message}
      </span>
      {/* Not just "Close": inside an open modal (see useHost) the dialog has its own Close. */}
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => onClose(toast.id)}>
        ×
      </button>
    </li>
  );
}

export default function Toasts({ initial = [] }) {
  // The server's messages, then any toast the previous page carried over (toastOnNextPage).
  const [toasts, setToasts] = useState(() => [
    ...initial,
    ...takeCarriedToasts().map((t) => ({ ...t, id: nextId++ })),
  ]);
  const close = useCallback((id) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  useEffect(() => {
    const add = (event) => {
      const { message, level, status } = event.detail || {};
      if (!message) return;
      setToasts((list) => [...list, { id: nextId++, message, level, status }]);
    };
    document.addEventListener(TOAST_EVENT, add);
    // Toasts raised before this listened (while its chunk loaded), in the order they came.
    const { early, stop } = listenToToasts();
    if (early.length) setToasts((list) => [...list, ...early.map((t) => ({ ...t, id: nextId++ }))]);
    return () => {
      stop();
      document.removeEventListener(TOAST_EVENT, add);
    };
  }, []);
  // A modal <dialog> sits in the browser's top layer, above any z-index, and makes the rest
  // of the page inert: while one is open the list is moved into it (its own element, so
  // React's tree and the dialog's HTMX swaps never fight over nodes), shown above the
  // backdrop and still clickable. It comes back to the page's toast region when it closes.
  const anchor = useRef(null);
  const host = useHost(anchor);
  const list = (
    <ul className="toasts" aria-live="polite" aria-label="Notifications">
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} onClose={close} />
      ))}
    </ul>
  );
  return (
    <>
      <span ref={anchor} hidden />
      {host ? createPortal(list, host) : list}
    </>
  );
}

function isModal(dialog) {
  try {
    return dialog.matches(":modal");
  } catch {
    return false; // a browser (or jsdom) without :modal: no top layer to escape
  }
}

// The open modal dialog shown last (the one on top), or null.
export function topModal(doc = document) {
  const open = [...doc.querySelectorAll("dialog[open]")].filter(isModal);
  return open.at(-1) ?? null;
}

function useHost(anchor) {
  const [host] = useState(() => (typeof document === "undefined" ? null : document.createElement("div")));
  useLayoutEffect(() => {
    const home = anchor.current?.parentElement;
    if (!host || !home) return undefined;
    const doc = home.ownerDocument;
    const place = () => {
      const modal = topModal(doc);
      const parent = modal ?? home;
      host.className = modal ? "toast-region toast-region--modal" : "";
      if (host.parentElement !== parent) parent.appendChild(host);
    };
    place();
    // Dialogs open and close (the open attribute) and come and go (HTMX swaps into #modal).
    const observer = new MutationObserver(place);
    observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [anchor, host]);
  return host;
}
