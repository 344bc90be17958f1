import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, calls, dayIn, Permission } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, DAY, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { ownDatabase } from "../../../test/own-database.js";
import {
  killServer,
  type ServerProcess,
  spawnServer,
  stopServer,
  waitUntilAnswers,
} from "../../../test/server-process.js";
import { one } from "../../db/one.js";
import { auditEntries, branches, dayReports, folioEntries } from "../../db/schema/index.js";

// Only in the "api (PostgreSQL)" project: two API processes over one database of the test's own.
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-day-"));
let database: Awaited<ReturnType<typeof ownDatabase>>;
let api: Api;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await ownDatabase("concierge_day");
  api = await startApi({ database: await database.open() });
});

afterAll(async () => {
  for (const server of servers) killServer(server);
  await Promise.all(servers.map((server) => server.exited));
  await api?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const today = () => dayIn(new Date(), "UTC");

describe("two API processes closing days by themselves", () => {
  it("close a branch's five missed days once between them, in order, each night charged once", {
    timeout: 120_000,
  }, async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_SUITES, Permission.CLOSE_DAY] });
    const codes = ["P1", "P2", "P3"];
    await addSuite(api, staff, staff.branchId, codes);
    for (const code of codes) {
      await storedStay(
        api,
        staff,
        { code },
        new Date(Date.now() - 6 * DAY),
        new Date(Date.now() + 2 * DAY),
        null,
        { rate: 8_000 },
      );
    }
    const ofBranch = and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId));
    await api.db
      .update(branches)
      .set({ businessDate: addDays(today(), -5), auditTime: "00:00" })
      .where(ofBranch);

    const env = () => ({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(dataDir, "server-")),
      JWT_SECRET: "a-secret-shared-by-every-process-of-the-test",
      ADMIN_PASSWORD: `admin-${randomBytes(9).toString("base64url")}`,
      DAY_CLOSE_CHECK_SECONDS: "1",
    });
    servers = await Promise.all([spawnServer(env()), spawnServer(env())]);
    await Promise.all(servers.map((server) => waitUntilAnswers(server, calls.health.ready.path)));

    const businessDate = async () =>
      one(await api.db.select({ date: branches.businessDate }).from(branches).where(ofBranch)).date;
    for (
      const deadline = Date.now() + 60_000;
      (await businessDate()) !== today() && Date.now() < deadline;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A few more ticks of both, which must find nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);

    expect(await businessDate()).toBe(today());
    const days = [-5, -4, -3, -2, -1].map((n) => addDays(today(), n));
    const reports = await api.db
      .select({ date: dayReports.date, roomsSold: dayReports.roomsSold })
      .from(dayReports)
      .where(eq(dayReports.domainId, staff.domainId))
      .orderBy(dayReports.closedAt);
    expect(reports).toEqual(days.map((date) => ({ date, roomsSold: 3 })));
    const charges = await api.db
      .select({ bookingId: folioEntries.bookingId, night: folioEntries.serviceDate })
      .from(folioEntries)
      .where(and(eq(folioEntries.domainId, staff.domainId), eq(folioEntries.item, "room")));
    expect(charges).toHaveLength(3 * days.length);
    expect(new Set(charges.map((charge) => `${charge.bookingId} ${charge.night}`)).size).toBe(charges.length);
    const closes = await api.db
      .select({ actorName: auditEntries.actorName })
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, staff.domainId), eq(auditEntries.action, "close-day")));
    expect(closes).toHaveLength(days.length);
  });
});
