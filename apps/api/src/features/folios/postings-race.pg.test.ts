import { randomUUID } from "node:crypto";
import { calls, type Folio, IDEMPOTENT_REPLAY_HEADER } from "@concierge/contract";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItem, addTax, type Desk, folioDesk, send, stayWithFolio } from "../../../test/folio-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { folioEntries, folios } from "../../db/schema/index.js";

// Only on PostgreSQL: PGlite runs one transaction at a time, so postings never race there.

const POSTINGS = 1_000;
const CLIENTS = 10;
const FOLIOS = 5;

let api: Api;
let staff: Desk;

beforeAll(async () => {
  api = await startApi();
  staff = await folioDesk(api);
  await addTax(api, staff, "VAT", 19, "2000-01-01");
  await addItem(api, staff, "BRK", 700, ["VAT"]);
});
afterAll(() => api.close());

/** A small seeded generator: the same run every time, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { below: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p };
}

interface Sent {
  call: (typeof calls.folios)[keyof typeof calls.folios];
  folioId: string;
  entryId?: string;
  body: object;
  key: string;
}

describe(`${POSTINGS} random postings over ${FOLIOS} folios from ${CLIENTS} clients at once`, () => {
  it("keep each balance the sum of its entries, no correction beyond its entry, each key posted once", async () => {
    const folioIds = await Promise.all(
      Array.from({ length: FOLIOS }, async () => (await stayWithFolio(api, staff)).folio.Id),
    );
    const random = generator(30);
    // The charges and payments each folio's answers have shown so far, to correct.
    const known = new Map(folioIds.map((id) => [id, { charges: [] as string[], payments: [] as string[] }]));
    const done: Sent[] = [];
    const paidAmounts = new Map<string, number>();
    const results: { key: string; status: number; replayed: boolean }[] = [];

    const nextPosting = (): Sent => {
      const earlier = done[random.below(done.length)];
      if (earlier && random.chance(0.1)) return earlier;
      const folioId = folioIds[random.below(FOLIOS)] as string;
      const { charges, payments } = known.get(folioId) ?? { charges: [], payments: [] };
      const amount = (1 + random.below(4_000)) / 100;
      const key = randomUUID();
      const roll = random.below(10);
      // Corrections aim at the latest entries, often all that is left of them: where races would show.
      const latest = (ids: string[]) => ids[ids.length - 1 - random.below(Math.min(3, ids.length))];
      if (roll < 2 && charges.length) {
        const all = random.chance(0.5);
        return {
          call: calls.folios.allowance,
          folioId,
          entryId: latest(charges),
          body: all
            ? { Reason: "race" }
            : { Amount: Math.max(1, Math.round(amount * 25)) / 100, Reason: "race" },
          key,
        };
      }
      if (roll < 4 && payments.length) {
        const entryId = latest(payments) as string;
        const paid = paidAmounts.get(entryId) ?? amount;
        return {
          call: calls.folios.refund,
          folioId,
          entryId,
          body: {
            Amount: random.chance(0.5) ? paid : Math.max(1, Math.round(paid * 50)) / 100,
            Reason: "race",
          },
          key,
        };
      }
      if (roll < 7) {
        return {
          call: calls.folios.charge,
          folioId,
          body: { Item: "BRK", Quantity: 1 + random.below(3) },
          key,
        };
      }
      return { call: calls.folios.payment, folioId, body: { Amount: amount, Method: "cash" }, key };
    };

    let left = POSTINGS;
    const client = async () => {
      while (left > 0) {
        left -= 1;
        const posting = nextPosting();
        done.push(posting);
        const params = posting.entryId === undefined ? {} : { entryId: posting.entryId };
        const response = await send(
          api,
          staff,
          posting.call,
          posting.folioId,
          { params, body: posting.body },
          posting.key,
        );
        results.push({
          key: posting.key,
          status: response.statusCode,
          replayed: response.headers[IDEMPOTENT_REPLAY_HEADER] === "true",
        });
        if (response.statusCode !== 201) continue;
        const folio = response.json() as Folio;
        const seen = known.get(folio.Id);
        for (const entry of folio.Entries) {
          const list =
            entry.Kind === "charge" ? seen?.charges : entry.Kind === "payment" ? seen?.payments : undefined;
          if (list && !list.includes(entry.Id)) list.push(entry.Id);
          if (entry.Kind === "payment") paidAmounts.set(entry.Id, -entry.Amount);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    // Nothing but postings and refusals of a limit: no 500, no lost answer.
    expect(results).toHaveLength(POSTINGS);
    expect([...new Set(results.map((result) => result.status))].sort()).toEqual([201, 409]);
    expect(results.some((result) => result.replayed)).toBe(true);

    const entries = await api.db.select().from(folioEntries).where(inArray(folioEntries.folioId, folioIds));
    const rows = await api.db.select().from(folios).where(inArray(folios.id, folioIds));
    for (const folio of rows) {
      const own = entries.filter((entry) => entry.folioId === folio.id);
      expect(folio.balance).toBe(own.reduce((sum, entry) => sum + entry.amount, 0));
      for (const entry of own.filter((e) => e.kind === "charge" || e.kind === "payment")) {
        const left = own
          .filter((e) => e.correctsId === entry.id)
          .reduce((sum, e) => sum + e.amount, entry.amount);
        if (entry.kind === "charge") expect(left).toBeGreaterThanOrEqual(0);
        else expect(left).toBeLessThanOrEqual(0);
      }
    }
    // Each key posted once: one first answer that posted, and as many entries as such keys.
    const posted = results.filter((result) => result.status === 201 && !result.replayed);
    expect(new Set(posted.map((result) => result.key)).size).toBe(posted.length);
    expect(entries).toHaveLength(posted.length);
    const corrections = entries.filter((entry) => entry.correctsId !== null);
    expect(corrections.length).toBeGreaterThan(0);
  }, 300_000);
});
