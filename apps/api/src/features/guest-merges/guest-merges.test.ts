import {
  AccessMessage,
  calls,
  DomainMessage,
  GuestMergeMessage,
  GuestMessage,
  type GuestProfile,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exported } from "../../../test/exports.js";
import { guestDesk, mergedInto, profilesOfBookings } from "../../../test/guest-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditEntries, guests } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Desk = Awaited<ReturnType<typeof guestDesk>>;

const merge = (desk: Desk, guestId: string, From: unknown) =>
  api.call(
    calls.guestMerges.merge,
    { params: { domainId: desk.domainId, guestId }, body: { From } },
    desk.headers,
  );
const undo = (desk: Desk, mergeId: string) =>
  api.call(calls.guestMerges.undo, { params: { domainId: desk.domainId, mergeId } }, desk.headers);
const duplicates = async (desk: Desk, page = 1, pageSize = 100) => {
  const response = await api.call(
    calls.guestMerges.duplicates,
    { params: { domainId: desk.domainId, page, pageSize } },
    desk.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Count: number; Duplicates: { Reason: string; Guests: GuestProfile[] }[] };
};
const merges = async (desk: Desk, guestId: string) => {
  const response = await api.call(
    calls.guestMerges.list,
    { params: { domainId: desk.domainId, guestId } },
    desk.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Merges as { Id: string; UndoneAt: string | null; Parts: { Id: string }[] }[];
};

async function merged(response: Awaited<ReturnType<typeof merge>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { MergeId: string; Guest: GuestProfile };
}

describe("a merge of guest profiles", () => {
  it("moves the others' bookings to the kept profile, marks them merged, and is audited", async () => {
    const desk = await guestDesk(api);
    const kept = await desk.profile({ email: "ana@example.com", phone: "" });
    const other = await desk.profile({ email: "ANA@example.com", phone: "+34 600" });
    const [mine, theirs, again] = [await desk.stay(kept), await desk.stay(other), await desk.stay(other)];

    const answer = await merged(await merge(desk, kept, [other]));
    expect(answer.Guest).toMatchObject({ Id: kept, Stays: 3, Nights: 6, MergedInto: null, Phone: "" });
    expect(await profilesOfBookings(api, [mine.Id, theirs.Id, again.Id])).toEqual([kept, kept, kept]);
    expect(await mergedInto(api, other)).toBe(kept);
    expect((await duplicates(desk)).Count).toBe(0);

    const [entry] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, desk.domainId), eq(auditEntries.action, "merge")));
    expect(entry).toMatchObject({
      entity: "guest",
      entityId: kept,
      label: "Ana Ruiz",
      actorName: desk.username,
    });
    expect(entry?.changes).toMatchObject({ MergeId: [null, answer.MergeId], Stays: [1, 3], Nights: [2, 6] });
  });

  it("refuses itself, an empty or too long list, another domain's or a merged profile, changing nothing", async () => {
    const desk = await guestDesk(api);
    const stranger = await guestDesk(api);
    const kept = await desk.profile();
    const other = await desk.profile();
    const theirs = await stranger.profile();
    const booked = await desk.stay(other);

    expectRefusal(await merge(desk, kept, [kept]), 400, GuestMergeMessage.self);
    expectRefusal(await merge(desk, kept, []), 400, GuestMergeMessage.from);
    expectRefusal(await merge(desk, kept, "x"), 400, GuestMergeMessage.from);
    expectRefusal(await merge(desk, kept, Array(21).fill(other)), 400, GuestMergeMessage.from);
    expectRefusal(await merge(desk, kept, [theirs]), 404, GuestMessage.notFound);
    expectRefusal(await merge(desk, theirs, [other]), 404, GuestMessage.notFound);
    expectRefusal(await merge(desk, kept, ["not-an-id"]), 404, GuestMessage.notFound);
    expectRefusal(
      await api.call(
        calls.guestMerges.merge,
        { params: { domainId: stranger.domainId, guestId: theirs }, body: { From: [other] } },
        desk.headers,
      ),
      404,
      DomainMessage.notFound,
    );
    expect(await profilesOfBookings(api, [booked.Id])).toEqual([other]);

    const third = await desk.profile();
    await merged(await merge(desk, third, [other]));
    expectRefusal(await merge(desk, kept, [other]), 409, GuestMergeMessage.fromMerged);
    expectRefusal(await merge(desk, other, [kept]), 409, GuestMergeMessage.targetMerged);
    const erased = await desk.profile({ anonymizedAt: new Date() });
    expectRefusal(await merge(desk, kept, [erased]), 409, GuestMergeMessage.anonymized);
    expect(await mergedInto(api, kept)).toBeNull();
  });

  it("takes MANAGE_GUESTS for each of its calls, and a session", async () => {
    const desk = await guestDesk(api, []);
    const kept = await desk.profile();
    const other = await desk.profile();
    const params = { domainId: desk.domainId, guestId: kept, mergeId: kept, page: 1, pageSize: 10 };
    for (const call of Object.values(calls.guestMerges)) {
      const input = { params, body: { From: [other] } };
      expectRefusal(await api.call(call, input, desk.headers), 403, AccessMessage.forbidden);
      expect((await api.call(call, input)).statusCode).toBe(401);
    }
    expect(await mergedInto(api, other)).toBeNull();
  });
});

