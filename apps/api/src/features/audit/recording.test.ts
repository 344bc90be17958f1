import { ALL_PERMISSIONS, calls, IDEMPOTENCY_HEADER, Permission } from "@concierge/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCountry, signedInUser } from "../../../test/factories.js";
import { addSuite, awayFromMidnight, frontDesk, inDays, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { dataUrl, png } from "../../../test/image-samples.js";
import { auditorOf, trailOf } from "../../../test/trail.js";

let api: Api;
let country: { name: string };

beforeAll(async () => {
  api = await startApi();
  country = await createCountry(api.db, ["Lagos", "Kano"]);
});
afterAll(() => api.close());

/** A hotel's own administrator: every permission but GLOBAL. */
const LOCAL = ALL_PERMISSIONS.filter((permission) => permission !== Permission.GLOBAL);

const branchBody = (domainId: string, change: object = {}) => ({
  Name: "Marina",
  Phone: "08012345678",
  Email: "marina@example.com",
  DomainId: domainId,
  State: "Lagos",
  Country: country.name,
  Address: "1 Marina Road",
  ...change,
});

describe("the audit trail records every write", () => {
  it("a branch's creation, edit and deletion, each changed field before and after, by its actor", async () => {
    const admin = await signedInUser(api, { permissions: LOCAL });
    const created = await api.call(
      calls.branches.create,
      { body: branchBody(admin.domainId) },
      admin.headers,
    );
    expect(created.statusCode).toBe(201);
    const branch = created.json();
    const edit = { ...branchBody(admin.domainId, { Name: "Marina Annex", State: "Kano" }), Id: branch.Id };
    expect((await api.call(calls.branches.update, { body: edit }, admin.headers)).statusCode).toBe(200);
    const params = { domainId: admin.domainId, branchId: branch.Id };
    expect((await api.call(calls.branches.delete, { params }, admin.headers)).statusCode).toBe(204);

    const entries = await trailOf(api, admin, { entity: "branch", entityId: branch.Id });
    expect(entries.map((entry) => entry.Action)).toEqual(["delete", "update", "create"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ ActorId: admin.userId, ActorName: admin.username, Entity: "branch" });
    }
    const [deleted, updated, made] = entries;
    expect(updated?.Changes).toEqual({ Name: ["Marina", "Marina Annex"], State: ["Lagos", "Kano"] });
    expect(made?.Changes).toMatchObject({
      Id: [null, branch.Id],
      Name: [null, "Marina"],
      TimeZone: [null, "UTC"],
    });
    expect(deleted?.Changes).toMatchObject({ Id: [branch.Id, null], Name: ["Marina Annex", null] });
    // Every field, as jsonb keeps them: in its own order.
    expect(Object.keys(deleted?.Changes ?? {}).sort()).toEqual(Object.keys(branch).sort());
  });

  it("a user's edit and deletion, a role's creation, an image's upload and a domain's edit", async () => {
    const admin = await signedInUser(api, { permissions: LOCAL });
    const role = await api.call(
      calls.roles.create,
      {
        body: { RoleName: "Night desk", Permissions: [Permission.MANAGE_BOOKINGS], DomainId: admin.domainId },
      },
      admin.headers,
    );
    expect(role.statusCode).toBe(201);
    const clerk = await signedInUser(api, { domain: admin, permissions: [Permission.MANAGE_BOOKINGS] });
    const edit = {
      Id: clerk.userId,
      Email: "night@example.com",
      DomainId: admin.domainId,
      BranchId: admin.branchId,
      RoleId: role.json().Id,
      Activated: true,
    };
    expect((await api.call(calls.users.update, { body: edit }, admin.headers)).statusCode).toBe(200);
    const gone = { domainId: admin.domainId, userId: clerk.userId };
    expect((await api.call(calls.users.delete, { params: gone }, admin.headers)).statusCode).toBe(204);
    const domainEdit = {
      Id: admin.domainId,
      DomainName: `${admin.name} Group`,
      RCNumber: "RC1",
      Logo: "/logo.svg",
    };
    expect((await api.call(calls.domains.update, { body: domainEdit }, admin.headers)).statusCode).toBe(200);

    const [deleted, updated] = await trailOf(api, admin, { entity: "user", entityId: clerk.userId });
    expect(updated?.Changes).toEqual({
      Email: [clerk.email, "night@example.com"],
      RoleId: [clerk.roleId, role.json().Id],
    });
    expect(deleted).toMatchObject({ Action: "delete", EntityId: clerk.userId });
    expect(deleted?.Changes.Username).toEqual([clerk.username, null]);
    const [roleMade] = await trailOf(api, admin, { entity: "role" });
    expect(roleMade?.Changes.RoleName).toEqual([null, "Night desk"]);
    const [domainEdited] = await trailOf(api, admin, { entity: "domain" });
    expect(domainEdited).toMatchObject({ Action: "update", EntityId: admin.domainId });
    expect(domainEdited?.Changes).toEqual({
      DomainName: [admin.name, `${admin.name} Group`],
      RCNumber: [expect.any(String), "RC1"],
    });
  });

  it("a booking's check-in, check-out, cancellation and no-show under their own actions", async () => {
    await awayFromMidnight(["UTC"]);
    const staff = await frontDesk(api, ["A5", "A6"]);
    const auditor = await auditorOf(api, staff);
    const reserve = (code: string) =>
      api.call(
        calls.bookings.reserve,
        { body: { ...walkIn(staff, { SuiteCode: code }), CheckinDate: new Date().toISOString() } },
        staff.headers,
      );
    const at = (bookingId: string) => ({ params: { domainId: staff.domainId, bookingId } });
    const stay = (await reserve("A5")).json();
    expect((await api.call(calls.bookings.checkIn, at(stay.Id), staff.headers)).statusCode).toBe(200);
    expect((await api.call(calls.bookings.checkOut, at(stay.Id), staff.headers)).statusCode).toBe(200);
    const walked = (
      await api.call(calls.bookings.create, { body: walkIn(staff, { SuiteCode: "A6" }) }, staff.headers)
    ).json();
    expect((await api.call(calls.bookings.cancel, at(walked.Id), staff.headers)).statusCode).toBe(204);
    const missed = (await reserve("A6")).json();
    expect((await api.call(calls.bookings.noShow, at(missed.Id), staff.headers)).statusCode).toBe(200);

    const [checkout, checkin, reserved] = await trailOf(api, auditor, { entityId: stay.Id });
    expect(reserved).toMatchObject({ Action: "create", Entity: "booking" });
    expect(reserved?.Changes.Status).toEqual([null, "reserved"]);
    expect(checkin).toMatchObject({ Action: "checkin" });
    expect(checkin?.Changes).toMatchObject({ Status: ["reserved", "in-house"], CheckedIn: [false, true] });
    expect(checkout).toMatchObject({ Action: "checkout" });
    expect(checkout?.Changes).toMatchObject({
      Status: ["in-house", "checked-out"],
      CheckedOut: [false, true],
      CheckedOutDate: [null, expect.any(String)],
    });
    const [cancelled] = await trailOf(api, auditor, { entityId: walked.Id });
    expect(cancelled).toMatchObject({ Action: "cancel", Changes: { Status: ["in-house", "cancelled"] } });
    const [noShow] = await trailOf(api, auditor, { entityId: missed.Id });
    expect(noShow).toMatchObject({ Action: "noshow", Changes: { Status: ["reserved", "no-show"] } });
  });

  it("a room's housekeeping as `<branch>/<code>`, and an out-of-order block's start and end", async () => {
    const staff = await frontDesk(api, ["B1"]);
    const auditor = await auditorOf(api, staff);
    const room = { domainId: staff.domainId, branchId: staff.branchId, code: "b1" };
    const cleaned = await api.call(
      calls.rooms.housekeeping,
      { params: room, body: { Housekeeping: "dirty" } },
      staff.headers,
    );
    expect(cleaned.statusCode).toBe(200);
    const blockBody = { From: inDays(3).slice(0, 10), To: inDays(5).slice(0, 10), Reason: "Paint" };
    const block = (
      await api.call(calls.rooms.block, { params: room, body: blockBody }, staff.headers)
    ).json();
    const unblock = { params: { ...room, blockId: block.Id } };
    expect((await api.call(calls.rooms.unblock, unblock, staff.headers)).statusCode).toBe(204);

    const [housekeeping] = await trailOf(api, auditor, { entity: "room" });
    expect(housekeeping).toMatchObject({
      Action: "update",
      EntityId: `${staff.branchId}/B1`,
      Changes: { Housekeeping: ["clean", "dirty"] },
    });
    const [ended, started] = await trailOf(api, auditor, { entity: "block", entityId: block.Id });
    expect(started?.Changes).toMatchObject({ From: [null, blockBody.From], Reason: [null, "Paint"] });
    expect(ended).toMatchObject({ Action: "delete", Changes: { To: [blockBody.To, null] } });
  });
});

