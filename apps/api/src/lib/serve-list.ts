import { type Call, CSV_MEDIA_TYPE, csvFileName } from "@concierge/contract";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { csvHead, csvLines } from "./csv.js";
import { cursorStream } from "./cursor.js";
import type { Listing } from "./listing.js";
import { type CallRequest, type Handler, serve } from "./serve.js";
import { pageWindow } from "./tenancy.js";

type Page<C extends Call> = z.input<C["answer"]>;
/** An item of a list's answer, `{ Count, Bookings: [item, …] }`. */
type ItemOf<C extends Call> = Page<C>[Exclude<keyof Page<C>, "Count">] extends readonly (infer Item)[]
  ? Item
  : never;

/** The name of a page's array and its items' field names, the export's header, from the contract. */
function itemsOf(call: Call) {
  const shape = call.answer instanceof z.ZodObject ? call.answer.shape : {};
  const found = Object.entries(shape).find(([, part]) => part instanceof z.ZodArray);
  const element = found?.[1] instanceof z.ZodArray ? found[1].element : undefined;
  if (!found || !(element instanceof z.ZodObject)) throw new Error(`${call.path} answers no list of items`);
  return { name: found[0], fields: Object.keys(element.shape) };
}

/** A page of what a listing finds, and how many it finds. */
async function pageOf<Query extends PgSelect, Item>(
  found: Listing<Query, Item>,
  limit: number,
  offset: number,
) {
  if (found.counted) {
    const { rows, count } = await found.counted(limit, offset);
    return { rows, count: count ?? (await found.count()) };
  }
  // Page 1 has nothing to skip; deeper pages are cut as the listing knows best, if it does.
  const paged = offset > 0 && found.page ? found.page(limit, offset) : found.rows.limit(limit).offset(offset);
  const [rows, count] = await Promise.all([paged, found.count()]);
  return { rows: rows as Awaited<Query>, count };
}

/**
 * Registers a paged list call (CONTRACT, "Lists: search, sort, filter, export") from what its
 * `listing` finds: one page of it as JSON, or with `Accept: text/csv` every matching row, whatever
 * the page, streamed from a cursor. Refusals (400, 403, another domain's 404) come before any row.
 */
export function serveList<C extends Call, Query extends PgSelect>(
  app: FastifyInstance,
  call: C,
  listing: (request: CallRequest<C>) => Promise<Listing<Query, ItemOf<C>>>,
) {
  const { name, fields } = itemsOf(call);
  const page: Handler<C> = async (request) => {
    const found = await listing(request);
    const at = request.params as { page: number; pageSize?: number; size?: number };
    const { limit, offset } = pageWindow(at.page, at.pageSize ?? at.size ?? 1);
    const { rows, count } = await pageOf(found, limit, offset);
    const items = await found.present(rows as Awaited<Query>, request.db);
    return { Count: count, [name]: items } as Awaited<ReturnType<Handler<C>>>;
  };
  serve(app, call, page, {
    csv: async (request, reply) => {
      const found = await listing(request);
      const file = found.exported ?? { fields, present: found.present };
      const stream = await cursorStream(request.db, found.rows, csvHead(file.fields), async (rows, tx) =>
        csvLines(file.fields, (await file.present(rows, tx)) as Record<string, unknown>[]),
      );
      return reply
        .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
        .header("content-disposition", `attachment; filename="${csvFileName(call.feature, new Date())}"`)
        .send(stream);
    },
  });
}
