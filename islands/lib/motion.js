import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion() {
  return typeof window !== "undefined" && !!window.matchMedia?.(QUERY).matches;
}

// Reduced motion shortens an animation; the outcome (and its order of events) stays the same.
export const REDUCED_FACTOR = 0.2;

export function motionMs(ms, reduced = prefersReducedMotion()) {
  return reduced ? Math.round(ms * REDUCED_FACTOR) : ms;
}

export function useReducedMotion() {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    const media = window.matchMedia?.(QUERY);
    if (!media) return undefined;
    const change = () => setReduced(media.matches);
    media.addEventListener?.("change", change);
    return () => media.removeEventListener?.("change", change);
  }, []);
  return reduced;
}
