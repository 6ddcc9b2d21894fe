import { useEffect } from "react";

// Closes a popup with Escape or a click/focus outside `ref`: as soon as Tab (or Shift+Tab)
// takes focus out of it, whether the focus lands on a control of the page or nowhere.
export function useDismiss(ref, open, close) {
  useEffect(() => {
    if (!open) return undefined;
    const root = ref.current;
    const onKey = (event) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event) => {
      if (ref.current && !ref.current.contains(event.target)) close(false);
    };
    // Focus leaving the popup itself (heard on it, so it works whatever the page does with
    // focusin): closed when the new focus is known to be outside it.
    const onFocusOut = (event) => {
      const next = event.relatedTarget;
      if (next && ref.current && !ref.current.contains(next)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("focusin", onPointer);
    root?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("focusin", onPointer);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [ref, open, close]);
}
