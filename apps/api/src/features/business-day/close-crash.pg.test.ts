import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls, type DayClosed, dayIn, Permission } from "@concierge/contract";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, DAY, storeBookings } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { ownDatabase } from "../../../test/own-database.js";
import {
  fetchCall,
  killServer,
  type ServerProcess,
  signInOver,
  spawnServer,
  waitUntilAnswers,
} from "../../../test/server-process.js";
import { rowsOf } from "../../db/one.js";
import { bookings, dayReports, folioEntries, folios } from "../../db/schema/index.js";

// Only in the "api (PostgreSQL)" project: a server killed in the middle of a close, on a database of
// the test's own (the test holds a folio's lock and reads every connection's waits).
const STAYS = 120;
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-crash-"));
let database: Awaited<ReturnType<typeof ownDatabase>>;
let api: Api;
let server: ServerProcess | undefined;
let locker: pg.Client | undefined;

beforeAll(async () => {
  database = await ownDatabase("concierge_crash");
  api = await startApi({ database: await database.open() });
});

afterAll(async () => {
  killServer(server);
  await server?.exited;
  await locker?.end();
  await api?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const today = () => dayIn(new Date(), "UTC");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the close waits for the folio the test holds. Read on a connection outside the test's
 * transaction: within one, pg_stat_activity is the snapshot its first read took.
 */
async function closeIsBlocked() {
  const [waiting] = rowsOf<{ n: number }>(
    await api.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'
         and query like '%from "folios"%'`),
  );
  return (waiting?.n ?? 0) > 0;
}

describe("a close cut short by the process's death", () => {
  it("runs again whole: every night in house charged once, balances the sums of their entries, one report", {
    timeout: 120_000,
  }, async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_SUITES, Permission.CLOSE_DAY] });
    const codes = Array.from({ length: STAYS }, (_, i) => `K${i + 1}`);
    // A suite holds at most 100 rooms.
    await addSuite(api, staff, staff.branchId, codes.slice(0, STAYS / 2));
    await addSuite(api, staff, staff.branchId, codes.slice(STAYS / 2));
    const guest = {
      domainId: staff.domainId,
      branchId: staff.branchId,
      title: "Mr",
      firstName: "In",
      lastName: "House",
      otherName: "",
      phone: "08000000000",
      email: "in.house@example.com",
      additionalGuests: [],
      guestId: "X1",
      guestIdType: "Passport",
      guestIdUrl: "https://cdn.example.com/x.png",
      checkinDate: new Date(Date.now() - DAY),
      checkoutDate: new Date(Date.now() + 2 * DAY),
      bookedDate: new Date(Date.now() - DAY),
      status: "in-house" as const,
      rate: 9_500,
    };
    await storeBookings(
      api,
      codes.map((suiteCode) => ({ ...guest, suiteCode })),
    );

    // The folio last in id order, locked from a connection of the test's: the close waits on it.
    locker = await database.connect();
    await locker.query("begin");
    const { rows } = await locker.query(
      "select id from folios where domain_id = $1 order by id desc limit 1 for update",
      [staff.domainId],
    );
    expect(rows).toHaveLength(1);

    server = await spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(dataDir, "server-")),
      JWT_SECRET: "a-secret-of-the-crash-test",
      ADMIN_PASSWORD: `admin-${randomBytes(9).toString("base64url")}`,
    });
    await waitUntilAnswers(server, calls.health.ready.path);
    const { answer } = await signInOver(server.base, staff.username, staff.password);
    const params = { domainId: staff.domainId, branchId: staff.branchId };
    const closing = fetchCall(
      server.base,
      calls.day.close,
      { params, body: { BusinessDate: today() } },
      answer.Token,
    );
    closing.catch(() => undefined);

    for (const deadline = Date.now() + 30_000; !(await closeIsBlocked()); ) {
      if (Date.now() > deadline) throw new Error("the close never reached the locked folio");
      await wait(100);
    }
    const { rows: posted } = await locker.query(
      "select count(*)::int as n from folio_entries where domain_id = $1",
      [staff.domainId],
    );
    expect(posted[0].n).toBe(0);
    server.child.kill("SIGKILL");
    await server.exited;
    await locker.query("rollback");

    // The dead process's transaction ends once its server process finds the client gone: until
    // then its lease answers 409 day_closing.
    let closed: DayClosed | undefined;
    for (const deadline = Date.now() + 30_000; !closed; ) {
      const again = await api.call(
        calls.day.close,
        { params, body: { BusinessDate: today() } },
        staff.headers,
      );
      if (again.statusCode === 200) closed = again.json() as DayClosed;
      else if (again.json().code !== "day_closing" || Date.now() > deadline)
        throw new Error(`${again.statusCode} ${again.body}`);
      else await wait(250);
    }
    expect(closed.Report.RoomsSold).toBe(STAYS);

    const perBooking = rowsOf<{ n: number }>(
      await api.db.execute(sql`
        select count(e.id)::int as n
          from ${bookings} b
          left join ${folioEntries} e
            on e.domain_id = b.domain_id and e.booking_id = b.id and e.item = 'room' and e.kind = 'charge'
         where b.domain_id = ${staff.domainId}
         group by b.id`),
    );
    expect(perBooking).toHaveLength(STAYS);
    expect(perBooking.every((row) => row.n === 1)).toBe(true);
    const unbalanced = rowsOf(
      await api.db.execute(sql`
        select f.id from ${folios} f
         where f.domain_id = ${staff.domainId}
           and f.balance <> (select coalesce(sum(e.amount), 0) from ${folioEntries} e
                              where e.domain_id = f.domain_id and e.folio_id = f.id)`),
    );
    expect(unbalanced).toEqual([]);
    const reports = await api.db
      .select({ date: dayReports.date })
      .from(dayReports)
      .where(and(eq(dayReports.domainId, staff.domainId), eq(dayReports.branchId, staff.branchId)));
    expect(reports).toEqual([{ date: today() }]);
  });
});
