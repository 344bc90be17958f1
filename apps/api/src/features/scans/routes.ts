import { scanCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { imageBodyLimit } from "../images/index.js";
import { presentScan } from "./present.js";
import { readScan, uploadScan } from "./service.js";
import { sweepAllScans } from "./sweep.js";

/** How often each API process sweeps expired scans; several sweeping at once is safe. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function scanRoutes(app: FastifyInstance) {
  const { scans: store } = app;
  const { publicUrl, guestIdRetentionDays } = app.config;

  serve(
    app,
    calls.upload,
    async ({ db, actor, params, body }) =>
      presentScan(publicUrl, await uploadScan(db, store, actor, params.domainId, body.image)),
    imageBodyLimit,
  );

  serve(app, calls.read, async ({ db, actor, params }, reply) => {
    const scan = await readScan(db, store, actor, params.domainId, params.scanId);
    reply.header("content-type", scan.contentType).header("cache-control", "private, no-store");
    return scan.bytes;
  });

  const sweep = setInterval(() => {
    sweepAllScans(app.db, store, guestIdRetentionDays).catch((error: unknown) =>
      app.log.error({ err: error }, "the sweep of expired guest ID scans failed; the next one tries again"),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
