import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-statuses.js";
import { declareCalls } from "./call.js";
import { invalid } from "./errors.js";
import { room } from "./rooms.js";

export const OCCUPANCY_DAYS = 30;

export const DashboardMessage = {
  timeZone: "timeZone must be an IANA time zone such as Europe/London",
} as const;

export const DashboardRefusal = {
  timeZone: invalid(DashboardMessage.timeZone),
};

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * `GET /api/v1/dashboard/{domainId}?branchId=&timeZone=`: without a branch, the whole domain; days
 * are counted in `timeZone` (the console sends the browser's), UTC when absent.
 */
export const dashboardParams = z.object({ domainId: z.string().max(100) });
export const dashboardQuery = z.object({
  // Any branch id that is not one of the domain's is a 404 from the service, however long.
  branchId: z.string().optional(),
  timeZone: z
    .string()
    .max(64, DashboardMessage.timeZone)
    .refine(isTimeZone, DashboardMessage.timeZone)
    .default("UTC"),
});

export const occupancyDay = z.object({
  /** The day, `YYYY-MM-DD` in the asked time zone. */
  Date: z.string(),
  /** Rooms held overnight: a stay holds the midnight that ends the day (the night a hotel sells). */
  Occupied: z.number().int(),
  /** Occupied rooms as a percentage of today's rooms, 0 to 100. */
  Rate: z.number(),
});

/** How many of each of today's lists the dashboard answers; the rack and the lists hold the rest. */
export const TODAY_LIST_MAX = 100;

/** A booking on one of today's lists. */
export const todayStay = z.object({
  BookingId: z.string(),
  BranchId: z.string(),
  SuiteCode: z.string(),
  Guest: z.string(),
  CheckinDate: z.string(),
  CheckoutDate: z.string(),
  Status: z.enum(BOOKING_STATUSES),
  /** The booking's note ('' when none): a late arrival, a request. */
  Notes: z.string(),
});
export type TodayStay = z.infer<typeof todayStay>;

export const dirtyRoom = room.extend({ BranchId: z.string() });
export type DirtyRoom = z.infer<typeof dirtyRoom>;

/**
 * Today's front-desk figures, the occupancy of the last 30 nights (oldest first) and of the next 30
 * on the books, and their revenue figures (CONTRACT, "Dashboard figures"). With a branch, days are the branch's; without, `timeZone`'s.
 */
export const dashboard = z.object({
  Rooms: z.number().int(),
  /** Guests in house now: the in-house list. */
  InHouse: z.number().int(),
  /** Rooms without a guest in house now, whatever tonight holds (kept for older clients). */
  Free: z.number().int(),
  /** Guests checked in today (walk-ins and arrived reservations). */
  CheckinsToday: z.number().int(),
  /** Guests checked out today, and those still in house due out today. */
  CheckoutsToday: z.number().int(),
  /** Rooms nothing holds tonight (no guest in house, no reservation over tonight, no block): the rack's free rooms. */
  FreeTonight: z.number().int(),
  /** Reservations still to arrive today, or overdue: all of `Arrivals`, beyond its first 100 too. */
  ArrivalsDue: z.number().int(),
  /** Guests in house due out today, or overdue: all of `Departures`. */
  DeparturesDue: z.number().int(),
  Occupancy: z.array(occupancyDay),
  /** The zone the days were counted in: the branch's, or the asked one for the whole domain. */
  TimeZone: z.string(),
  /** Room-nights held by stays over the 30 nights. */
  RoomsSold: z.number().int(),
  /** Today's rooms × 30, less the room-nights out of order. */
  RoomsAvailable: z.number().int(),
  /** The sum of the rates of the nights sold, in `Currency`. */
  RoomRevenue: z.number(),
  /** Average daily rate: RoomRevenue ÷ RoomsSold (0 when nothing is sold). */
  Adr: z.number(),
  /** Revenue per available room: RoomRevenue ÷ RoomsAvailable (0 when nothing is sold). */
  RevPar: z.number(),
  Currency: z.string(),
  /** The next 30 nights on the books (tomorrow's first): each night's rooms held by stays booked. */
  Forward: z.array(occupancyDay),
  /** Room-nights booked over the next 30 nights. */
  ForwardRoomsSold: z.number().int(),
  /** Today's rooms × 30, less the room-nights blocked over the next 30 nights. */
  ForwardRoomsAvailable: z.number().int(),
  /** The sum of the rates of the nights booked ahead, in `Currency`. */
  ForwardRoomRevenue: z.number(),
  /** Reservations due today (or overdue and not yet checked in or marked a no-show). */
  Arrivals: z.array(todayStay),
  /** In-house stays due out today, or overdue. */
  Departures: z.array(todayStay),
  /** Rooms waiting for housekeeping. */
  Dirty: z.array(dirtyRoom),
});
export type Dashboard = z.infer<typeof dashboard>;
export type OccupancyDay = z.infer<typeof occupancyDay>;

export const dashboardCalls = declareCalls("dashboard", {
  figures: {
    method: "GET",
    path: "/api/v1/dashboard/:domainId",
    params: dashboardParams,
    query: dashboardQuery,
    answer: dashboard,
  },
});
