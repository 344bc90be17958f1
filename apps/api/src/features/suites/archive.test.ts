import { randomUUID } from "node:crypto";
import { AccessMessage, calls, Permission, type Suite, SuiteMessage } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, DAY, frontDesk, inDays, storedStay, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditorOf, trailOf } from "../../../test/trail.js";

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;
const at = (suite: Pick<Suite, "DomainId" | "Id">) => ({
  params: { domainId: suite.DomainId, suiteId: suite.Id },
});
const archive = (staff: { headers: Record<string, string> }, suite: Pick<Suite, "DomainId" | "Id">) =>
  api.call(calls.suites.archive, at(suite), staff.headers);
const restore = (staff: { headers: Record<string, string> }, suite: Pick<Suite, "DomainId" | "Id">) =>
  api.call(calls.suites.restore, at(suite), staff.headers);

const suitesOf = async (staff: Staff, query: Record<string, string> = {}) => {
  const params = { domainId: staff.domainId, page: 1, pageSize: 100 };
  return (await api.call(calls.suites.list, { params, query }, staff.headers)).json().Suites as Suite[];
};

/** Front-desk staff whose suite (rooms P1, P2) had a stay that ended yesterday. */
async function suiteWithHistory() {
  const staff = await frontDesk(api, ["L1"]);
  const suite = await addSuite(api, staff, staff.branchId, ["P1", "P2"], 90, "Penthouse");
  await storedStay(
    api,
    staff,
    { code: "P1" },
    new Date(Date.now() - 3 * DAY),
    new Date(Date.now() - DAY),
    new Date(Date.now() - DAY),
  );
  return { staff, suite };
}

describe("archiving a suite", () => {
  it("keeps a suite that had bookings, out of the list, the booking form's rooms and the rack", async () => {
    const { staff, suite } = await suiteWithHistory();
    expectRefusal(
      await api.call(calls.suites.delete, at(suite), staff.headers),
      409,
      SuiteMessage.booked(["P1"]),
    );
    const archived = await archive(staff, suite);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ ...suite, Archived: true });

    expect((await suitesOf(staff)).map((shown) => shown.Id)).not.toContain(suite.Id);
    expect(await suitesOf(staff, { archived: "true" })).toEqual([{ ...suite, Archived: true }]);
    const codes = await api.call(calls.suites.codes, { params: { domainId: staff.domainId } }, staff.headers);
    expect(codes.json()).toEqual([{ Category: "Deluxe", Codes: ["L1"] }]);
    const rack = await api.call(
      calls.rooms.rack,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId },
        query: { from: inDays(0).slice(0, 10) },
      },
      staff.headers,
    );
    expect(rack.statusCode, rack.body).toBe(200);
    expect(rack.body).not.toContain("P1");
  });

  it("refuses a walk-in, a reservation or a move into an archived suite's room with 409, and restores it", async () => {
    const { staff, suite } = await suiteWithHistory();
    expect((await archive(staff, suite)).statusCode).toBe(200);
    const refused = SuiteMessage.archivedRoom("P2");
    expectRefusal(
      await api.call(calls.bookings.create, { body: walkIn(staff, { SuiteCode: "p2" }) }, staff.headers),
      409,
      refused,
    );
    const reservation = walkIn(staff, { SuiteCode: "P2", CheckinDate: inDays(1), CheckoutDate: inDays(3) });
    expectRefusal(await api.call(calls.bookings.reserve, { body: reservation }, staff.headers), 409, refused);

    const stay = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "L1" }) },
      staff.headers,
    );
    expect(stay.statusCode).toBe(201);
    const moved = { ...walkIn(staff, { SuiteCode: "P2" }), Id: stay.json().Id };
    expectRefusal(await api.call(calls.bookings.update, { body: moved }, staff.headers), 409, refused);

    const restored = await restore(staff, suite);
    expect(restored.json()).toEqual({ ...suite, Archived: false });
    expect((await suitesOf(staff)).map((shown) => shown.Id)).toContain(suite.Id);
    expect((await api.call(calls.bookings.update, { body: moved }, staff.headers)).statusCode).toBe(200);
  });

  it("refuses to archive a suite with a stay not yet ended, naming its room: 409", async () => {
    const staff = await frontDesk(api, ["Q1"]);
    const suite = (await suitesOf(staff))[0] as Suite;
    expect(
      (await api.call(calls.bookings.create, { body: walkIn(staff, { SuiteCode: "Q1" }) }, staff.headers))
        .statusCode,
    ).toBe(201);
    expectRefusal(await archive(staff, suite), 409, SuiteMessage.heldAhead(["Q1"]));
    expect((await suitesOf(staff))[0]?.Archived).toBe(false);
  });

  it("takes MANAGE_SUITES and a session; another domain's suite or an unknown id is 404", async () => {
    const { staff, suite } = await suiteWithHistory();
    const desk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await archive(desk, suite), 403, AccessMessage.forbidden);
    expectRefusal(await restore(desk, suite), 403, AccessMessage.forbidden);
    expect((await archive({ headers: {} }, suite)).statusCode).toBe(401);
    expectRefusal(await archive(staff, { ...suite, Id: randomUUID() }), 404, SuiteMessage.notFound);
    expectRefusal(await archive(staff, { ...suite, Id: "no-such-id" }), 404, SuiteMessage.notFound);
    const other = await frontDesk(api);
    expect((await archive(other, { ...suite, DomainId: other.domainId })).statusCode).toBe(404);
    expect((await suitesOf(staff)).find((shown) => shown.Id === suite.Id)?.Archived).toBe(false);
  });

  it("is recorded in the trail as archived, then restored, by its actor", async () => {
    const { staff, suite } = await suiteWithHistory();
    await archive(staff, suite);
    await restore(staff, suite);
    const entries = await trailOf(api, await auditorOf(api, staff), { entity: "suite" });
    const actions = entries.filter((entry) => entry.EntityId === suite.Id).map((entry) => entry.Action);
    expect(actions.slice(0, 2)).toEqual(["restore", "archive"]);
  });
});
