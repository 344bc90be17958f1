import { type DayReport, fromMinorUnits } from "@concierge/contract";
import type { DayAmount, dayReports } from "../../db/schema/index.js";

/** `part` of `whole`, rounded half up to a whole minor unit; 0 of nothing. */
const per = (part: number, whole: number) => (whole ? Math.round(part / whole) : 0);

/** `rooms` of `available`, in percent with one decimal; none available is 0. */
export const occupancy = (rooms: number, available: number) =>
  available > 0 ? Math.round((rooms * 1000) / available) / 10 : 0;

/** A closed day's report on the wire: money in the currency's units. */
export function presentDayReport(row: typeof dayReports.$inferSelect): DayReport {
  const money = (line: DayAmount) => ({
    Amount: fromMinorUnits(line.amount),
    Net: fromMinorUnits(line.net),
    Tax: fromMinorUnits(line.tax),
  });
  return {
    Date: row.date,
    ClosedAt: row.closedAt.toISOString(),
    ClosedBy: row.closedByName,
    Currency: row.currency,
    RoomsSold: row.roomsSold,
    RoomsAvailable: row.roomsAvailable,
    RoomRevenue: fromMinorUnits(row.roomRevenue),
    Adr: fromMinorUnits(per(row.roomRevenue, row.roomsSold)),
    RevPar: fromMinorUnits(per(row.roomRevenue, row.roomsAvailable)),
    Occupancy: occupancy(row.roomsSold, row.roomsAvailable),
    Revenue: row.revenue.map((line) => ({ Item: line.key, Name: line.name ?? line.key, ...money(line) })),
    // Money taken: payments are stored negative (they take from balances), refunds positive.
    Payments: row.payments.map((line) => ({ Method: line.key, Amount: fromMinorUnits(-line.amount) })),
    Arrivals: row.arrivals,
    Departures: row.departures,
    NoShows: row.noShows,
  };
}
