import { useCallback, useEffect, useRef, useState } from "react";
import { TOAST_EVENT } from "../toast.js";

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
    <li
      className={`toast toast--${level}`}
      role={level === "error" ? "alert" : "status"}
      onMouseEnter={() => clearTimeout(timer.current)}
      onMouseLeave={() => start(AFTER_HOVER_MS)}
      onFocus={() => clearTimeout(timer.current)}
      onBlur={() => start(AFTER_HOVER_MS)}
    >
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Close" onClick={() => onClose(toast.id)}>
        ×
      </button>
    </li>
  );
}

export default function Toasts({ initial = [] }) {
  const [toasts, setToasts] = useState(initial);
  const close = useCallback((id) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  useEffect(() => {
    const add = (event) => {
      const { message, level, status } = event.detail || {};
      if (!message) return;
      setToasts((list) => [...list, { id: nextId++, message, level, status }]);
    };
    document.addEventListener(TOAST_EVENT, add);
    return () => document.removeEventListener(TOAST_EVENT, add);
  }, []);
  return (
    <ul className="toasts" aria-live="polite" aria-label="Notifications">
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} onClose={close} />
      ))}
    </ul>
  );
}
