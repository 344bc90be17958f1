// The physical limit of the bookings list, for the `ratio` scenario: a bare Fastify route that runs
// the page and tally statements the product ran for a page of a branch's bookings (copied from
// PostgreSQL's log, at once as the product ran them) through `pg` with a pool of the product's
// size: the measure. The product now sends its page and count as one statement, built
// once, after its session lookup. No session, no validation, no presentation here: what the
// product could not go below. Run as a process of its own: DATABASE_URL, PORT; prints "ready".
import Fastify from "fastify";
import pg from "pg";

const page = `select "domain_id", "id", "branch_id", "suite_code", "title", "first_name", "last_name", "other_name", "phone", "email", "additional_guests", "guest_id", "guest_id_type", "guest_id_url", "checkin_date", "checkout_date", "booked_date", "checked_out_date", "status", "rate" from "bookings" where ("bookings"."domain_id" = $1 and "bookings"."branch_id" = $2 and "bookings"."status" <> $3) order by "bookings"."checkin_date" desc, "bookings"."id" desc limit $4`;
const tally = `select "total" from "booking_tallies" where ("booking_tallies"."domain_id" = $1 and "booking_tallies"."branch_id" = $2)`;

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify();
app.get("/bare/:domainId/:branchId/:page/:pageSize", async (request) => {
  const { domainId, branchId, pageSize } = request.params;
  const [rows, total] = await Promise.all([
    pool.query(page, [domainId, branchId, "cancelled", pageSize]),
    pool.query(tally, [domainId, branchId]),
  ]);
  return { Count: total.rows[0]?.total ?? 0, Bookings: rows.rows };
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
