import { CSV_MEDIA_TYPE, cashierCalls as calls, csvFileName } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { csvHead, csvLines } from "../../lib/csv.js";
import { serve } from "../../lib/serve.js";
import { presentUnbalanced } from "./present.js";
import { cashierDay, unbalancedFolios } from "./service.js";

/** The cashier's day as a spreadsheet: one line per payment or refund, its entry's fields. */
const CSV_FIELDS = [
  "PostedAt",
  "Kind",
  "Method",
  "Amount",
  "Reference",
  "Reason",
  "Guest",
  "SuiteCode",
  "PostedBy",
  "BookingId",
  "FolioId",
  "Id",
] as const;

export async function cashierRoutes(app: FastifyInstance) {
  serve(
    app,
    calls.cashierDay,
    async ({ db, actor, params, query }) => cashierDay(db, actor, params, query.date),
    {
      csv: async ({ db, actor, params, query }, reply) => {
        const day = await cashierDay(db, actor, params, query.date);
        return reply
          .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
          .header(
            "content-disposition",
            `attachment; filename="${csvFileName("cashier", new Date(day.Date))}"`,
          )
          .send(csvHead(CSV_FIELDS) + csvLines(CSV_FIELDS, day.Entries));
      },
    },
  );

  serve(app, calls.unbalanced, async ({ db, actor, params }) => ({
    Folios: (await unbalancedFolios(db, actor, params)).map(presentUnbalanced),
  }));
}
