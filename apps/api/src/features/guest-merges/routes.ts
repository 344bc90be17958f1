import { CSV_MEDIA_TYPE, guestMergeCalls as calls, csvFileName } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { domainOf } from "../../lib/tenancy.js";
import { readBeforeMerge, readBeforeUndo, recordedMerge, recordedUndo } from "./audited.js";
import { duplicatesCsv, duplicatesOf } from "./duplicates.js";
import { mergesInto } from "./history.js";
import { mergeGuests } from "./merge.js";
import { undoMerge } from "./undo.js";

export async function guestMergeRoutes(app: FastifyInstance) {
  serve(app, calls.merge, ({ db, actor, params, body }) => mergeGuests(db, actor, params, body.From), {
    audit: {
      read: (db, { params }) => readBeforeMerge(db, params.domainId, params.guestId),
      recorded: recordedMerge,
    },
  });

  serve(app, calls.undo, ({ db, actor, params }) => undoMerge(db, actor, params), {
    audit: {
      read: (db, { params }) => readBeforeUndo(db, params.domainId, params.mergeId),
      recorded: recordedUndo,
    },
  });

  serve(app, calls.list, ({ db, actor, params }) => mergesInto(db, actor, params));

  serve(
    app,
    calls.duplicates,
    async ({ db, actor, params }) =>
      duplicatesOf(db, await domainOf(db, actor, params.domainId), params.page, params.pageSize),
    {
      // Every group, as every list's export holds every row whatever the page.
      csv: async ({ db, actor, params }, reply) =>
        reply
          .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
          .header(
            "content-disposition",
            `attachment; filename="${csvFileName("guest-duplicates", new Date())}"`,
          )
          .send(await duplicatesCsv(db, await domainOf(db, actor, params.domainId))),
    },
  );
}
