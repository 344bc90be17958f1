import { z } from "zod";
import { declareCalls } from "./call.js";
import { invalid } from "./errors.js";

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

/** Today's front-desk figures and the occupancy of the last 30 days, oldest first. */
export const dashboard = z.object({
  Rooms: z.number().int(),
  InHouse: z.number().int(),
  Free: z.number().int(),
  CheckinsToday: z.number().int(),
  CheckoutsToday: z.number().int(),
  Occupancy: z.array(occupancyDay),
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
