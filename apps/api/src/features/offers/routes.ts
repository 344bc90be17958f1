import { offerCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { offersOf } from "./service.js";

export async function offerRoutes(app: FastifyInstance) {
  serve(app, calls.offers, async ({ db, actor, params, query }) => ({
    Offers: await offersOf(db, actor, { ...params, ...query }, app.config.maxStayNights),
  }));
}
