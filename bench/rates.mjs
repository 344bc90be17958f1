// npm run bench -- rates: rate plans and offers on PostgreSQL (DATABASE_URL, a fresh database seeded
// as the front desk's, BENCH_BOOKINGS (1,000,000) bookings; or BENCH_RATES_SEEDED_URL, a database
// seeded so by an earlier run or upgraded to migration 0032), one connection. On a branch of its own,
// 200 rooms in 10 categories with 5 plans (BAR, BB, and three derived from them): the offers of a
// 14-night stay (p50 < 20 ms), the rate calendar of 62 nights (p50 < 30 ms), and a year of one plan's
// prices for the 10 categories set in one call (< 1 s), each beside its target.
import { addDays, calls, dayIn, offerCalls, rateCalls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import pg from "pg";
import { branchNights, nightsRule, seedPostgres } from "./seed.mjs";
import { onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const puts = Number(process.env.BENCH_RATES_PUTS ?? 5);
const BRANCH = "Rates branch";
const CATEGORIES = 10;
const ROOMS = 20;
const targets = { offers: 20, calendar: 30, year: 1000 };

/**
 * The rates branch: 10 suites (categories) of 20 rooms, 2 to 4 adults; two years of stays behind it,
 * back to back in every room, and ahead of it reservations of 2 nights every 3 days in half the rooms,
 * so that the offers count the free rooms among held ones. Its nights at the stays' rate.
 */
const ratesBranch = [
  `insert into branches (domain_id, name, phone, email, address, state, country, time_zone)
   select id, '${BRANCH}', '08000000000', 'rates@bench.example', '1 Marina Road', 'Lagos', 'Nigeria', 'Africa/Lagos'
   from domains order by created_at limit 1`,
  `with made as (
     insert into suites (domain_id, branch_id, category, price, max_adults, utilities, views)
     select b.domain_id, b.id, 'Category ' || g, 10000 + g * 2500, 2 + g % 3, '{Internet}',
            '{https://bench.example/view.png}'
     from branches b, generate_series(1, ${CATEGORIES}) g where b.name = '${BRANCH}'
     returning domain_id, branch_id, id, category)
   insert into suite_codes (domain_id, branch_id, code, suite_id)
   select domain_id, branch_id, 'Q' || substr(category, 10) || '-' || g, id from made, generate_series(1, ${ROOMS}) g`,
  ...nightsRule(false),
  `insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name, other_name, phone,
     email, additional_guests, guest_id, guest_id_type, guest_id_url, checkin_date, checkout_date,
     booked_date, checked_out_date, status, rate, rate_plan_id)
   select c.domain_id, c.branch_id, c.code, 'Mr', 'Rate', 'Guest', '', '08000000000', '', '{}', 'X1',
          'Passport', '', stay.checkin, stay.checkin + interval '2 days', stay.checkin,
          case when stay.checkin < now() - interval '2 days' then stay.checkin + interval '2 days' end,
          case when stay.checkin < now() - interval '2 days' then 'checked-out' else 'reserved' end,
          15000, p.id
   from suite_codes c
   join branches b on b.domain_id = c.domain_id and b.id = c.branch_id
   join rate_plans p on p.domain_id = c.domain_id and p.branch_id = c.branch_id and p.code = 'BAR'
   cross join generate_series(-365, 29) k
   cross join lateral (select date_trunc('day', now()) + interval '14 hours' + k * interval '2 days'
     + case when k >= 0 then k * interval '1 day' else interval '0 days' end as checkin) stay
   where b.name = '${BRANCH}' and (k < -1 or (k >= 0 and substr(c.code, strpos(c.code, '-') + 1)::int % 2 = 0))`,
  branchNights(BRANCH),
  ...nightsRule(true),
  "vacuum analyze",
];

/**
 * One connection sending autocannon's `request` (a GET of `url` unless told) for `seconds`: the
 * latencies of its 2xx answers to the microsecond (autocannon's keep whole ms).
 */
export async function latencies(request) {
  const all = [];
  const run = autocannon({ connections: 1, duration: seconds, ...request });
  run.on("response", (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) all.push(ms);
  });
  const result = await run;
  all.sort((a, b) => a - b);
  const at = (share) => all[Math.min(all.length - 1, Math.floor(share * all.length))];
  return { p50: at(0.5), p95: at(0.95), failed: result.non2xx + result.errors + result.timeouts };
}

export const verdict = (figure, target) => `target < ${target} ms: ${figure < target ? "yes" : "no"}`;

/** The branch's five plans: BAR and BB set by the night, NRF and BB-NRF 10 % off them, CORP 5.00 off BAR. */
async function plansOf(base, token, at) {
  const { RatePlans } = await send(base, rateCalls.plans, { params: at }, token);
  const bar = RatePlans.find((plan) => plan.Code === "BAR");
  const made = { BAR: bar };
  for (const [Code, parent, change] of [
    ["BB", undefined, {}],
    ["NRF", "BAR", { Percent: -10, Refundable: false }],
    ["BB-NRF", "BB", { Percent: -10, Refundable: false }],
    ["CORP", "BAR", { Amount: -5 }],
  ]) {
    made[Code] =
      RatePlans.find((plan) => plan.Code === Code) ??
      (await send(
        base,
        rateCalls.createPlan,
        {
          body: {
            DomainId: at.domainId,
            BranchId: at.branchId,
            Code,
            Name: Code,
            ...(parent ? { ParentId: made[parent].Id } : {}),
            ...change,
          },
        },
        token,
      ));
  }
  return made;
}

async function scenario(base, databaseUrl) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const auth = { authorization: `Bearer ${login.Token}` };
  const domainId = login.User.DomainId;
  const named = { params: { domainId, page: 1, pageSize: 1 }, query: { q: BRANCH } };
  const branch = (await send(base, calls.branches.list, named, login.Token)).Branches[0];
  const at = { domainId, branchId: branch.Id };
  const plans = await plansOf(base, login.Token, at);
  // The branch's suites, as the calendar of one night lists them.
  const oneNight = await send(base, rateCalls.calendar, { params: at, query: { days: 1 } }, login.Token);
  const suiteIds = [...new Set(oneNight.Cells.map((cell) => cell.SuiteId))];
  const today = dayIn(new Date(), branch.TimeZone ?? "Africa/Lagos");
  const aYear = { From: today, To: addDays(today, 365) };
  const setRates = (body) =>
    send(base, rateCalls.set, { params: at, body: { SuiteIds: suiteIds, ...body } }, login.Token);
  // BB a year at its own prices, weekends dearer, Saturday arrivals for 2 nights, one night closed.
  await setRates({ RatePlanId: plans.BB.Id, ...aYear, Price: 180 });
  await setRates({ RatePlanId: plans.BAR.Id, ...aYear, Weekdays: [5, 6], Price: 210 });
  await setRates({ RatePlanId: plans.BAR.Id, ...aYear, Weekdays: [6], MinStay: 2 });
  await setRates({
    RatePlanId: plans.BAR.Id,
    From: addDays(today, 20),
    To: addDays(today, 21),
    Closed: true,
  });
  await analyzeRates(databaseUrl);
  console.log(
    `[PostgreSQL] ${BRANCH}: ${suiteIds.length} categories of ${ROOMS} rooms, ${Object.keys(plans).length} plans, 1 connection, ${seconds} s each`,
  );

  const timings = [];
  for (let run = 0; run < puts; run++) {
    const started = performance.now();
    const { Nights } = await setRates({ RatePlanId: plans.BAR.Id, ...aYear, Price: 150 + run });
    timings.push(performance.now() - started);
    if (Nights !== 365 * suiteIds.length) throw new Error(`a year set ${Nights} nights`);
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)];
  console.log(
    `${`[PostgreSQL] PUT rates: a year of BAR for ${suiteIds.length} categories (${365 * suiteIds.length} nights), ${puts} times`.padEnd(96)}` +
      ` median ${median.toFixed(0).padStart(5)} ms   max ${timings.at(-1).toFixed(0).padStart(5)} ms   ${verdict(timings.at(-1), targets.year)}`,
  );

  const arrival = addDays(today, 7);
  const stay = { arrival, departure: addDays(arrival, 14), adults: 2 };
  for (const [title, call, query, target] of [
    [
      `GET rates calendar, 62 nights from ${today}`,
      rateCalls.calendar,
      { from: today, days: 62 },
      targets.calendar,
    ],
    [`GET offers, 14 nights from ${arrival}, 2 adults`, offerCalls.offers, stay, targets.offers],
  ]) {
    const input = { params: at, query };
    const answer = await send(base, call, input, login.Token);
    const size = answer.Offers ? `${answer.Offers.length} offers` : `${answer.Cells.length} cells`;
    const { p50, p95, failed } = await latencies({ url: base + requestOf(call, input).url, headers: auth });
    console.log(
      `${`[PostgreSQL] ${title} (${size})`.padEnd(96)}` +
        ` p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   ${verdict(p50, target)}` +
        `${failed ? `   (${failed} failed)` : ""}`,
    );
  }
}

/** The plans' rows just written, analyzed as autovacuum would within the minute: the quotes plan on them. */
async function analyzeRates(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("vacuum analyze rates, rate_settings, rate_plans");
  await client.end();
}

/** Adds the rates branch to a seeded database, unless an earlier run did. */
async function seedRatesBranch(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from branches where name = $1", [BRANCH]);
    if (rowCount) return;
    const started = Date.now();
    for (const sql of ratesBranch) await client.query(sql);
    console.log(`(seeded ${BRANCH}'s rooms and stays in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await client.end();
  }
}

async function onSeeded(databaseUrl) {
  const server = await startServer({ databaseUrl, adminPassword });
  try {
    await seedRatesBranch(databaseUrl);
    await scenario(server.base, databaseUrl);
  } finally {
    await server.stop();
  }
}

export async function benchRates() {
  if (process.env.BENCH_RATES_SEEDED_URL) return onSeeded(process.env.BENCH_RATES_SEEDED_URL);
  if (!process.env.DATABASE_URL) {
    console.log("(rates skipped: set DATABASE_URL=postgres://… to measure them on PostgreSQL)");
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
