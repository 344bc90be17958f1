import { guestErasureCalls as calls, guestExportFileName } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { anonymizeGuest, readErasure } from "./anonymize.js";
import { exportGuest } from "./export.js";
import { anonymizeRetired } from "./retention.js";

/** GUEST_RETENTION_MONTHS is applied once a day by each API process; several at once is safe. */
const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** And shortly after a start, so that a process restarted daily still applies it. */
const RETENTION_AFTER_START_MS = 60 * 1000;

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

  const months = app.config.guestRetentionMonths;
  if (months === undefined) return;
  const apply = () => {
    anonymizeRetired(app.db, store, months)
      .then((count) => {
        if (count > 0) app.log.info({ count, months }, "anonymized the guests past their retention");
      })
      .catch((error: unknown) =>
        app.log.error(
          { err: error },
          "anonymizing guests past their retention failed; the next run tries again",
        ),
      );
  };
  const first = setTimeout(apply, RETENTION_AFTER_START_MS);
  const daily = setInterval(apply, RETENTION_EVERY_MS);
  first.unref();
  daily.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
}
