import { randomUUID } from "node:crypto";
import { ANONYMISED, addDays, dayIn, Permission } from "@concierge/contract";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, DAY, HOUR, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { one } from "../../db/one.js";
import {
  auditEntries,
  bookings,
  branches,
  dayLeases,
  dayReports,
  folioEntries,
  guests,
} from "../../db/schema/index.js";
import { closeDueDays } from "./auto-close.js";

let api: Api;

// Its own database even in the PostgreSQL project: the server's run closes every domain's due days.
beforeAll(async () => {
  api = await startApi({ embedded: true, env: { GUEST_RETENTION_MONTHS: "6" } });
});
afterAll(() => api.close());

const today = () => dayIn(new Date(), "UTC");
const run = () => closeDueDays({ db: api.db, log: api.app.log, store: api.app.scans, config: api.config });

type Staff = Awaited<ReturnType<typeof nightDesk>>;

/** A branch (in UTC) with a room `code` of its own, whose staff may close its day. */
async function nightDesk() {
  const staff = await signedInUser(api, {
    permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.CLOSE_DAY],
  });
  const code = `N${randomUUID().slice(0, 5)}`;
  await addSuite(api, staff, staff.branchId, [code]);
  return { ...staff, code };
}

const ofBranch = (staff: Staff) =>
  and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId));

/** The branch's business date `days` back, its audit time `auditTime` ('00:00': always passed today). */
const behind = (staff: Staff, days: number, auditTime = "00:00") =>
  api.db
    .update(branches)
    .set({ businessDate: addDays(today(), -days), auditTime })
    .where(ofBranch(staff));

const branchOf = async (staff: Staff) => one(await api.db.select().from(branches).where(ofBranch(staff)));

const reportDates = async (staff: Staff) =>
  (
    await api.db
      .select({ date: dayReports.date })
      .from(dayReports)
      .where(and(eq(dayReports.domainId, staff.domainId), eq(dayReports.branchId, staff.branchId)))
      .orderBy(asc(dayReports.closedAt))
  ).map((row) => row.date);

/** The room charges of each night of the domain's stays: night → how many. */
async function roomChargesByNight(staff: Staff) {
  const rows = await api.db
    .select({ night: folioEntries.serviceDate, charges: count() })
    .from(folioEntries)
    .where(
      and(
        eq(folioEntries.domainId, staff.domainId),
        eq(folioEntries.kind, "charge"),
        eq(folioEntries.item, "room"),
      ),
    )
    .groupBy(folioEntries.serviceDate);
  return Object.fromEntries(rows.map((row) => [row.night, row.charges]));
}

describe("the server's own close of the day", () => {
  it("catches up missed days in order, charging each night once, then runs the domain's chores", async () => {
    const staff = await nightDesk();
    await storedStay(
      api,
      staff,
      { code: staff.code },
      new Date(Date.now() - 4 * DAY),
      new Date(Date.now() + 2 * DAY),
      null,
      { rate: 10_000 },
    );
    const gone = one(
      await api.db
        .insert(guests)
        .values({
          domainId: staff.domainId,
          firstName: "Long",
          lastName: "Gone",
          createdAt: sql`now() - interval '1 year'`,
        })
        .returning(),
    );
    await behind(staff, 3);

    await run();

    const days = [-3, -2, -1].map((n) => addDays(today(), n));
    expect(await reportDates(staff)).toEqual(days);
    expect((await branchOf(staff)).businessDate).toBe(today());
    expect(await roomChargesByNight(staff)).toEqual(Object.fromEntries(days.map((day) => [day, 1])));
    const trail = await api.db
      .select({ actorId: auditEntries.actorId, actorName: auditEntries.actorName })
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, staff.domainId), eq(auditEntries.action, "close-day")));
    expect(trail).toEqual(days.map(() => ({ actorId: null, actorName: "Night audit" })));
    const [guest] = await api.db.select().from(guests).where(eq(guests.id, gone.id));
    expect(guest?.lastName).toBe(ANONYMISED);

    // Nothing is due any more: a second run changes nothing.
    await run();
    expect(await reportDates(staff)).toEqual(days);
    expect(await roomChargesByNight(staff)).toEqual(Object.fromEntries(days.map((day) => [day, 1])));
  });

  it("leaves a branch alone until its audit time has passed on its clock", async () => {
    const staff = await nightDesk();
    // Yesterday closes at 23:59:59.999999 today: not yet, whenever the test runs.
    await behind(staff, 1, "23:59:59.999999");
    await run();
    expect((await branchOf(staff)).businessDate).toBe(addDays(today(), -1));
    expect(await reportDates(staff)).toEqual([]);
  });

  it("waits a quarter of an hour for arrivals pending, then marks them no-show if the branch says so", async () => {
    const staff = await nightDesk();
    await storedStay(
      api,
      staff,
      { code: staff.code },
      new Date(Date.now() - DAY - HOUR),
      new Date(Date.now() + DAY),
      null,
      { status: "reserved" },
    );
    const yesterday = addDays(today(), -1);
    await behind(staff, 1);

    await run();
    expect((await branchOf(staff)).businessDate).toBe(yesterday);
    const lease = one(
      await api.db
        .select({ waits: sql<boolean>`${dayLeases.retryAfter} > now() + interval '14 minutes'` })
        .from(dayLeases)
        .where(and(eq(dayLeases.domainId, staff.domainId), eq(dayLeases.branchId, staff.branchId))),
    );
    expect(lease.waits).toBe(true);

    // Marking no-shows now would do, but the server does not look again before its retry time.
    await api.db.update(branches).set({ autoNoShow: true }).where(ofBranch(staff));
    await run();
    expect((await branchOf(staff)).businessDate).toBe(yesterday);

    await api.db
      .update(dayLeases)
      .set({ retryAfter: sql`now() - interval '1 second'` })
      .where(and(eq(dayLeases.domainId, staff.domainId), eq(dayLeases.branchId, staff.branchId)));
    await run();
    expect((await branchOf(staff)).businessDate).toBe(today());
    const [reservation] = await api.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.domainId, staff.domainId));
    expect(reservation?.status).toBe("no-show");
    expect(await reportDates(staff)).toEqual([yesterday]);
  });
});

describe("DAY_CLOSE_CHECK_SECONDS", () => {
  it("has each process look for due days that often, and stop when it closes", async () => {
    const ticking = await startApi({ embedded: true, env: { DAY_CLOSE_CHECK_SECONDS: "1" } });
    try {
      const staff = await signedInUser(ticking, { permissions: [Permission.CLOSE_DAY] });
      await ticking.db
        .update(branches)
        .set({ businessDate: addDays(today(), -2), auditTime: "00:00" })
        .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
      const closed = async () =>
        (await ticking.db.select().from(dayReports).where(eq(dayReports.domainId, staff.domainId))).length;
      for (const deadline = Date.now() + 10_000; (await closed()) < 2 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await closed()).toBe(2);
    } finally {
      await ticking.close();
    }
  });
});
