// npm run bench -- day-close: the night audit of a big branch on PostgreSQL (a fresh database of
// DATABASE_URL's server, or BENCH_DAY_SEEDED_URL, a database seeded by the front desk's bench or
// upgraded, beside whose bookings the branch is added). A branch 'Day close <run>' (Africa/Lagos,
// AutoNoShow) gets 500 rooms, 450 stays in house over its business date (each with its folio and a
// card payment), 30 arrivals due that day and never checked in, and two rooms in three booked back
// to back for the 90 nights after.
// Timed through the HTTP API: the day's status, the close (target < 5 s), the closed day's report
// and the forecast of 90 nights; then the same day, its date set back, closed again must post no
// room charge twice.
import { randomUUID } from "node:crypto";
import { calls, dayCalls, IDEMPOTENCY_HEADER, requestOf } from "@concierge/contract";
import pg from "pg";
import { latencies } from "./rates.mjs";
import { guestSql, nightsRule } from "./seed.mjs";
import { onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
// A name and code of each run's own: a seeded database keeps the branches of earlier runs.
const run = Date.now().toString(36).slice(-6).toUpperCase();
const BRANCH = `Day close ${run}`;
const ZONE = "Africa/Lagos";
const size = { rooms: 500, inHouse: 450, arrivals: 30, forecast: 90 };
const targets = { close: 5_000 };

const guest = guestSql({ FirstName: "'Night'", LastName: "'Guest ' || s.n", GuestId: "'ID' || s.n" });
const day = (days) => `(now() at time zone '${ZONE}')::date + ${days}`;
const at = (days, time) => `((${day(days)}) + time '${time}') at time zone '${ZONE}'`;

/**
 * Stays (`from` rows of `s`: n, the room's number 1–500, checkin and checkout instants, status),
 * each with its nights at 150.00 written by the same statement.
 */
const stays = (from) => `
  with s as (${from}),
  made as (
    insert into bookings (domain_id, branch_id, suite_code, ${guest.columns},
      checkin_date, checkout_date, booked_date, status, rate, rate_plan_id)
    select c.domain_id, c.branch_id, c.code, ${guest.values},
      s.checkin, s.checkout, s.checkin - interval '30 days', s.status, 15000, p.id
    from s
    join branches b on b.name = '${BRANCH}'
    join suite_codes c on c.domain_id = b.domain_id and c.branch_id = b.id and c.code = 'D' || s.n
    join rate_plans p on p.domain_id = b.domain_id and p.branch_id = b.id and p.code = 'BAR'
    returning domain_id, id, checkin_date, checkout_date)
  insert into booking_nights (domain_id, booking_id, night, price)
  select m.domain_id, m.id, (m.checkin_date at time zone '${ZONE}')::date + i, 15000
  from made m, generate_series(0,
    (m.checkout_date at time zone '${ZONE}')::date - (m.checkin_date at time zone '${ZONE}')::date - 1) i`;

const seed = (domainId) => [
  `insert into branches (domain_id, code, name, phone, email, address, state, country, time_zone, auto_no_show)
   values ('${domainId}', 'D-${run}', '${BRANCH}', '08000000000', 'day@bench.example', '1 Marina Road',
     'Lagos', 'Nigeria', '${ZONE}', true)`,
  // Five categories of 100 rooms: D1 to D500.
  `with made as (
     insert into suites (domain_id, branch_id, category, price, utilities, views)
     select b.domain_id, b.id, 'Category ' || g, 150, '{Internet}', '{https://bench.example/view.png}'
     from branches b, generate_series(1, ${size.rooms / 100}) g where b.name = '${BRANCH}'
     returning domain_id, branch_id, id, category)
   insert into suite_codes (domain_id, branch_id, code, suite_id)
   select domain_id, branch_id, 'D' || ((substr(category, 10)::int - 1) * 100 + g), id
   from made, generate_series(1, 100) g`,
  // A bulk load: the stays' nights are written with them, the rule's per-row check at commit is off.
  ...nightsRule(false),
  // In house since yesterday or the day before, leaving in one to three days.
  stays(`select n, ${at(-1, "14:00")} - (n % 2) * interval '1 day' as checkin,
      ${at(1, "11:00")} + (n % 3) * interval '1 day' as checkout, 'in-house' as status
    from generate_series(1, ${size.inHouse}) n`),
  // Due today, never come: the close marks them no-show.
  stays(`select n, ${at(0, "14:00")} as checkin, ${at(2, "11:00")} as checkout, 'reserved' as status
    from generate_series(${size.inHouse + 1}, ${size.inHouse + size.arrivals}) n`),
  "analyze bookings, booking_nights, room_holds, folios",
];

/**
 * The rest, on a connection of its own, the tables analyzed: on a fresh database the connection
 * that wrote the first stays keeps the plans it made for its checks while the tables were empty,
 * and its thousands of stays took 100–360 s rather than 3 s.
 */
const seedAhead = () => [
  // Two rooms in three booked back to back, three nights at a time, from the fourth night on.
  stays(`select n, ${at(4, "14:00")} + k * interval '3 days' as checkin,
      ${at(7, "11:00")} + k * interval '3 days' as checkout, 'reserved' as status
    from generate_series(1, ${size.rooms}) n, generate_series(0, ${size.forecast / 3 - 1}) k where n % 3 <> 0`),
  ...nightsRule(true),
  // A card payment of 150.00 on each in-house folio, taken today.
  `with paid as (
     insert into folio_entries (domain_id, branch_id, folio_id, booking_id, kind, amount, net, tax,
       method, service_date, business_date, posted_by_name)
     select f.domain_id, f.branch_id, f.id, f.booking_id, 'payment', -15000, -15000, 0, 'card',
       b.business_date, b.business_date, 'Bench'
     from folios f
     join branches b on b.domain_id = f.domain_id and b.id = f.branch_id
     join bookings k on k.domain_id = f.domain_id and k.id = f.booking_id
     where b.name = '${BRANCH}' and k.status = 'in-house'
     returning domain_id, folio_id, amount)
   update folios f set balance = f.balance + paid.amount from paid
   where f.domain_id = paid.domain_id and f.id = paid.folio_id`,
  "vacuum analyze branches, suites, suite_codes, bookings, booking_nights, room_holds, folios, folio_entries",
];

/** The branch's room charges, its no-shows and its business date. */
const tally = `
  select
    (select count(*)::int from folio_entries e
     where e.domain_id = b.domain_id and e.branch_id = b.id and e.kind = 'charge' and e.item = 'room') as charges,
    (select count(*)::int from bookings k
     where k.domain_id = b.domain_id and k.branch_id = b.id and k.status = 'no-show') as "noShows",
    b.business_date::text as "businessDate"
  from branches b where b.name = '${BRANCH}'`;

async function query(databaseUrl, statements) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let last;
    for (const statement of statements) last = await client.query(statement);
    return last.rows;
  } finally {
    await client.end();
  }
}

