import { type DayReport, fromMinorUnits } from "@concierge/contract";
import type { dayReports } from "../../db/schema/index.js";

const per = (minor: number, count: number) => (count > 0 ? fromMinorUnits(Math.round(minor / count)) : 0);

/** Provisional, until the lead's present.ts lands. */
export const presentDayReport = (row: typeof dayReports.$inferSelect): DayReport => ({
  Date: row.date,
  ClosedAt: row.closedAt.toISOString(),
  ClosedBy: row.closedByName,
  Currency: row.currency,
  RoomsSold: row.roomsSold,
  RoomsAvailable: row.roomsAvailable,
  RoomRevenue: fromMinorUnits(row.roomRevenue),
  Adr: per(row.roomRevenue, row.roomsSold),
  RevPar: per(row.roomRevenue, row.roomsAvailable),
  Occupancy: row.roomsAvailable > 0 ? Math.round((row.roomsSold * 1000) / row.roomsAvailable) / 10 : 0,
  Revenue: row.revenue.map((line) => ({
    Item: line.key,
    Name: line.key,
    Amount: fromMinorUnits(line.amount),
    Net: fromMinorUnits(line.net),
    Tax: fromMinorUnits(line.tax),
  })),
  Payments: row.payments.map((line) => ({ Method: line.key, Amount: fromMinorUnits(line.amount) })),
  Arrivals: row.arrivals,
  Departures: row.departures,
  NoShows: row.noShows,
});
