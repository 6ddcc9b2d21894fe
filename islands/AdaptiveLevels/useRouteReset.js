import { useEffect } from "react";

// The selection belongs to one page: reset it when the route changes without a full load
// (history navigation, or an HTMX swap that pushes a new URL).
const EVENTS = ["popstate", "hashchange", "htmx:pushedIntoHistory", "htmx:replacedInHistory"];

export function useRouteReset(reset) {
  useEffect(() => {
    let path = window.location.pathname;
    const check = () => {
      if (window.location.pathname !== path) {
        path = window.location.pathname;
        reset();
      }
    };
    EVENTS.forEach((name) => window.addEventListener(name, check));
    EVENTS.forEach((name) => document.addEventListener(name, check));
    return () => {
      EVENTS.forEach((name) => window.removeEventListener(name, check));
      EVENTS.forEach((name) => document.removeEventListener(name, check));
    };
  }, [reset]);
}