describe("an undo of a merge", () => {
  it("puts every booking back, even after another was booked on the kept profile, and only once", async () => {
    const desk = await guestDesk(api);
    const same = { email: "ana@example.com" };
    const kept = await desk.profile(same);
    const [one, two] = [await desk.profile(same), await desk.profile(same)];
    const [a, b, c] = [await desk.stay(kept), await desk.stay(one), await desk.stay(two)];
    const { MergeId } = await merged(await merge(desk, kept, [one, two]));
    const since = await desk.stay(kept);

    const answer = await merged(await undo(desk, MergeId));
    expect(answer).toMatchObject({ MergeId, Guest: { Id: kept, Stays: 2 } });
    expect(await profilesOfBookings(api, [a.Id, b.Id, c.Id, since.Id])).toEqual([kept, one, two, kept]);
    expect([await mergedInto(api, one), await mergedInto(api, two)]).toEqual([null, null]);
    expect((await duplicates(desk)).Count).toBe(1);

    expectRefusal(await undo(desk, MergeId), 409, GuestMergeMessage.undone);
    const [listed] = await merges(desk, kept);
    expect(listed).toMatchObject({ Id: MergeId, Bookings: 2, UndoneAt: expect.any(String) });
    expect(listed?.Parts.map((part) => part.Id).sort()).toEqual([one, two].sort());
    const [undone] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, desk.domainId), eq(auditEntries.action, "undo-merge")));
    expect(undone).toMatchObject({ entity: "guest", entityId: kept, label: "Ana Ruiz" });
    expect(undone?.changes).toMatchObject({ MergeId: [MergeId, null], Stays: [4, 2], Nights: [8, 4] });
  });

  it("is refused while the kept profile is merged into another since, or a later merge into it stands", async () => {
    const desk = await guestDesk(api);
    const [a, b, c, d] = [
      await desk.profile(),
      await desk.profile(),
      await desk.profile(),
      await desk.profile(),
    ];
    const booked = await desk.stay(b);
    const first = await merged(await merge(desk, a, [b]));
    const second = await merged(await merge(desk, c, [a]));
    expect(await profilesOfBookings(api, [booked.Id])).toEqual([c]);
    expectRefusal(await undo(desk, first.MergeId), 409, GuestMergeMessage.keptMergedSince);

    await merged(await undo(desk, second.MergeId));
    const later = await merged(await merge(desk, a, [d]));
    expectRefusal(await undo(desk, first.MergeId), 409, GuestMergeMessage.laterMerge);
    await merged(await undo(desk, later.MergeId));
    await merged(await undo(desk, first.MergeId));
    expect(await profilesOfBookings(api, [booked.Id])).toEqual([b]);
    expect((await merges(desk, a)).map((m) => m.UndoneAt !== null)).toEqual([true, true]);
  });

  it("answers 404 for another domain's merge or an id that names none", async () => {
    const desk = await guestDesk(api);
    const stranger = await guestDesk(api);
    const { MergeId } = await merged(
      await merge(stranger, await stranger.profile(), [await stranger.profile()]),
    );
    expectRefusal(await undo(desk, MergeId), 404, GuestMergeMessage.notFound);
    expectRefusal(await undo(desk, "nothing"), 404, GuestMergeMessage.notFound);
    expect((await merges(stranger, (await stranger.profile()) as string)).length).toBe(0);
  });
});

