import { type RefObject, useLayoutEffect } from "react";
import type { ColleagueChange } from "./colleague-changes";

const GLIDE_MS = 600;
// A change glides its bar once, from where it was when the change was heard.
const glided = new WeakSet<ColleagueChange>();

/**
 * A bar that a colleague moved glides from its former place to its new one (another room, other
 * nights, another length) rather than jumping there; at once for those who ask for reduced motion.
 * Its former place is on screen still: the bar may be drawn anew in another row, so it is measured.
 */
export function useGlide(
  bar: RefObject<HTMLElement | null>,
  change: ColleagueChange | undefined,
  held: boolean,
) {
  // After each drawing of the bar (it is memoised: few), whatever moved it.
  useLayoutEffect(() => {
    const element = bar.current;
    const from = change?.from;
    if (!element || !change || !from || held || glided.has(change)) return;
    const to = element.getBoundingClientRect();
    const dx = from.left - to.left;
    const dy = from.top - to.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(from.width - to.width) < 1) return;
    glided.add(change);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.dataset.gliding = "true";
    const glide = element.animate(
      [
        { transform: `translate(${dx}px, ${dy}px)`, width: `${from.width}px` },
        { transform: "none", width: `${to.width}px` },
      ],
      { duration: GLIDE_MS, easing: "ease-in-out" },
    );
    const done = () => delete element.dataset.gliding;
    glide.finished.then(done, done);
  });
}
