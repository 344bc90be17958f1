import { type Booking, calls, Permission } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { one } from "../src/db/one.js";
import { bookings, guests } from "../src/db/schema/index.js";
import { signedInUser } from "./factories.js";
import { addSuite, inDays, walkIn } from "./front-desk.js";
import type { Api } from "./harness.js";

/** A desk that manages guests and bookings, with rooms A5 and A6, and profiles and stays to merge. */
export async function guestDesk(api: Api, permissions = [Permission.MANAGE_GUESTS]) {
  const staff = await signedInUser(api, {
    permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, ...permissions],
  });
  await addSuite(api, staff, staff.branchId, ["A5", "A6"]);
  let stays = 0;
  return {
    ...staff,
    /** A profile stored as an import or an older release left it, so that duplicates can exist. */
    async profile(fields: Partial<typeof guests.$inferInsert> = {}) {
      const row = one(
        await api.db
          .insert(guests)
          .values({ domainId: staff.domainId, firstName: "Ana", lastName: "Ruiz", ...fields })
          .returning({ id: guests.id }),
      );
      return row.id;
    },
    /** A two-night reservation of the profile, each one on later nights than the last. */
    async stay(profileId: string): Promise<Booking> {
      stays += 1;
      const response = await api.call(
        calls.bookings.reserve,
        {
          body: {
            ...walkIn(staff, { SuiteCode: "A6" }),
            CheckinDate: inDays(3 * stays),
            CheckoutDate: inDays(3 * stays + 2),
            ProfileId: profileId,
          },
        },
        staff.headers,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
  };
}

/** Each booking's profile, by booking id, as stored. */
export async function profilesOfBookings(api: Api, ids: string[]) {
  const rows = await Promise.all(
    ids.map(async (id) => one(await api.db.select().from(bookings).where(eq(bookings.id, id)))),
  );
  return rows.map((row) => row.profileId);
}

export const mergedInto = async (api: Api, id: string) =>
  one(await api.db.select({ to: guests.mergedInto }).from(guests).where(eq(guests.id, id))).to;