const line = (title, figures) => console.log(`${`[PostgreSQL] ${title}`.padEnd(80)} ${figures}`);
const figures = ({ p50, p95, failed }) =>
  p50 === undefined
    ? `no answer (${failed} failed)`
    : `p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms${failed ? `   (${failed} failed)` : ""}`;

/** Closes `date` once, timed: its answer's status, its body and the milliseconds it took. */
async function close(base, token, at, date) {
  const { method, url, body } = requestOf(dayCalls.close, { params: at, body: { BusinessDate: date } });
  const started = performance.now();
  const response = await fetch(base + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      [IDEMPOTENCY_HEADER]: randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** One connection reading `call` at `input`, as JSON or by `accept`, for BENCH_SECONDS. */
const read = (base, token, call, input, accept = "application/json") =>
  latencies({
    url: base + requestOf(call, input).url,
    headers: { authorization: `Bearer ${token}`, accept },
  });

async function scenario(base, databaseUrl) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const domainId = login.User.DomainId;
  const started = Date.now();
  await query(databaseUrl, seed(domainId));
  await query(databaseUrl, seedAhead());
  const [{ id: branchId }] = await query(databaseUrl, [`select id from branches where name = '${BRANCH}'`]);
  const at = { domainId, branchId };
  const before = (await query(databaseUrl, [tally]))[0];
  console.log(
    `[PostgreSQL] ${BRANCH}: ${size.rooms} rooms, ${size.inHouse} in house, ${size.arrivals} arrivals due` +
      ` ${before.businessDate} (AutoNoShow), the next ${size.forecast} nights booked (seeded in` +
      ` ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  line(
    `GET the day's status (${size.arrivals} arrivals pending)`,
    figures(await read(base, login.Token, dayCalls.status, { params: at })),
  );

  const first = await close(base, login.Token, at, before.businessDate);
  const after = (await query(databaseUrl, [tally]))[0];
  const posted = after.charges - before.charges;
  const closed = first.status === 200 && posted === size.inHouse && after.noShows === size.arrivals;
  line(
    `POST close ${before.businessDate}: ${posted} room charges, ${after.noShows} no-shows`,
    `${(first.ms / 1000).toFixed(2).padStart(6)} s   target < ${targets.close / 1000} s: ${first.ms < targets.close ? "yes" : "no"}` +
      `${first.status === 200 ? "" : `   (answered ${first.status}: ${first.text.slice(0, 200)})`}`,
  );
  if (!closed || first.ms >= targets.close) process.exitCode = 1;

  const report = { params: { ...at, date: before.businessDate } };
  line("GET the closed day's report (JSON)", figures(await read(base, login.Token, dayCalls.report, report)));
  line("  the same as CSV", figures(await read(base, login.Token, dayCalls.report, report, "text/csv")));
  line(
    "  the same as PDF",
    figures(await read(base, login.Token, dayCalls.report, report, "application/pdf")),
  );
  const ahead = { params: at, query: { days: size.forecast } };
  line(
    `GET the forecast of ${size.forecast} nights (JSON)`,
    figures(await read(base, login.Token, dayCalls.forecast, ahead)),
  );
  line("  the same as CSV", figures(await read(base, login.Token, dayCalls.forecast, ahead, "text/csv")));

  // The day closed again, as after a crash that lost the date's move: nothing is charged twice.
  await query(databaseUrl, [
    `update branches set business_date = business_date - 1 where name = '${BRANCH}'`,
  ]);
  const again = await close(base, login.Token, at, before.businessDate);
  const last = (await query(databaseUrl, [tally]))[0];
  const twice = last.charges - after.charges;
  line(
    `POST close ${before.businessDate} again (its date set back): ${twice} new room charges`,
    `${(again.ms / 1000).toFixed(2).padStart(6)} s   ${twice === 0 ? "nothing posted twice" : "CHARGED TWICE"}` +
      `${again.status === 200 ? "" : `   (answered ${again.status}: ${again.text.slice(0, 200)})`}`,
  );
  if (again.status !== 200 || twice !== 0) process.exitCode = 1;
}

async function onDatabase(databaseUrl) {
  const server = await startServer({ databaseUrl, adminPassword });
  try {
    await scenario(server.base, databaseUrl);
  } finally {
    await server.stop();
  }
}

export async function benchDayClose() {
  if (process.env.BENCH_DAY_SEEDED_URL) return onDatabase(process.env.BENCH_DAY_SEEDED_URL);
  if (!process.env.DATABASE_URL) {
    console.log("(day-close skipped: set DATABASE_URL=postgres://… to measure it on PostgreSQL)");
    return;
  }
  await onFreshPostgres(process.env.DATABASE_URL, onDatabase);
}
