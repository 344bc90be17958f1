import { healthCalls as calls, ErrorCode, refusal } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { ping } from "../../db/client.js";
import { refuse } from "../../lib/errors.js";
import { serve } from "../../lib/serve.js";

const silent = refusal(503, ErrorCode.unavailable, "the database does not answer");

export async function healthRoutes(app: FastifyInstance) {
  serve(app, calls.live, async () => ({ status: "ok" }));

  serve(app, calls.ready, async ({ db }) => {
    await ping(db).catch(() => {
      throw refuse(silent);
    });
    return { status: "ready" };
  });
}
