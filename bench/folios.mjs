// npm run bench -- folios: postings and folios on PostgreSQL (DATABASE_URL, a fresh database seeded
// as the front desk's, BENCH_BOOKINGS (1,000,000) bookings, each with its folio; or
// BENCH_FOLIOS_SEEDED_URL, a database seeded so by an earlier run or upgraded to migration 0034).
// In 'Branch 000001', whose prices include a VAT of 19 %: at 1 connection, a charge (2 × 7.00 from
// the catalogue) and a payment each posted to one of 1,000 folios in turn (p50 < 10 ms each), and a
// folio of 200 entries read (p50 < 10 ms); then 20 connections posting 2,000 charges and payments
// to one folio, whose balance must still be the sum of its entries.
import { randomUUID } from "node:crypto";
import { calls, folioCalls, IDEMPOTENCY_HEADER, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import pg from "pg";
import { latencies, verdict } from "./rates.mjs";
import { seedPostgres } from "./seed.mjs";
import { onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BRANCH = "Branch 000001";
const FOLIOS = 1000;
const ENTRIES = 200;
const RUSH = { connections: 20, postings: 2000 };
const targets = { post: 10, read: 10 };
const charge = { Item: "minibar", Quantity: 2 };
const payment = { Amount: 10, Method: "card" };

/** The branch's VAT and its minibar item at 7.00, unless an earlier run added them. */
const catalogue = [
  `insert into taxes (domain_id, branch_id, code, name, rate, valid_from)
   select b.domain_id, b.id, 'VAT', 'Value added tax', 1900, '2000-01-01' from branches b
   where b.name = '${BRANCH}'
     and not exists (select 1 from taxes t where t.domain_id = b.domain_id and t.branch_id = b.id and t.code = 'VAT')`,
  `insert into charge_items (domain_id, branch_id, code, name, price, tax_codes)
   select b.domain_id, b.id, 'minibar', 'Minibar', 700, '{VAT}' from branches b where b.name = '${BRANCH}'
   on conflict do nothing`,
];

/** The first folios of the branch's `count` latest bookings, and their bookings. */
const foliosOf = (count) => `
   select f.id, f.booking_id from folios f
   join branches b on b.domain_id = f.domain_id and b.id = f.branch_id
   join bookings k on k.domain_id = f.domain_id and k.id = f.booking_id
   where b.name = '${BRANCH}' and f.number = 1 and f.status = 'open'
   order by k.checkin_date desc limit ${count}`;

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

/** A JSON POST of `call` to each of `folioIds` in turn, each with an Idempotency-Key of its own. */
const postings = (domainId, folioIds, call, body) => {
  let next = 0;
  return {
    method: "POST",
    body: JSON.stringify(body),
    setupRequest: (request) => ({
      ...request,
      path: requestOf(call, { params: { domainId, folioId: folioIds[next++ % folioIds.length] } }).url,
      headers: { ...request.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    }),
  };
};

const line = (title, figures) => console.log(`${`[PostgreSQL] ${title}`.padEnd(80)} ${figures}`);
const figures = ({ p50, p95, failed }, target) =>
  `p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   ${verdict(p50, target)}` +
  `${failed ? `   (${failed} failed)` : ""}`;

async function scenario(base, databaseUrl) {
  await query(databaseUrl, catalogue);
  const folios = await query(databaseUrl, [foliosOf(FOLIOS)]);
  const spread = folios.map((row) => row.id);
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const domainId = login.User.DomainId;
  // The folio read and the one rushed are opened afresh, so that another run finds them as this one.
  const opened = [];
  for (const Payer of ["Read", "Rushed"]) {
    const body = { DomainId: domainId, BookingId: folios[0].booking_id, Payer };
    opened.push((await send(base, folioCalls.open, { body }, login.Token)).Id);
  }
  const [read, rushed] = opened;
  const json = { authorization: `Bearer ${login.Token}`, "content-type": "application/json" };
  console.log(
    `[PostgreSQL] ${BRANCH}: postings to ${spread.length} folios in turn, 1 connection, ${seconds} s each`,
  );
  line(
    `POST a charge (${charge.Quantity} × 7.00 minibar, VAT 19 % included)`,
    figures(
      await latencies({
        url: base,
        headers: json,
        requests: [postings(domainId, spread, folioCalls.charge, charge)],
      }),
      targets.post,
    ),
  );
  line(
    `POST a payment (${payment.Amount.toFixed(2)} by card)`,
    figures(
      await latencies({
        url: base,
        headers: json,
        requests: [postings(domainId, spread, folioCalls.payment, payment)],
      }),
      targets.post,
    ),
  );

  const at = { params: { domainId, folioId: read } };
  for (let i = 0; i < ENTRIES / 2; i++) {
    await send(base, folioCalls.charge, { ...at, body: charge }, login.Token);
    await send(base, folioCalls.payment, { ...at, body: payment }, login.Token);
  }
  const folio = await send(base, folioCalls.get, at, login.Token);
  line(
    `GET a folio of ${folio.Entries.length} entries`,
    figures(await latencies({ url: base + requestOf(folioCalls.get, at).url, headers: json }), targets.read),
  );
  await rush(base, databaseUrl, domainId, json, rushed);
}

/** 20 connections posting charges and payments to one folio: each waits its turn on the folio's lock. */
async function rush(base, databaseUrl, domainId, headers, folioId) {
  const result = await autocannon({
    url: base,
    headers,
    connections: RUSH.connections,
    amount: RUSH.postings,
    // Each posting answers the whole folio, which grows to 2,000 entries: late ones wait seconds.
    timeout: 120,
    requests: [
      postings(domainId, [folioId], folioCalls.charge, charge),
      postings(domainId, [folioId], folioCalls.payment, payment),
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const [sums] = await query(databaseUrl, [
    `select f.balance, coalesce(sum(e.amount), 0) as sum, count(e.id) as entries,
            count(*) filter (where e.kind = 'charge') as charges,
            count(*) filter (where e.kind = 'payment') as payments
     from folios f left join folio_entries e on e.domain_id = f.domain_id and e.folio_id = f.id
     where f.id = '${folioId}' group by f.domain_id, f.id, f.balance`,
  ]);
  const exact = sums.balance === sums.sum;
  line(
    `${RUSH.connections} connections, ${RUSH.postings} postings to one folio`,
    `${result.requests.average.toFixed(0).padStart(4)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${failed ? `   (${failed} failed)` : ""}`,
  );
  line(
    `  its ${sums.entries} entries (${sums.charges} charges, ${sums.payments} payments)`,
    `balance ${(Number(sums.balance) / 100).toFixed(2)} ${exact ? "=" : "≠"} sum of entries ${(Number(sums.sum) / 100).toFixed(2)}: ${exact ? "exact" : "NOT EXACT"}`,
  );
  if (!exact) process.exitCode = 1;
}

async function onSeeded(databaseUrl) {
  const server = await startServer({ databaseUrl, adminPassword });
  try {
    await scenario(server.base, databaseUrl);
  } finally {
    await server.stop();
  }
}

export async function benchFolios() {
  if (process.env.BENCH_FOLIOS_SEEDED_URL) return onSeeded(process.env.BENCH_FOLIOS_SEEDED_URL);
  if (!process.env.DATABASE_URL) {
    console.log("(folios skipped: set DATABASE_URL=postgres://… to measure them on PostgreSQL)");
    return;
  }
  await onFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
    // The first start makes the schema and the administrator's domain, which the seed joins.
    const first = await startServer({ databaseUrl, adminPassword });
    await first.stop();
    await seedPostgres(databaseUrl, rows, bookings);
    await onSeeded(databaseUrl);
  });
}
