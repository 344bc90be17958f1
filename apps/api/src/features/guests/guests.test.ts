import {
  AccessMessage,
  BookingMessage,
  calls,
  DomainMessage,
  GUEST_TAGS_MAX,
  GuestMessage,
  type GuestProfile,
  Permission,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, inDays, walkIn } from "../../../test/front-desk.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { trailOf } from "../../../test/trail.js";
import { guestMergeParts, guestMerges, guests } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = { headers: Headers; domainId: string; branchId: string };

const profileOf = (staff: Staff, fields: object = {}) => ({
  DomainId: staff.domainId,
  Title: "Mr",
  FirstName: "Chidi",
  LastName: "Eze",
  Email: "chidi@example.com",
  Nationality: "Nigerian",
  Notes: "Prefers a high floor",
  Tags: ["VIP"],
  ...fields,
});
const create = (staff: Staff, body: object) => api.call(calls.guests.create, { body }, staff.headers);
const update = (staff: Staff, body: object) => api.call(calls.guests.update, { body }, staff.headers);
const read = (staff: Staff, guestId: string) =>
  api.call(calls.guests.read, { params: { domainId: staff.domainId, guestId } }, staff.headers);

/** Staff who may book and manage guests, at a branch with rooms A5 and A6. */
async function frontDesk() {
  const staff = await signedInUser(api);
  await addSuite(api, staff, staff.branchId, ["A5", "A6"]);
  return staff;
}

