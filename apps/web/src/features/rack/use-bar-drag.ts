import { type PointerEvent, useRef, useState } from "react";
import type { Drop } from "./rack-actions";
import { nightsAcross, onBarEnd } from "./rack-layout";

type Mode = "move" | "stretch";

/** A drag under way: which part of the bar was taken, how far it has gone and how many nights. */
export interface Dragging {
  mode: Mode;
  dy: number;
  /** Nights along the dates' own direction (right to left in Arabic): later is positive. */
  nights: number;
}

/** A press that moves less than this is a click. */
const CLICK_SLOP = 4;
/** A press this close to a bar's end (its right, its left in Arabic) takes it (the bar's `::after`). */
const END_WIDTH = 10;

/** The rack row under the pointer: the dragged bar lets the pointer through while it moves. */
const rowAt = (x: number, y: number) =>
  document
    .elementsFromPoint(x, y)
    .find((element): element is HTMLElement => element instanceof HTMLElement && "room" in element.dataset);

/** Whether the dates run right to left where `element` is. */
export const isRtl = (element: Element) => getComputedStyle(element).direction === "rtl";

// The row under a moving bar is marked straight on the element: a drag's every step would
// otherwise render two rows of the rack.
let marked: HTMLElement | undefined;
function markDropRow(row: HTMLElement | undefined) {
  if (marked === row) return;
  marked?.removeAttribute("data-drop");
  row?.setAttribute("data-drop", "true");
  marked = row;
}

/**
 * Pointer drags of a stay's bar: its body moves to another room's row, its end (when
 * `stretchable`) stretches it by whole nights of `cell` pixels. `onDrop` gets where it ended.
 */
export function useBarDrag(
  enabled: boolean,
  stretchable: boolean,
  cell: number,
  onDrop: (drop: Drop) => void,
) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const press = useRef<{ x: number; y: number; mode: Mode; rtl: boolean; moved: boolean } | null>(null);
  const dropped = useRef(false);

  const stop = () => {
    press.current = null;
    markDropRow(undefined);
    setDragging(null);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      dropped.current = false;
      if (!enabled || event.button !== 0) return;
      const rtl = isRtl(event.currentTarget);
      const box = event.currentTarget.getBoundingClientRect();
      const mode = stretchable && onBarEnd(event.clientX, box, END_WIDTH, rtl) ? "stretch" : "move";
      event.currentTarget.setPointerCapture(event.pointerId);
      press.current = { x: event.clientX, y: event.clientY, mode, rtl, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const at = press.current;
      if (!at) return;
      const dx = event.clientX - at.x;
      const dy = event.clientY - at.y;
      if (!at.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
      at.moved = true;
      setDragging({ mode: at.mode, dy, nights: nightsAcross(dx, cell, at.rtl) });
      if (at.mode === "move") markDropRow(rowAt(event.clientX, event.clientY));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const at = press.current;
      const row = rowAt(event.clientX, event.clientY);
      stop();
      if (!at?.moved) return;
      dropped.current = true;
      if (at.mode === "stretch")
        onDrop({ kind: "stretch", nights: nightsAcross(event.clientX - at.x, cell, at.rtl) });
      else if (row?.dataset.room) onDrop({ kind: "move", room: row.dataset.room });
    },
    onPointerCancel: stop,
  };

  /** True once for the click that ends a drag: that click does not open the stay. */
  const endsDrag = () => {
    const was = dropped.current;
    dropped.current = false;
    return was;
  };

  return { dragging, handlers, endsDrag };
}
