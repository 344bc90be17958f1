import { ANONYMISED } from "@concierge/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY } from "../../../test/front-desk.js";
import { checkOut, guestDesk, reserved, walkedIn } from "../../../test/guest-erasure.js";
import { type Api, startApi } from "../../../test/harness.js";
import { bookings, guests } from "../../db/schema/index.js";
import { fitNights } from "../bookings/index.js";
import { anonymizeRetired } from "./retention.js";

let api: Api;

beforeAll(async () => {
  api = await startApi({ env: { GUEST_RETENTION_MONTHS: "6" } });
});
afterAll(() => api.close());

const longAgo = (days: number) => new Date(Date.now() - days * DAY);

describe("GUEST_RETENTION_MONTHS", () => {
  it("anonymizes the guests whose last stay ended that long ago, once, whichever process runs it", async () => {
    const desk = await guestDesk(api);
    const old = await walkedIn(api, desk, { Email: "old@example.org" });
    await checkOut(api, desk, old);
    // Its stay, moved ten months back.
    await api.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ checkinDate: longAgo(302), checkoutDate: longAgo(300), checkedOutDate: longAgo(300) })
        .where(eq(bookings.id, old.Id));
      await fitNights(tx, desk.domainId, old.Id);
    });
    const recent = await walkedIn(api, desk, { Email: "recent@example.org", SuiteCode: "A6" });
    await checkOut(api, desk, recent);
    // A profile made long ago with no stay, one made long ago who is coming back, and a new one.
    const [never] = await api.db
      .insert(guests)
      .values({ domainId: desk.domainId, firstName: "Never", lastName: "Stayed", createdAt: longAgo(400) })
      .returning();
    const returning = await reserved(api, desk, { Email: "returning@example.org" });
    await api.db
      .update(guests)
      .set({ createdAt: longAgo(400) })
      .where(eq(guests.id, returning.ProfileId as string));
    const [fresh] = await api.db
      .insert(guests)
      .values({ domainId: desk.domainId, firstName: "Just", lastName: "Made" })
      .returning();

    const run = () => anonymizeRetired(api.db, api.app.scans, desk.domainId, 6);
    const runs = await Promise.all([run(), run()]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await run()).toBe(0);

    const ids = [old.ProfileId, recent.ProfileId, never?.id, returning.ProfileId, fresh?.id] as string[];
    const rows = await api.db
      .select({ id: guests.id, lastName: guests.lastName, anonymizedAt: guests.anonymizedAt })
      .from(guests)
      .where(inArray(guests.id, ids));
    const anonymized = (id: string) => rows.find((row) => row.id === id)?.lastName === ANONYMISED;
    expect(ids.map(anonymized)).toEqual([true, false, true, false, false]);
    const [oldStay] = await api.db.select().from(bookings).where(eq(bookings.id, old.Id));
    expect(oldStay).toMatchObject({ lastName: ANONYMISED, email: "" });
  });
});