describe("reference data and images", () => {
  it("are recorded in the actor's own domain: a country by its name, a utility, a domain made and deleted", async () => {
    const root = await signedInUser(api);
    const name = `Country ${root.userId.slice(0, 8)}`;
    const send = (call: Parameters<Api["call"]>[0], body: object) => api.call(call, { body }, root.headers);
    expect((await send(calls.countries.create, { Name: name, States: ["Lagos"] })).statusCode).toBe(201);
    expect((await send(calls.countries.update, { Name: name, States: ["Lagos", "Oyo"] })).statusCode).toBe(
      200,
    );
    const utility = await send(calls.utilities.create, {
      Name: `Pool ${root.userId.slice(0, 8)}`,
      Items: ["Towels"],
    });
    expect(utility.statusCode).toBe(201);
    const hotel = await send(calls.domains.create, {
      DomainName: `Inn ${root.userId.slice(0, 8)}`,
      RCNumber: "RC9",
      Logo: "/logo.svg",
    });
    expect(hotel.statusCode).toBe(201);
    const gone = await api.call(calls.domains.delete, { params: { id: hotel.json().Id } }, root.headers);
    expect(gone.statusCode).toBe(204);

    const [edited, made] = await trailOf(api, root, { entity: "country", entityId: name });
    expect(made?.Changes).toEqual({ Name: [null, name], States: [null, ["Lagos"]] });
    expect(edited?.Changes).toEqual({ States: [["Lagos"], ["Lagos", "Oyo"]] });
    const [pool] = await trailOf(api, root, { entity: "utility" });
    expect(pool).toMatchObject({ Action: "create", EntityId: utility.json().Id });
    const [deleted, created] = await trailOf(api, root, { entity: "domain", entityId: hotel.json().Id });
    expect([created?.Action, deleted?.Action]).toEqual(["create", "delete"]);
    expect(deleted?.Changes.RCNumber).toEqual(["RC9", null]);
  });

  it("an image's upload and deletion, without its bytes", async () => {
    const admin = await signedInUser(api, { permissions: LOCAL });
    const image = dataUrl("image/png", png);
    const uploaded = await api.call(calls.images.upload, { body: { name: "Lobby", image } }, admin.headers);
    expect(uploaded.statusCode).toBe(201);
    const { _id } = uploaded.json();
    const removed = await api.call(
      calls.images.delete,
      { params: { domainId: admin.domainId, imageId: _id } },
      admin.headers,
    );
    expect(removed.statusCode).toBe(204);
    const [deleted, made] = await trailOf(api, admin, { entity: "image", entityId: _id });
    expect(made?.Changes).toMatchObject({ _id: [null, _id], imageName: [null, "Lobby"] });
    expect(deleted?.Changes).toMatchObject({ _id: [_id, null], link: [uploaded.json().link, null] });
    expect(JSON.stringify([made, deleted])).not.toContain(image.slice(30, 60));
  });
});

