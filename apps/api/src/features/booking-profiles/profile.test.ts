import { type Booking, calls, GuestMessage } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsOf, frontDesk, inDays, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { guests } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const walkInTo = (staff: Staff, change: object = {}) =>
  api.call(calls.bookings.create, { body: walkIn(staff, change) }, staff.headers);
const reserve = (staff: Staff, change: object = {}) =>
  api.call(
    calls.bookings.reserve,
    {
      body: {
        ...walkIn(staff, { SuiteCode: "A6" }),
        CheckinDate: inDays(3),
        CheckoutDate: inDays(4),
        ...change,
      },
    },
    staff.headers,
  );

async function booked(response: Awaited<ReturnType<typeof walkInTo>>): Promise<Booking> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("a booking's guest profile", () => {
  it("links a new booking to the domain's profile with the same email, whatever its case", async () => {
    const staff = await frontDesk(api);
    const first = await booked(await walkInTo(staff, { Email: "Ana.Ruiz@Example.com" }));
    const again = await booked(await reserve(staff, { Email: "ana.ruiz@example.COM", FirstName: "Anita" }));
    expect(again.ProfileId).toBe(first.ProfileId);
    // The profile was made from the first booking's guest and is not rewritten by the next.
    const [profile] = await api.db
      .select()
      .from(guests)
      .where(eq(guests.id, first.ProfileId as string));
    expect(profile).toMatchObject({
      domainId: staff.domainId,
      firstName: "Ada",
      email: "Ana.Ruiz@Example.com",
    });
  });

  it("makes a profile from the guest's fields when no profile has the email, or there is none", async () => {
    const staff = await frontDesk(api);
    const known = await booked(await walkInTo(staff, { Email: "ada@example.com" }));
    const other = await booked(await reserve(staff, { Email: "", Phone: "08011112222", LastName: "Eze" }));
    expect(other.ProfileId).not.toBe(known.ProfileId);
    const [profile] = await api.db
      .select()
      .from(guests)
      .where(eq(guests.id, other.ProfileId as string));
    expect(profile).toMatchObject({ lastName: "Eze", email: "", phone: "08011112222", notes: "", tags: [] });
  });

  it("links the booking to the profile it names, whatever the email", async () => {
    const staff = await frontDesk(api);
    const first = await booked(await walkInTo(staff));
    const named = await booked(
      await reserve(staff, { Email: "other@example.com", ProfileId: first.ProfileId }),
    );
    expect(named.ProfileId).toBe(first.ProfileId);
  });

  it("refuses a profile of another domain as absent, and one merged into another, booking nothing", async () => {
    const staff = await frontDesk(api);
    const stranger = await frontDesk(api);
    const theirs = await booked(await walkInTo(stranger));
    expectRefusal(await reserve(staff, { ProfileId: theirs.ProfileId }), 404, GuestMessage.notFound);
    expectRefusal(await walkInTo(staff, { ProfileId: "not-an-id" }), 404, GuestMessage.notFound);

    const kept = await booked(await walkInTo(staff, { Email: "kept@example.com" }));
    const merged = await booked(await reserve(staff, { Email: "merged@example.com" }));
    await api.db
      .update(guests)
      .set({ mergedInto: kept.ProfileId })
      .where(eq(guests.id, merged.ProfileId as string));
    expectRefusal(
      await reserve(staff, { ProfileId: merged.ProfileId, CheckinDate: inDays(5), CheckoutDate: inDays(6) }),
      400,
      GuestMessage.merged,
    );
    expect((await bookingsOf(api, staff)).Count).toBe(2);
  });

  it("moves an edited booking to the profile it names, and keeps its own otherwise", async () => {
    const staff = await frontDesk(api);
    const first = await booked(await walkInTo(staff, { Email: "one@example.com" }));
    const second = await booked(await reserve(staff, { Email: "two@example.com" }));
    const edit = (change: object) =>
      api.call(
        calls.bookings.update,
        {
          body: {
            ...walkIn(staff, { SuiteCode: "A6" }),
            Id: second.Id,
            CheckoutDate: second.CheckoutDate,
            ...change,
          },
        },
        staff.headers,
      );
    expect((await edit({ Email: "one@example.com" })).json().ProfileId).toBe(second.ProfileId);
    expect((await edit({ ProfileId: first.ProfileId })).json().ProfileId).toBe(first.ProfileId);
  });
});
