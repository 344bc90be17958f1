import { type Block, daysBetween, type Rack, type RackStay, type Room } from "@concierge/contract";
import { stayNights } from "./rack-nights";

/** Where a bar sits in the window: its first column, its width in nights, its lane in the row. */
export interface Placement {
  start: number;
  span: number;
  lane: number;
  /** It began before the window or goes on after it: that end is cut square. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export interface StayBar extends Placement {
  kind: "stay";
  stay: RackStay;
  arrival: string;
  departure: string;
}

export interface BlockBar extends Placement {
  kind: "block";
  block: Block;
}

export type Bar = StayBar | BlockBar;

export interface RackRow {
  room: Room;
  bars: Bar[];
  /** Bars that share nights (a no-show beside the stay that took its room) sit in lanes. */
  lanes: number;
}

export interface RackGroup {
  category: string;
  rows: RackRow[];
}

type Unplaced = Omit<StayBar, "lane"> | Omit<BlockBar, "lane">;

/** Nights `first` up to `until` in the window of `days` nights from `from`; undefined outside it. */
function place(from: string, days: number, first: string, until: string) {
  const start = daysBetween(from, first);
  const end = daysBetween(from, until);
  const shownStart = Math.max(start, 0);
  const shownEnd = Math.min(end, days);
  if (shownEnd <= shownStart) return undefined;
  return { start: shownStart, span: shownEnd - shownStart, clippedStart: start < 0, clippedEnd: end > days };
}

/** Each bar in the first lane where it overlaps nothing. */
function inLanes(bars: Unplaced[]): { bars: Bar[]; lanes: number } {
  const laneEnds: number[] = [];
  const placed = [...bars]
    .sort((a, b) => a.start - b.start)
    .map((bar) => {
      const free = laneEnds.findIndex((end) => end <= bar.start);
      const lane = free === -1 ? laneEnds.length : free;
      laneEnds[lane] = bar.start + bar.span;
      return { ...bar, lane } as Bar;
    });
  return { bars: placed, lanes: Math.max(laneEnds.length, 1) };
}

/** The rack as rows of bars, rooms grouped by category in the order the server gave them. */
export function layoutRack(rack: Rack): RackGroup[] {
  // A stay may spell its room's code in another letter case than the room: the server matches either.
  const barsOf = new Map<string, Unplaced[]>(rack.Rooms.map((room) => [room.Code.toLowerCase(), []]));
  for (const stay of rack.Stays) {
    const { arrival, departure, until } = stayNights(stay, rack.TimeZone);
    const at = place(rack.From, rack.Days, arrival, until);
    if (at) barsOf.get(stay.SuiteCode.toLowerCase())?.push({ kind: "stay", stay, arrival, departure, ...at });
  }
  for (const block of rack.Blocks) {
    const at = place(rack.From, rack.Days, block.From, block.To);
    if (at) barsOf.get(block.SuiteCode.toLowerCase())?.push({ kind: "block", block, ...at });
  }
  const groups = new Map<string, RackRow[]>();
  for (const room of rack.Rooms) {
    const rows = groups.get(room.Category) ?? [];
    rows.push({ room, ...inLanes(barsOf.get(room.Code.toLowerCase()) ?? []) });
    groups.set(room.Category, rows);
  }
  return [...groups].map(([category, rows]) => ({ category, rows }));
}
