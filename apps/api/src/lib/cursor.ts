import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";

/** Rows read from the cursor at a time: one batch is all an export holds in memory. */
export const CURSOR_BATCH = 1000;
/** How long an export waits for a reader that has stopped reading before it ends. */
const STALL_MS = 30_000;

/**
 * Every row of `query` as text, read through a server-side cursor (`DECLARE … NO SCROLL CURSOR`,
 * then `FETCH` in batches) in one read-only transaction: plain SQL, the same on PGlite and on
 * PostgreSQL, and the cursor lives and dies with its transaction, as PgBouncer's transaction mode
 * needs. Each batch becomes text through `text` and is pushed when the reader wants more, so a
 * million rows never sit in memory. Resolves once the first batch is read, so that an error before
 * any row is answered as usual; a reader that goes away ends the transaction.
 */
export function cursorStream<Query extends PgSelect>(
  db: Db,
  query: Query,
  head: string,
  text: (rows: Awaited<Query>, tx: Db) => Promise<string>,
): Promise<Readable> {
  let resume: (() => void) | undefined;
  const wake = () => {
    resume?.();
    resume = undefined;
  };
  const out = new Readable({
    read: wake,
    destroy: (error, done) => {
      wake();
      done(error);
    },
  });
  // A reader that stops reading must not keep the transaction (and on PGlite the database) forever.
  const drained = () =>
    new Promise<void>((resolve) => {
      const stalled = setTimeout(
        () => out.destroy(new Error("the export's reader stopped reading")),
        STALL_MS,
      );
      resume = () => {
        clearTimeout(stalled);
        resolve();
      };
    });
  /** Pushes a chunk, then waits while the reader has enough; false once the reader has gone. */
  const pushed = async (chunk: string) => {
    if (!out.push(chunk) && !out.destroyed) await drained();
    return !out.destroyed;
  };
  // Drizzle's own mapping of the select's columns (names, dates), applied to each FETCH.
  const fields = Object.entries(query._.selectedFields).map(([name, field]) => ({ path: [name], field }));
  return new Promise((started, failed) => {
    db.transaction(
      async (tx) => {
        await tx.execute(sql`declare export_rows no scroll cursor for ${query.getSQL()}`);
        const fetch = tx._.session.prepareQuery<{ execute: Awaited<Query>; all: unknown; values: unknown }>(
          { sql: `fetch ${CURSOR_BATCH} from export_rows`, params: [] },
          fields,
          undefined,
          true,
        );
        let rows = await fetch.execute();
        started(out);
        let open = await pushed(head);
        while (open && rows.length > 0) {
          open = await pushed(await text(rows, tx));
          if (rows.length < CURSOR_BATCH) break;
          rows = await fetch.execute();
        }
        if (open) out.push(null);
      },
      { accessMode: "read only" },
    ).catch((error: Error) => {
      failed(error);
      out.destroy(error);
    });
  });
}