describe("the likely duplicates", () => {
  it("group live profiles by email in any case, phone by its digits, and names with guest ID", async () => {
    const desk = await guestDesk(api);
    const byEmail = [
      await desk.profile({ email: "Eve@Example.com", firstName: "Eve", lastName: "Ade" }),
      await desk.profile({ email: "eve@example.COM", firstName: "Eva", lastName: "Adé" }),
    ];
    const byPhone = [
      await desk.profile({ phone: "+234 801-234-5678", firstName: "Bo", lastName: "Li" }),
      await desk.profile({ phone: "2348012345678", firstName: "Bob", lastName: "Lee" }),
    ];
    const byNameAndId = [
      await desk.profile({ firstName: "Kim", lastName: "Park", guestId: "X123" }),
      await desk.profile({ firstName: "kim", lastName: "PARK", guestId: "x123" }),
    ];
    // Alone by each key, or out of the list: merged, anonymized, same names with another ID.
    await desk.profile({ firstName: "Kim", lastName: "Park", guestId: "Y999" });
    await desk.profile({ email: "eve@example.com", anonymizedAt: new Date() });
    await desk.profile({ phone: "2348012345678", mergedInto: byPhone[0] });
    await desk.profile({ email: "", phone: "" });

    const found = await duplicates(desk);
    expect(found.Count).toBe(3);
    expect(found.Duplicates.map((group) => [group.Reason, group.Guests.map((guest) => guest.Id)])).toEqual([
      ["email", byEmail],
      ["phone", byPhone],
      ["name-and-id", byNameAndId],
    ]);
    const second = await duplicates(desk, 2, 1);
    expect(second).toMatchObject({ Count: 3, Duplicates: [{ Reason: "phone" }] });
    expect(second.Duplicates[0]?.Guests[0]).toMatchObject({ FirstName: "Bo", Stays: 0, LastStay: null });
    expect(await duplicates(desk, 5, 1)).toEqual({ Count: 3, Duplicates: [] });

    // The file holds every group whatever the page asked, a line per profile.
    const params = { domainId: desk.domainId, page: 3, pageSize: 1 };
    const { header, rows } = await exported(api, calls.guestMerges.duplicates, { params }, desk.headers);
    expect(header.slice(0, 4)).toEqual(["Group", "Reason", "Id", "FirstName"]);
    expect(rows.map(([group, reason, id]) => [group, reason, id])).toEqual([
      ...byEmail.map((id) => ["1", "email", id]),
      ...byPhone.map((id) => ["2", "phone", id]),
      ...byNameAndId.map((id) => ["3", "name-and-id", id]),
    ]);
  });

  it("leave out another domain's profiles", async () => {
    const desk = await guestDesk(api);
    const stranger = await guestDesk(api);
    await stranger.profile({ email: "same@example.com" });
    await desk.profile({ email: "same@example.com" });
    expect((await duplicates(desk)).Count).toBe(0);
    expect(
      await api.db.select({ id: guests.id }).from(guests).where(eq(guests.email, "same@example.com")),
    ).toHaveLength(2);
  });
});
