import { z } from "zod";
import { declareCalls } from "./call.js";
import { declareRefusals, ErrorCode, missing, refusal } from "./errors.js";
import { unbalancedFolio } from "./folios.js";
import { Permission } from "./permissions.js";
import { isDay } from "./zones-and-money.js";

/** A branch's business day and its night audit (CONTRACT, "The business day and the night audit"). */
export const AUDIT_TIME_DEFAULT = "03:00";
/** The nights the forecast looks ahead by default, and at most. */
export const FORECAST_DAYS = { default: 90, max: 366 } as const;

export const DayMessage = {
  businessDate: "BusinessDate must be a date YYYY-MM-DD",
  date: "date must be a date YYYY-MM-DD",
  from: "from must be a date YYYY-MM-DD",
  days: `days must be a whole number from 1 to ${FORECAST_DAYS.max}`,
  auditTime: "AuditTime must be a time HH:MM",
  autoNoShow: "AutoNoShow must be true or false",
  notBusinessDate: (date: string, businessDate: string) =>
    `${date} is not this branch's business date: its books are open for ${businessDate}`,
  notYet: (date: string, today: string) =>
    `${date} cannot be closed before it has begun: today is ${today} in the branch's zone`,
  arrivalsPending: (count: number, date: string) =>
    `${count} reservation${count === 1 ? "" : "s"} due by ${date} not checked in: check in or mark no-show first`,
  closing: "this branch's day is being closed already; try again in a moment",
  reportNotFound: (date: string) => `${date} is not a closed day of this branch`,
} as const;

/** A reservation the close waits for: due by the business date, not checked in. */
export const pendingArrival = z.object({
  BookingId: z.string(),
  Guest: z.string(),
  SuiteCode: z.string(),
  Arrival: z.string(),
});
export type PendingArrival = z.infer<typeof pendingArrival>;

export const DayRefusal = declareRefusals("business-day", {
  notBusinessDate: (date: string, businessDate: string) =>
    refusal(409, ErrorCode.wrongStatus, DayMessage.notBusinessDate(date, businessDate), {
      date,
      businessDate,
    }),
  notYet: (date: string, today: string) =>
    refusal(409, ErrorCode.wrongStatus, DayMessage.notYet(date, today), { date, today }),
  /** `values.bookings` lists the reservations' ids; the day's lists name them. */
  arrivalsPending: (date: string, bookingIds: readonly string[]) =>
    refusal(409, ErrorCode.arrivalsPending, DayMessage.arrivalsPending(bookingIds.length, date), {
      date,
      count: bookingIds.length,
      bookings: bookingIds,
    }),
  closing: refusal(409, ErrorCode.dayClosing, DayMessage.closing),
  reportNotFound: (date: string) => ({ ...missing(DayMessage.reportNotFound(date)), values: { date } }),
});

const dayField = (message: string) => z.string({ error: message }).trim().refine(isDay, message);

/** `HH:MM` on the branch's clock, 00:00 to 23:59. */
export const auditTimeField = z
  .string({ error: DayMessage.auditTime })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DayMessage.auditTime);
export const autoNoShowField = z.boolean({ error: DayMessage.autoNoShow });

export const closeDayBody = z.object({ BusinessDate: dayField(DayMessage.businessDate) });
export type CloseDayBody = z.input<typeof closeDayBody>;

/** A stay due out by the business date and still in house. */
export const pendingDeparture = z.object({
  BookingId: z.string(),
  Guest: z.string(),
  SuiteCode: z.string(),
  Departure: z.string(),
  /** What its folios owe together (negative: credit left). */
  Balance: z.number(),
});

/** What stands between the branch and closing its day. */
export const dayStatus = z.object({
  BusinessDate: z.string(),
  /** Today in the branch's zone: a business date before it is behind. */
  Today: z.string(),
  AuditTime: z.string(),
  AutoNoShow: z.boolean(),
  Currency: z.string(),
  Arrivals: z.array(pendingArrival),
  Departures: z.array(pendingDeparture),
  Unbalanced: z.array(unbalancedFolio),
  /** The stays in house over the business date's night: the room charges its close posts (fewer when some are posted). */
  InHouse: z.number().int(),
  /** The last closed day, if any: its report's date. */
  LastClosed: z.string().nullable(),
});
export type DayStatus = z.infer<typeof dayStatus>;

