import {
  type BookingStatus,
  dashboardCalls as calls,
  fromMinorUnits,
  OCCUPANCY_DAYS,
} from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { dashboardOf } from "./service.js";

/** A quotient of minor units as money on the wire (2 decimals); 0 when nothing is divided. */
const moneyPer = (minorUnits: number, by: number) => (by ? fromMinorUnits(Math.round(minorUnits / by)) : 0);

const stayOf = (row: {
  bookingId: string;
  branchId: string;
  suiteCode: string;
  firstName: string;
  lastName: string;
  checkinDate: Date;
  checkoutDate: Date;
  status: BookingStatus;
}) => ({
  BookingId: row.bookingId,
  BranchId: row.branchId,
  SuiteCode: row.suiteCode,
  Guest: `${row.firstName} ${row.lastName}`,
  CheckinDate: row.checkinDate.toISOString(),
  CheckoutDate: row.checkoutDate.toISOString(),
  Status: row.status,
});

export async function dashboardRoutes(app: FastifyInstance) {
  serve(app, calls.figures, async ({ db, actor, params, query }) => {
    const { figures, days, today, timeZone, currency } = await dashboardOf(db, actor, {
      ...params,
      ...query,
    });
    const rate = (occupied: number) =>
      figures.rooms ? Math.round((occupied / figures.rooms) * 1000) / 10 : 0;
    const sold = days.reduce((sum, day) => sum + day.occupied, 0);
    const revenue = days.reduce((sum, day) => sum + Number(day.revenue), 0);
    const available = figures.rooms * OCCUPANCY_DAYS - days.reduce((sum, day) => sum + day.out_of_order, 0);
    return {
      Rooms: figures.rooms,
      InHouse: figures.in_house,
      Free: Math.max(figures.rooms - figures.occupied, 0),
      CheckinsToday: figures.checkins_today,
      CheckoutsToday: figures.checkouts_today,
      Occupancy: days.map((day) => ({ Date: day.date, Occupied: day.occupied, Rate: rate(day.occupied) })),
      TimeZone: timeZone,
      RoomsSold: sold,
      RoomsAvailable: Math.max(available, 0),
      RoomRevenue: fromMinorUnits(revenue),
      Adr: sold ? moneyPer(revenue, sold) : 0,
      RevPar: sold ? moneyPer(revenue, Math.max(available, 0)) : 0,
      Currency: currency,
      Arrivals: today.arrivals.map(stayOf),
      Departures: today.departures.map(stayOf),
      Dirty: today.dirty.map((room) => ({
        Code: room.code,
        BranchId: room.branchId,
        SuiteId: room.suiteId,
        Category: room.category,
        Housekeeping: room.housekeeping,
      })),
    };
  });
}
