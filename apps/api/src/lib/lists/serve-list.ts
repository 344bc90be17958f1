import { type Call, CSV_MEDIA_TYPE, csvFileName, type ListOrder } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { csvHead, csvLines } from "../csv.js";
import { cursorStream } from "../cursor.js";
import { type CallRequest, type Handler, serve } from "../serve.js";
import { pageWindow } from "../tenancy.js";
import type { Columns, ListDeclaration, Options } from "./declare.js";
import { likeEscaped } from "./search.js";
import { listStatements } from "./statements.js";

/** The name of a page's array and its items' field names, the export's header, from the contract. */
function itemsOf(call: Call) {
  const shape = call.answer instanceof z.ZodObject ? call.answer.shape : {};
  const found = Object.entries(shape).find(([, part]) => part instanceof z.ZodArray);
  const element = found?.[1] instanceof z.ZodArray ? found[1].element : undefined;
  if (!found || !(element instanceof z.ZodObject)) throw new Error(`${call.path} answers no list of items`);
  return { name: found[0], fields: Object.keys(element.shape) };
}

/**
 * Registers a declared list's call (CONTRACT, "Lists: search, sort, filter, export"): one page as
 * JSON with the count of what it finds, or with `Accept: text/csv` every matching row, whatever the
 * page, streamed from a cursor. Refusals (400, 403, another domain's 404) come before any row.
 */
export function serveList<
  C extends Call,
  Cols extends Columns,
  Values extends object,
  Opts extends Options,
  Context,
>(app: FastifyInstance, list: ListDeclaration<C, Cols, Values, Opts, Context>) {
  const { name, fields } = itemsOf(list.call);
  const statements = listStatements(list as ListDeclaration<C, Cols, Values, Opts, unknown>);
  const asking = async (request: CallRequest<C>) => {
    const { values, options = {} as Opts, context } = await list.ask(request);
    const { q, sort } = request.query as { q?: string; sort?: ListOrder<string> };
    return {
      shape: { values: { ...values, q: q ? likeEscaped(q) : undefined }, options, sort },
      context: context as Context,
    };
  };
  const page: Handler<C> = async (request) => {
    const { shape, context } = await asking(request);
    const at = request.params as { page: number; pageSize?: number; size?: number };
    const { limit, offset } = pageWindow(at.page, at.pageSize ?? at.size ?? 1);
    const { rows, count } = await statements.page(request.db, shape, limit, offset);
    const items = await list.present(rows, request.db, context);
    return { Count: count, [name]: items } as Awaited<ReturnType<Handler<C>>>;
  };
  serve(app, list.call, page, {
    csv: async (request, reply) => {
      const { shape, context } = await asking(request);
      const file = list.exported?.(context) ?? {
        fields,
        present: (rows, db) => list.present(rows, db, context) as Promise<Record<string, unknown>[]>,
      };
      const rows = statements.rows(request.db, shape);
      const stream = await cursorStream(request.db, rows, csvHead(file.fields), async (batch, tx) =>
        csvLines(file.fields, await file.present(batch as never, tx)),
      );
      return reply
        .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
        .header("content-disposition", `attachment; filename="${csvFileName(list.call.feature, new Date())}"`)
        .send(stream);
    },
  });
}
