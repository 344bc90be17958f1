import type { Block, Housekeeping, RackStay, Room } from "@concierge/contract";
import { useLayoutEffect, useMemo, useRef } from "react";
import type { StayBar } from "./rack-layout";

/**
 * Where a dragged bar was let go: on another room's row, or its end so many nights later (or
 * earlier); or, from the keyboard, so many rooms down (or up) the rack.
 */
export type Drop =
  | { kind: "move"; room: string }
  | { kind: "stretch"; nights: number }
  | { kind: "room"; by: number };

/**
 * What the user may change from the rack: the bookings (drag, reserve, out of order) and the rooms'
 * housekeeping. Neither: a read-only rack. The server refuses anyway; the rack only hides.
 */
export interface RackAccess {
  book: boolean;
  mark: boolean;
}

/** What the rack's rows ask of the page. */
export interface RackActions {
  openStay: (stay: RackStay) => void;
  dropStay: (bar: StayBar, drop: Drop) => void;
  /** From `night`, or from the first night shown that has not passed. */
  reserve: (room: Room, night?: string) => void;
  endBlock: (block: Block) => void;
  takeOutOfOrder: (room: Room) => void;
  setHousekeeping: (room: Room, state: Housekeeping) => void;
}

/**
 * The page's handlers behind one object that never changes: the memoised rows need not render
 * again when the page does, and still call the latest handlers.
 */
export function useRackActions(latest: RackActions): RackActions {
  const current = useRef(latest);
  useLayoutEffect(() => {
    current.current = latest;
  });
  return useMemo(
    () => ({
      openStay: (stay) => current.current.openStay(stay),
      dropStay: (bar, drop) => current.current.dropStay(bar, drop),
      reserve: (room, night) => current.current.reserve(room, night),
      endBlock: (block) => current.current.endBlock(block),
      takeOutOfOrder: (room) => current.current.takeOutOfOrder(room),
      setHousekeeping: (room, state) => current.current.setHousekeeping(room, state),
    }),
    [],
  );
}
