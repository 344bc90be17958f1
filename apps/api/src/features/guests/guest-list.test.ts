import { calls, type GuestProfile, Permission } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectExportOfList, pageOf } from "../../../test/exports.js";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, inZone, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { bookings, guests } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof signedInUser>>;

const reception = () =>
  signedInUser(api, { permissions: [Permission.MANAGE_GUESTS, Permission.MANAGE_SUITES] });

async function guest(staff: Staff, fields: object): Promise<GuestProfile> {
  const body = { DomainId: staff.domainId, Title: "Mrs", FirstName: "Ada", LastName: "Obi", ...fields };
  const response = await api.call(calls.guests.create, { body }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listed(staff: Staff, query: Record<string, unknown> = {}) {
  const response = await api.call(calls.guests.list, { params: pageOf(staff), query }, staff.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Count: number; Guests: GuestProfile[] };
}
const namesOf = (page: { Guests: GuestProfile[] }) =>
  page.Guests.map((row) => `${row.FirstName} ${row.LastName}`);

describe("the guests list", () => {
  let staff: Staff;

  beforeAll(async () => {
    staff = await reception();
    await guest(staff, { FirstName: "José", LastName: "Ruiz", Email: "pepe@example.com" });
    await guest(staff, { FirstName: "Ana", LastName: "Martín", Phone: "08031112222" });
    await guest(staff, { FirstName: "Chidi", LastName: "Eze", GuestId: "P998877", Email: "c.eze@mail.ng" });
    const merged = await guest(staff, { FirstName: "Josefa", LastName: "Ruiz" });
    const [kept] = (await listed(staff, { q: "eze" })).Guests;
    await api.db.update(guests).set({ mergedInto: kept?.Id }).where(eq(guests.id, merged.Id));
  });

  it("finds by part of a name in any case and accent, by email, phone and guest ID", async () => {
    expect(namesOf(await listed(staff, { q: "jose" }))).toEqual(["José Ruiz"]);
    expect(namesOf(await listed(staff, { q: "MARTIN" }))).toEqual(["Ana Martín"]);
    expect(namesOf(await listed(staff, { q: "art" }))).toEqual(["Ana Martín"]);
    expect(namesOf(await listed(staff, { q: "pepe@exa" }))).toEqual(["José Ruiz"]);
    expect(namesOf(await listed(staff, { q: "3111" }))).toEqual(["Ana Martín"]);
    expect(namesOf(await listed(staff, { q: "p998877" }))).toEqual(["Chidi Eze"]);
  });

  it("leaves out the profiles merged into another, sorts by last then first name unless asked", async () => {
    const all = await listed(staff);
    expect(all.Count).toBe(3);
    expect(namesOf(all)).toEqual(["Chidi Eze", "Ana Martín", "José Ruiz"]);
    expect(namesOf(await listed(staff, { sort: "-FirstName" }))).toEqual([
      "José Ruiz",
      "Chidi Eze",
      "Ana Martín",
    ]);
    expect(namesOf(await listed(staff, { sort: "Email" }))).toEqual(["Ana Martín", "Chidi Eze", "José Ruiz"]);
  });

  it("exports every profile it lists, in its order", async () => {
    const rows = await expectExportOfList(api, calls.guests.list, { params: pageOf(staff) }, staff.headers);
    expect(rows).toHaveLength(3);
  });
});

describe("a listed profile's stays", () => {
  it("counts the bookings not cancelled, their nights and the last departure day on the branch's clock", async () => {
    const staff = await reception();
    await addSuite(api, staff, staff.branchId, ["A5"]);
    await inZone(api, staff, "Asia/Tokyo");
    const ada = await guest(staff, { Email: "ada@example.com" });
    const at = (iso: string) => new Date(iso);
    // In Tokyo (UTC+9), 1 January 12:00 to 4 January 05:00: 3 nights, gone on 4 January.
    await storedStay(
      api,
      staff,
      { code: "A5" },
      at("2030-01-01T03:00Z"),
      at("2030-01-03T20:00Z"),
      at("2030-01-03T20:00Z"),
    );
    // Planned for four nights, left after one.
    await storedStay(
      api,
      staff,
      { code: "A5" },
      at("2029-06-01T03:00Z"),
      at("2029-06-05T03:00Z"),
      at("2029-06-02T03:00Z"),
    );
    await storedStay(api, staff, { code: "A5" }, at("2030-02-01T03:00Z"), at("2030-02-05T03:00Z"), null, {
      status: "cancelled",
    });
    await api.db.update(bookings).set({ profileId: ada.Id }).where(eq(bookings.domainId, staff.domainId));
    await guest(staff, { FirstName: "Bola", Email: "bola@example.com" });

    const { Guests } = await listed(staff);
    expect(
      Guests.map(({ FirstName, Stays, Nights, LastStay }) => ({ FirstName, Stays, Nights, LastStay })),
    ).toEqual([
      { FirstName: "Ada", Stays: 2, Nights: 4, LastStay: "2030-01-04" },
      { FirstName: "Bola", Stays: 0, Nights: 0, LastStay: null },
    ]);
  });
});
