import { dashboard, dashboardParams, dashboardQuery } from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { refusals } from "../../lib/refusals.js";
import { dashboardOf } from "./service.js";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/dashboard/:domainId",
    {
      schema: {
        tags: ["dashboard"],
        params: dashboardParams,
        querystring: dashboardQuery,
        response: { 200: dashboard, ...refusals },
      },
    },
    async (request) => {
      const { figures, days } = await dashboardOf(db, request.actor, {
        ...request.params,
        ...request.query,
      });
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
    },
  );
};
