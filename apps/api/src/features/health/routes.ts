import { errorBody } from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ping } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";

const status = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { tags: ["operations"], response: { 200: status } } }, async () => ({
    status: "ok",
  }));

  app.get(
    "/readyz",
    { schema: { tags: ["operations"], response: { 200: status, 503: errorBody } } },
    async () => {
      try {
        await ping(app.db);
      } catch {
        throw new AppError(503, "the database does not answer");
      }
      return { status: "ready" };
    },
  );
};
