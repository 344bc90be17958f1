import { dashboardCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { dashboardOf } from "./service.js";

export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app;

  serve(app, calls.figures, async ({ actor, params, query }) => {
    const { figures, days } = await dashboardOf(db, actor, { ...params, ...query });
    const rate = (occupied: number) =>
      figures.rooms ? Math.round((occupied / figures.rooms) * 1000) / 10 : 0;
    return {
      Rooms: figures.rooms,
      InHouse: figures.in_house,
      Free: Math.max(figures.rooms - figures.occupied, 0),
      CheckinsToday: figures.checkins_today,
      CheckoutsToday: figures.checkouts_today,
      Occupancy: days.map((day) => ({ Date: day.date, Occupied: day.occupied, Rate: rate(day.occupied) })),
    };
  });
}
