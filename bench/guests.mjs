// npm run bench -- guests: the guests list at BENCH_GUESTS (1,000,000) profiles in one domain, on
// PostgreSQL (DATABASE_URL, a fresh database; or BENCH_GUESTS_SEEDED_URL, one seeded so by an earlier
// run), one connection: a search by part of a name (a page of 10, the console's), the booking form's
// type-ahead (2 and 3 letters, pages of 8) and the first page unsearched, each p50 and p95 beside
// the target, p50 < 50 ms.
import { calls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import { seedGuestProfiles } from "./seed.mjs";
import { onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const profiles = Number(process.env.BENCH_GUESTS ?? 1_000_000);
const TARGET_MS = 50;

const searches = [
  ["found by part of a name", "adele dup", 10],
  ["type-ahead, 2 letters", "ad", 8],
  ["type-ahead, 3 letters of a last name", "dup", 8],
  ["type-ahead, 3 letters of a first name", "xav", 8],
  ["first page without a search, counted by the tally", undefined, 10],
];

/** One connection asking `url` for `seconds`: its latencies to the microsecond (autocannon's keep whole ms). */
async function latencies(url, auth) {
  const all = [];
  const run = autocannon({ url, connections: 1, duration: seconds, headers: auth });
  run.on("response", (_client, status, _bytes, ms) => {
    if (status === 200) all.push(ms);
  });
  const result = await run;
  all.sort((a, b) => a - b);
  const at = (share) => all[Math.min(all.length - 1, Math.floor(share * all.length))];
  return { p50: at(0.5), p95: at(0.95), failed: result.non2xx + result.errors + result.timeouts };
}

async function scenario(base) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const auth = { authorization: `Bearer ${login.Token}` };
  const domainId = login.User.DomainId;
  const first = { params: { domainId, page: 1, pageSize: 1 } };
  const { Count } = await send(base, calls.guests.list, first, login.Token);
  console.log(`[PostgreSQL] ${Count} guest profiles in the domain, 1 connection, ${seconds} s each`);
  for (const [title, q, pageSize] of searches) {
    const input = { params: { domainId, page: 1, pageSize }, query: q ? { q } : {} };
    const found = await send(base, calls.guests.list, input, login.Token);
    const { p50, p95, failed } = await latencies(base + requestOf(calls.guests.list, input).url, auth);
    console.log(
      `${`[PostgreSQL] guests ${title}${q ? `, q "${q}"` : ""} (${found.Count} found, pages of ${pageSize})`.padEnd(96)}` +
        ` p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms` +
        `   target p50 < ${TARGET_MS} ms: ${p50 < TARGET_MS ? "yes" : "no"}${failed ? `   (${failed} failed)` : ""}`,
    );
  }
}

async function onSeeded(databaseUrl) {
  const server = await startServer({ databaseUrl, adminPassword });
  try {
    await scenario(server.base);
  } finally {
    await server.stop();
  }
}

export async function benchGuests() {
  if (process.env.BENCH_GUESTS_SEEDED_URL) return onSeeded(process.env.BENCH_GUESTS_SEEDED_URL);
  if (!process.env.DATABASE_URL) {
    console.log("(guests skipped: set DATABASE_URL=postgres://… to measure them on PostgreSQL)");
    return;
  }
  await onFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
    // The first start makes the schema and the administrator's domain, which the profiles join.
    const first = await startServer({ databaseUrl, adminPassword });
    await first.stop();
    await seedGuestProfiles(databaseUrl, profiles);
    await onSeeded(databaseUrl);
  });
}