describe("a write and its entry are one", () => {
  it("a refused write leaves no entry: a 400 and a double booking's 409", async () => {
    const staff = await frontDesk(api, ["C1"]);
    const auditor = await auditorOf(api, staff);
    const bad = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "C1", Phone: "1" }) },
      staff.headers,
    );
    expect(bad.statusCode).toBe(400);
    const first = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "C1" }) },
      staff.headers,
    );
    expect(first.statusCode).toBe(201);
    const twice = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "C1" }) },
      staff.headers,
    );
    expect(twice.statusCode).toBe(409);
    const entries = await trailOf(api, auditor, { entity: "booking" });
    expect(entries.map((entry) => entry.EntityId)).toEqual([first.json().Id]);
  });

  it("a creation sent twice with one Idempotency-Key is recorded once", async () => {
    const staff = await frontDesk(api, ["D1"]);
    const auditor = await auditorOf(api, staff);
    const key = { ...staff.headers, [IDEMPOTENCY_HEADER]: `audit-${staff.userId}` };
    const body = walkIn(staff, { SuiteCode: "D1" });
    const first = await api.call(calls.bookings.create, { body }, key);
    const again = await api.call(calls.bookings.create, { body }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().Id).toBe(first.json().Id);
    expect(await trailOf(api, auditor, { entity: "booking" })).toHaveLength(1);
  });

  it("entries cannot be changed or deleted, even by a statement sent straight to the database", async () => {
    const staff = await frontDesk(api, ["E1"]);
    const auditor = await auditorOf(api, staff);
    await addSuite(api, staff, staff.branchId, ["E2"]);
    const [entry] = await trailOf(api, auditor);
    const mine = sql`domain_id = ${staff.domainId}`;
    await expect(
      api.db.execute(sql`update audit_entries set actor_name = 'someone else' where ${mine}`),
    ).rejects.toThrow();
    await expect(api.db.execute(sql`delete from audit_entries where ${mine}`)).rejects.toThrow();
    expect((await trailOf(api, auditor))[0]).toEqual(entry);
  });
});
