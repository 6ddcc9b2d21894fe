import { useRef, useState } from "react";

// Spec 2 §9: slider drag distance 70, ratio 0.5. The track follows the pointer at half its
// travel (ratio), and a horizontal drag of at least 70 px of pointer travel changes step.
export const DRAG_DISTANCE = 70;
export const DRAG_RATIO = 0.5;
const CLICK_SLOP = 6;

/** Pointer-event drag/swipe (mouse, pen and touch alike). Returns handlers for the track's
 * element and the current visual offset in px. onSwipe(+1) means "next", -1 "previous". */
export function useSwipe(onSwipe, { distance = DRAG_DISTANCE, ratio = DRAG_RATIO } = {}) {
  const start = useRef(null);
  const [offset, setOffset] = useState(0);
  const end = (event) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (Math.abs(dx) >= distance) onSwipe(dx < 0 ? 1 : -1);
  };
  return {
    offset,
    handlers: {
      onPointerDown(event) {
        if (event.button !== undefined && event.button !== 0) return;
        start.current = { x: event.clientX, id: event.pointerId, captured: false };
      },
      onPointerMove(event) {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        // Capture only once it is clearly a drag, so a plain click still reaches the button under it.
        if (!start.current.captured && Math.abs(dx) > CLICK_SLOP) {
          start.current.captured = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(dx * ratio);
      },
      onPointerUp: end,
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