const dayAmount = z.object({ Amount: z.number(), Net: z.number(), Tax: z.number() });

/** A closed day's figures, frozen when it closed. Money in the currency's units. */
export const dayReport = z.object({
  Date: z.string(),
  ClosedAt: z.string(),
  ClosedBy: z.string(),
  Currency: z.string(),
  RoomsSold: z.number().int(),
  RoomsAvailable: z.number().int(),
  /** The night's room charges, net of tax and of their allowances. */
  RoomRevenue: z.number(),
  /** RoomRevenue per room sold. */
  Adr: z.number(),
  /** RoomRevenue per room available. */
  RevPar: z.number(),
  /** RoomsSold of RoomsAvailable, in percent with one decimal. */
  Occupancy: z.number(),
  /** Charges less allowances posted on the day, by the catalogue's item. */
  Revenue: z.array(dayAmount.extend({ Item: z.string(), Name: z.string() })),
  /** Payments less refunds taken on the day, by method. */
  Payments: z.array(z.object({ Method: z.string(), Amount: z.number() })),
  Arrivals: z.number().int(),
  Departures: z.number().int(),
  NoShows: z.number().int(),
});
export type DayReport = z.infer<typeof dayReport>;

/** What a close answers: the business date it opened, the branch as the trail shows it, the report it wrote. */
export const dayClosed = z.object({
  BusinessDate: z.string(),
  Branch: z.object({ Id: z.string(), Name: z.string(), BusinessDate: z.string() }),
  Report: dayReport,
});
export type DayClosed = z.infer<typeof dayClosed>;

/** One night on the books. */
export const forecastNight = z.object({
  Night: z.string(),
  /** Rooms sold for the night: stays reserved or in house over it. */
  Rooms: z.number().int(),
  RoomsAvailable: z.number().int(),
  Occupancy: z.number(),
  /** The nights' prices. */
  Revenue: z.number(),
  Arrivals: z.number().int(),
  Departures: z.number().int(),
  /** Rooms gained (or lost, negative) since the last close took its look ahead. */
  Pickup: z.number().int(),
});
export type ForecastNight = z.infer<typeof forecastNight>;

export const forecast = z.object({
  From: z.string(),
  Days: z.number().int(),
  Currency: z.string(),
  /** The business date whose close the pick-up counts from; null before any close. */
  PickupSince: z.string().nullable(),
  Nights: z.array(forecastNight),
});
export type Forecast = z.infer<typeof forecast>;

export const forecastQuery = z.object({
  /** The first night; the branch's business date when absent. */
  from: dayField(DayMessage.from).optional(),
  days: z.coerce
    .number<number>({ error: DayMessage.days })
    .int(DayMessage.days)
    .min(1, DayMessage.days)
    .max(FORECAST_DAYS.max, DayMessage.days)
    .default(FORECAST_DAYS.default),
});

const branchParams = z.object({ domainId: z.string().max(100), branchId: z.string().max(100) });
const reportParams = branchParams.extend({ date: dayField(DayMessage.date) });
const dayPath = "/api/v1/domains/branches/day";
const closes = [Permission.CLOSE_DAY];

export const dayCalls = declareCalls("business-day", {
  status: {
    method: "GET",
    path: `${dayPath}/:domainId/:branchId`,
    params: branchParams,
    answer: dayStatus,
    permissions: closes,
  },
  close: {
    method: "POST",
    path: `${dayPath}/:domainId/:branchId/close`,
    params: branchParams,
    body: closeDayBody,
    idempotent: true,
    answer: dayClosed,
    permissions: closes,
    audit: { entity: "branch", action: "close-day" },
  },
  /** JSON, CSV or PDF by `Accept`. */
  report: {
    method: "GET",
    path: `${dayPath}/:domainId/:branchId/reports/:date`,
    params: reportParams,
    answer: dayReport,
    permissions: closes,
  },
  /** JSON or CSV by `Accept`. */
  forecast: {
    method: "GET",
    path: `${dayPath}/:domainId/:branchId/forecast`,
    params: branchParams,
    query: forecastQuery,
    answer: forecast,
    permissions: closes,
  },
});