async function created(staff: Staff, fields: object = {}): Promise<GuestProfile> {
  const response = await create(staff, profileOf(staff, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("a guest profile", () => {
  it("is created as sent, with no stay yet, and its creation is in the trail under the guest's name", async () => {
    const staff = await signedInUser(api);
    const guest = await created(staff, { Tags: ["VIP", "VIP", "late riser"] });
    expect(guest).toEqual({
      Id: expect.any(String),
      ...profileOf(staff, { Tags: ["VIP", "late riser"] }),
      OtherName: "",
      Phone: "",
      GuestId: "",
      GuestIdType: "",
      Stays: 0,
      Nights: 0,
      LastStay: null,
      MergedInto: null,
      AnonymizedAt: null,
      Version: 1,
    });
    const [entry] = await trailOf(api, staff, { entity: "guest", entityId: guest.Id });
    expect(entry).toMatchObject({ Action: "create", Label: "Chidi Eze" });
  });

  it.each([
    ["no first name", { FirstName: " " }, BookingMessage.firstName],
    ["an email that is not one", { Email: "chidi@" }, BookingMessage.emailFormat],
    [
      "too many tags",
      { Tags: Array.from({ length: GUEST_TAGS_MAX + 1 }, (_, i) => `t${i}`) },
      GuestMessage.tagsMax(GUEST_TAGS_MAX),
    ],
    ["notes that are not a text", { Notes: 3 }, GuestMessage.notes],
  ])("is refused with %s, 400 in words, and nothing is made", async (_case, fields, message) => {
    const staff = await signedInUser(api);
    expectRefusal(await create(staff, profileOf(staff, fields)), 400, message);
    const listed = await api.call(
      calls.guests.list,
      { params: { domainId: staff.domainId, page: 1, pageSize: 10 } },
      staff.headers,
    );
    expect(listed.json().Count).toBe(0);
  });

  it("is edited in full, audited field by field, and its bookings keep the guest as registered", async () => {
    const staff = await frontDesk();
    const booked = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    const booking = booked.json();
    const edit = {
      ...profileOf(staff),
      Id: booking.ProfileId,
      Title: "Mrs",
      FirstName: "Adaeze",
      Email: "adaeze@example.com",
    };
    const response = await update(staff, edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...edit, Stays: 1, Nights: 2 });
    const [entry] = await trailOf(api, staff, { entity: "guest", entityId: booking.ProfileId });
    expect(entry).toMatchObject({ Action: "update", Label: "Adaeze Eze" });
    expect(entry?.Changes.FirstName).toEqual(["Ada", "Adaeze"]);
    const { Bookings } = (await read(staff, booking.ProfileId)).json();
    expect(Bookings).toEqual([booking]);
  });

  it("is not edited once merged into another or anonymised: 409 in words, and unchanged", async () => {
    const staff = await signedInUser(api);
    const kept = await created(staff);
    const merged = await created(staff, { Email: "other@example.com" });
    const erased = await created(staff, { Email: "erased@example.com" });
    await api.db.update(guests).set({ mergedInto: kept.Id }).where(eq(guests.id, merged.Id));
    await api.db.update(guests).set({ anonymizedAt: new Date() }).where(eq(guests.id, erased.Id));
    expectRefusal(
      await update(staff, { ...profileOf(staff), Id: merged.Id, FirstName: "X" }),
      409,
      GuestMessage.mergedEdit,
    );
    expectRefusal(
      await update(staff, { ...profileOf(staff), Id: erased.Id, FirstName: "X" }),
      409,
      GuestMessage.anonymizedEdit,
    );
    expect((await read(staff, merged.Id)).json()).toMatchObject({ FirstName: "Chidi", MergedInto: kept.Id });
    expect((await read(staff, erased.Id)).json().FirstName).toBe("Chidi");
  });

  it("is read with its bookings, newest arrival first; an unknown or another domain's is not found", async () => {
    const staff = await frontDesk();
    const stay = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    const later = await api.call(
      calls.bookings.reserve,
      { body: { ...walkIn(staff, { SuiteCode: "A6" }), CheckinDate: inDays(5), CheckoutDate: inDays(7) } },
      staff.headers,
    );
    const profileId = stay.json().ProfileId;
    expect(later.json().ProfileId).toBe(profileId);
    const response = await read(staff, profileId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Id: profileId, FirstName: "Ada", Stays: 2, Nights: 4 });
    expect(response.json().Bookings.map((booking: { Id: string }) => booking.Id)).toEqual([
      later.json().Id,
      stay.json().Id,
    ]);

    const stranger = await signedInUser(api);
    expectRefusal(await read(stranger, profileId), 404, GuestMessage.notFound);
    expectRefusal(await read(staff, "6f1c0b5e-0000-4000-8000-000000000000"), 404, GuestMessage.notFound);
  });
});

describe("the guests calls", () => {
  it("need MANAGE_GUESTS: 403 without it, and nothing is made", async () => {
    const owner = await signedInUser(api);
    const guest = await created(owner);
    const clerk = await signedInUser(api, {
      domain: owner,
      permissions: [Permission.MANAGE_BOOKINGS, Permission.ERASE_GUESTS],
    });
    const params = { domainId: owner.domainId, page: 1, pageSize: 10 };
    for (const response of [
      await api.call(calls.guests.list, { params }, clerk.headers),
      await read(clerk, guest.Id),
      await create(clerk, profileOf(owner, { Email: "new@example.com" })),
      await update(clerk, { ...profileOf(owner), Id: guest.Id, FirstName: "Mallory" }),
    ]) {
      expectRefusal(response, 403, AccessMessage.forbidden);
    }
    const listed = await api.call(calls.guests.list, { params }, owner.headers);
    expect(listed.json()).toEqual({ Count: 1, Guests: [guest] });
  });
});

describe("a domain's deletion", () => {
  it("takes its guest profiles and their merges' records with it", async () => {
    const platform = await signedInUser(api);
    const made = await api.call(
      calls.domains.create,
      {
        body: {
          DomainName: `Hotel ${crypto.randomUUID().slice(0, 8)}`,
          RCNumber: "RC-123456",
          Logo: "https://cdn.example.com/logo.png",
        },
      },
      platform.headers,
    );
    expect(made.statusCode, made.body).toBe(201);
    const domainId = made.json().Id as string;
    const staff = { ...platform, domainId };
    const kept = await created(staff);
    const merged = await created(staff, { Email: "merged@example.com" });
    await api.db.update(guests).set({ mergedInto: kept.Id }).where(eq(guests.id, merged.Id));
    const [merge] = await api.db.insert(guestMerges).values({ domainId, guestId: kept.Id }).returning();
    await api.db
      .insert(guestMergeParts)
      .values({ domainId, mergeId: merge?.id as string, guestId: merged.Id });

    const removed = await api.call(calls.domains.delete, { params: { id: domainId } }, platform.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await api.db.select().from(guests).where(eq(guests.domainId, domainId))).toEqual([]);
    expectRefusal(await read(staff, kept.Id), 404, DomainMessage.notFound);
  });
});
