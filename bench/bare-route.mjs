// The physical limit of each list, for the `ratio` scenario: a bare Fastify route per list that runs
// the statements the product runs for its page, the same SQL with the same values, through `pg`
// with a pool of the product's size: the session lookup of the bearer token's claims (read, not
// verified), then the page's rows with the list's count on each, then what the page's rows need
// (bench/ratio-lists.mjs). No signature check, validation, permission or presentation: what the
// product could not go below. BENCH_BARE_SESSION=0 leaves the session lookup out (a limit no
// signed-in call can reach). Run as a process of its own: DATABASE_URL, PORT; prints "ready".
import Fastify from "fastify";
import pg from "pg";
import { ratioLists, sessionLookup } from "./ratio-lists.mjs";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const run = (statement, at, rows) =>
  pool.query(
    typeof statement.sql === "function" ? statement.sql(rows) : statement.sql,
    statement.values(at, rows),
  );

const withSession = process.env.BENCH_BARE_SESSION !== "0";

/** The claims of a bearer token (`sub`, `dom`, `sid`), as the product reads them once it has verified them. */
const claimsOf = (authorization = "") => {
  const payload = authorization.slice("Bearer ".length).split(".")[1] ?? "";
  const { sub, dom, sid } = JSON.parse(Buffer.from(payload, "base64url").toString() || "{}");
  return { userId: sub, domainId: dom, sessionId: sid };
};

const app = Fastify();
for (const list of ratioLists) {
  // `branchId` is "-" for a domain's list; the route reads only what its statements take.
  app.get(`/bare/${list.name}/:domainId/:branchId/:page/:pageSize`, async (request) => {
    const { domainId, branchId, page, pageSize } = request.params;
    if (withSession) {
      const found = await run(sessionLookup, claimsOf(request.headers.authorization));
      if (!found.rows.length) throw new Error("no such session");
    }
    const at = { domainId, branchId, limit: Number(pageSize), offset: (Number(page) - 1) * Number(pageSize) };
    const { rows: items, fields } = await run(list.page, at);
    // The count is each row's last column, with no alias, as the product sends it.
    const total = Number(items[0]?.[fields.at(-1).name] ?? 0);
    const more = list.after && items.length ? (await run(list.after, at, items)).rows : undefined;
    return { Count: total, Items: items, ...(more && { More: more }) };
  });
}
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
