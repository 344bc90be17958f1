import { guestErasureCalls as calls, guestExportFileName } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { anonymizeGuest, readErasure } from "./anonymize.js";
import { exportGuest } from "./export.js";

export async function guestErasureRoutes(app: FastifyInstance) {
  const { scans: store } = app;

  serve(
    app,
    calls.anonymize,
    async ({ db, actor, params }) => anonymizeGuest(db, store, actor, params.domainId, params.guestId),
    { audit: { read: (db, { params }) => readErasure(db, params) } },
  );

  serve(app, calls.export, async ({ db, actor, params }, reply) => {
    const exported = await exportGuest(db, actor, params.domainId, params.guestId);
    reply
      .header("content-disposition", `attachment; filename="${guestExportFileName(exported.Guest.Id)}"`)
      .header("cache-control", "private, no-store");
    return exported;
  });
}
