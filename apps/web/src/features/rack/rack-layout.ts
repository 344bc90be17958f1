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
  /** The category's rooms free on each night of the window (its suites' counts added up). */
  free: number[];
}

/** Each category's rooms free night by night: suites of one category name add up. */
function freeByCategory(rack: Rack): Map<string, number[]> {
  const free = new Map<string, number[]>();
  for (const suite of rack.Free) {
    const counted = free.get(suite.Category);
    free.set(
      suite.Category,
      counted ? counted.map((count, night) => count + (suite.Nights[night] ?? 0)) : [...suite.Nights],
    );
  }
  return free;
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
  const free = freeByCategory(rack);
  return [...groups].map(([category, rows]) => ({ category, rows, free: free.get(category) ?? [] }));
}

// The rack's nights run along the inline axis: left to right, or right to left in Arabic. A
// pointer's or a key's direction on the screen becomes nights through these, never through `left`.

/** Whole nights a pointer moved by `dx` pixels along the nights (later is positive). */
export const nightsAcross = (dx: number, cell: number, rtl: boolean) =>
  Math.round((rtl ? -dx : dx) / cell) || 0;

/** The night's index under the pointer at `x` in a strip of nights spanning `left` to `right`. */
export const nightUnder = (x: number, strip: { left: number; right: number }, cell: number, rtl: boolean) =>
  Math.floor((rtl ? strip.right - x : x - strip.left) / cell);

/** Whether the pointer at `x` takes a bar's end (its departure), `grip` pixels wide, rather than its body. */
export const onBarEnd = (x: number, bar: { left: number; right: number }, grip: number, rtl: boolean) =>
  rtl ? x <= bar.left + grip : x >= bar.right - grip;

/**
 * What an arrow key does to a stay's bar: Left and Right move its departure a night (later is the
 * way the dates run: rightwards, or leftwards in Arabic), Up and Down move it to the room above or below.
 */
export type BarStep = { kind: "stretch"; nights: number } | { kind: "room"; by: number };
export function barStep(key: string, rtl: boolean): BarStep | undefined {
  const later = rtl ? "ArrowLeft" : "ArrowRight";
  const earlier = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === later) return { kind: "stretch", nights: 1 };
  if (key === earlier) return { kind: "stretch", nights: -1 };
  if (key === "ArrowUp") return { kind: "room", by: -1 };
  if (key === "ArrowDown") return { kind: "room", by: 1 };
  return undefined;
}

/** The room `by` rows from room `code` down the rack (across categories), if there is one. */
export function roomBeside(groups: readonly RackGroup[], code: string, by: number): Room | undefined {
  const rooms = groups.flatMap((group) => group.rows.map((row) => row.room));
  const at = rooms.findIndex((room) => room.Code.toLowerCase() === code.toLowerCase());
  return at === -1 ? undefined : rooms[at + by];
}

/** About the width of a character of a bar's bold label, in pixels: enough to choose a short form. */
const CHARACTER = 7;
/** Under this many characters of room an ellipsis leaves too little of a name to read. */
const READABLE = 8;

/**
 * What a bar `width` pixels wide for text shows of a guest's name, as Mews' and Cloudbeds' short
 * bars do: the whole name (an ellipsis cutting it if need be) when it has room for a readable part,
 * else the first name if it fits, else the initials ("Ahmed Al-Mansouri": "Ahmed", then "AA").
 * The bar's tooltip and accessible name keep the whole name.
 */
export function guestLabel(guest: string, width: number): string {
  const room = Math.max(Math.floor(width / CHARACTER), 1);
  const name = guest.trim();
  const words = name.split(/\s+/);
  const first = words[0] ?? "";
  const last = words[words.length - 1] ?? "";
  // One word has no shorter form: the ellipsis shows what it can.
  if (room >= READABLE || name.length <= room || words.length === 1) return name;
  if (first.length <= room) return first;
  const initials = [first, last].map((word) => Array.from(word)[0] ?? "");
  return initials.slice(0, room).join("");
}
