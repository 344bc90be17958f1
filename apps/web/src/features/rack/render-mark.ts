import { type RefObject, useEffect } from "react";

/** The mark the render bench (bench/rack-render.mjs) reads: when a rack's data were last painted. */
export const RENDERED_MARK = "rack-rendered";

/**
 * After each commit of new rack data, once the frame is painted: a performance mark and
 * `data-rendered` on the grid (a count), so that a benchmark can time data arrival to paint.
 */
export function useRenderMark(grid: RefObject<HTMLElement | null>, data: unknown) {
  useEffect(() => {
    if (data === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        performance.mark(RENDERED_MARK);
        const element = grid.current;
        if (element) element.dataset.rendered = String(Number(element.dataset.rendered ?? 0) + 1);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [grid, data]);
}
