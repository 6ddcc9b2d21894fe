import { useEffect } from "react";

// Closes a popup with Escape or a click/focus outside `ref`.
export function useDismiss(ref, open, close) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event) => {
      if (ref.current && !ref.current.contains(event.target)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("focusin", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("focusin", onPointer);
    };
  }, [ref, open, close]);
}
