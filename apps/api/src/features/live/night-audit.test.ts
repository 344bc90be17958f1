import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { calls, dayIn, IDEMPOTENCY_HEADER, Permission } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { stayWithFolio } from "../../../test/folio-desk.js";
import { addSuite, DAY, HOUR, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { openStream } from "../../../test/live-streams.js";
import { bookings, branches } from "../../db/schema/index.js";

let api: Api;
let base: string;

beforeAll(async () => {
  api = await startApi();
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api?.close());

describe("the night audit on the branch's stream", () => {
  it("sends each no-show it marks and each folio it charges, with the closer's name", async () => {
    const staff = await signedInUser(api, {
      permissions: [
        Permission.MANAGE_BOOKINGS,
        Permission.MANAGE_SUITES,
        Permission.MANAGE_FOLIOS,
        Permission.CLOSE_DAY,
      ],
    });
    const { folio } = await stayWithFolio(api, staff);
    const code = `N${randomUUID().slice(0, 5)}`;
    await addSuite(api, staff, staff.branchId, [code]);
    await storedStay(
      api,
      staff,
      { code },
      new Date(Date.now() - HOUR),
      new Date(Date.now() + 2 * DAY),
      null,
      {
        status: "reserved",
      },
    );
    const [due] = await api.db
      .select({ Id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.domainId, staff.domainId), eq(bookings.suiteCode, code)));
    await api.db
      .update(branches)
      .set({ autoNoShow: true })
      .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
    const stream = await openStream(base, staff, staff.token);
    await stream.opened();

    const closed = await api.call(
      calls.day.close,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId },
        body: { BusinessDate: dayIn(new Date(), "UTC") },
      },
      { ...staff.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const heard = await stream.take(2);
    stream.close();
    expect(heard.map(({ event, data }) => [event, data.Id, data.Action, data.ActorName])).toEqual([
      ["Booking", due?.Id, "noshow", staff.username],
      ["Folio", folio.Id, "charge", staff.username],
    ]);
  });
});
