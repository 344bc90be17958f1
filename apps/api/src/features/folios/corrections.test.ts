import { calls, type Folio, FolioMessage, Permission } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch } from "../../../test/factories.js";
import { addItem, addTax, type Desk, folioDesk, send, stayWithFolio } from "../../../test/folio-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { trailOf } from "../../../test/trail.js";
import { folios } from "../../db/schema/index.js";

let api: Api;
let staff: Desk;

beforeAll(async () => {
  api = await startApi();
  staff = await folioDesk(api, [Permission.VIEW_AUDIT]);
  await addTax(api, staff, "VAT", 19, "2000-01-01");
  await addItem(api, staff, "BRK", 700, ["VAT"]);
});
afterAll(() => api.close());

const minor = (amount: number) => Math.round(amount * 100);
function expectAddsUp(folio: Folio) {
  for (const entry of folio.Entries) expect(minor(entry.Net) + minor(entry.Tax)).toBe(minor(entry.Amount));
  expect(minor(folio.Balance)).toBe(folio.Entries.reduce((sum, entry) => sum + minor(entry.Amount), 0));
}

/** A folio with 6 breakfasts (42.00, tax 6.71) and a payment of 30.00: its entries' ids. */
async function chargedAndPaid() {
  const { booking, folio } = await stayWithFolio(api, staff);
  await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "BRK", Quantity: 6 } });
  const paid = await send(api, staff, calls.folios.payment, folio.Id, {
    body: { Amount: 30, Method: "card" },
  });
  const [charge, payment] = (paid.json() as Folio).Entries;
  return { booking, folio, charge: charge?.Id ?? "", payment: payment?.Id ?? "" };
}

const entryOf = (folio: Folio, id: string) => folio.Entries.find((entry) => entry.Id === id);

describe("an allowance", () => {
  it("takes part of a charge, its tax in proportion, then at most what is left of it", async () => {
    const { folio, charge } = await chargedAndPaid();
    const allowed = await send(api, staff, calls.folios.allowance, folio.Id, {
      params: { entryId: charge },
      body: { Amount: 10.5, Reason: "Cold coffee" },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const after = allowed.json() as Folio;
    expect(after.Entries.at(-1)).toMatchObject({
      Kind: "allowance",
      Item: "BRK",
      CorrectsId: charge,
      Amount: -10.5,
      Net: -8.82,
      Tax: -1.68,
      Taxes: [{ Code: "VAT", Percent: 19, Tax: -1.68 }],
      Reason: "Cold coffee",
      Remaining: null,
    });
    expect(entryOf(after, charge)?.Remaining).toBe(31.5);
    expect(after.Balance).toBe(1.5);
    const over = await send(api, staff, calls.folios.allowance, folio.Id, {
      params: { entryId: charge },
      body: { Amount: 31.51, Reason: "Too much" },
    });
    expectRefusal(over, 409, FolioMessage.overAllowance("31.50 USD"));
    expect(over.json().values).toEqual({ left: 31.5, currency: "USD" });
  });

  it("takes all that is left when no Amount is given, leaving no net and no tax of the charge", async () => {
    const { folio, charge } = await chargedAndPaid();
    await send(api, staff, calls.folios.allowance, folio.Id, {
      params: { entryId: charge },
      body: { Amount: 0.01, Reason: "Rounding" },
    });
    const all = (
      await send(api, staff, calls.folios.allowance, folio.Id, {
        params: { entryId: charge },
        body: { Reason: "Complimentary" },
      })
    ).json() as Folio;
    const ofCharge = all.Entries.filter((entry) => entry.Id === charge || entry.CorrectsId === charge);
    expect(ofCharge.reduce((sum, entry) => sum + minor(entry.Net), 0)).toBe(0);
    expect(ofCharge.reduce((sum, entry) => sum + minor(entry.Tax), 0)).toBe(0);
    expect(entryOf(all, charge)?.Remaining).toBe(0);
    expect(all.Balance).toBe(-30);
    expectAddsUp(all);
    expectRefusal(
      await send(api, staff, calls.folios.allowance, folio.Id, {
        params: { entryId: charge },
        body: { Reason: "Again" },
      }),
      409,
      FolioMessage.overAllowance("0.00 USD"),
    );
  });

  it("corrects only a charge, and says why it is given", async () => {
    const { folio, charge, payment } = await chargedAndPaid();
    expectRefusal(
      await send(api, staff, calls.folios.allowance, folio.Id, {
        params: { entryId: payment },
        body: { Reason: "x" },
      }),
      409,
      FolioMessage.notACharge,
    );
    expectRefusal(
      await send(api, staff, calls.folios.allowance, folio.Id, {
        params: { entryId: charge },
        body: { Amount: 1 },
      }),
      400,
      FolioMessage.reason,
    );
    const other = await stayWithFolio(api, staff);
    expectRefusal(
      await send(api, staff, calls.folios.allowance, other.folio.Id, {
        params: { entryId: charge },
        body: { Reason: "x" },
      }),
      404,
      FolioMessage.entryNotFound,
    );
  });
});

describe("a refund", () => {
  it("gives back at most what is left of a payment, adding to the balance", async () => {
    const { folio, charge, payment } = await chargedAndPaid();
    const refunded = (
      await send(api, staff, calls.folios.refund, folio.Id, {
        params: { entryId: payment },
        body: { Amount: 20, Reason: "Paid twice" },
      })
    ).json() as Folio;
    expect(refunded.Entries.at(-1)).toMatchObject({
      Kind: "refund",
      Amount: 20,
      Net: 20,
      Tax: 0,
      Method: "card",
      CorrectsId: payment,
      Reason: "Paid twice",
    });
    expect(entryOf(refunded, payment)?.Remaining).toBe(10);
    expect(refunded.Balance).toBe(32);
    expectRefusal(
      await send(api, staff, calls.folios.refund, folio.Id, {
        params: { entryId: payment },
        body: { Amount: 10.01, Reason: "x" },
      }),
      409,
      FolioMessage.overRefund("10.00 USD"),
    );
    expectRefusal(
      await send(api, staff, calls.folios.refund, folio.Id, {
        params: { entryId: charge },
        body: { Amount: 1, Reason: "x" },
      }),
      409,
      FolioMessage.notAPayment,
    );
  });
});

describe("a move to another folio", () => {
  it("opens folios numbered after the booking's last, each with its payer", async () => {
    const { booking } = await stayWithFolio(api, staff);
    const open = () =>
      api.call(
        calls.folios.open,
        { body: { DomainId: staff.domainId, BookingId: booking.Id, Payer: "Acme Ltd" } },
        staff.headers,
      );
    const second = await open();
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      Number: 2,
      Payer: "Acme Ltd",
      Status: "open",
      Balance: 0,
      BookingId: booking.Id,
    });
    expect((await open()).json().Number).toBe(3);
    expectRefusal(
      await api.call(
        calls.folios.open,
        { body: { DomainId: staff.domainId, BookingId: booking.Id, Payer: " " } },
        staff.headers,
      ),
      400,
      FolioMessage.payer,
    );
  });

  it("moves what is left of a charge and a payment, keeping both balances and what is left right", async () => {
    const { booking, folio, charge, payment } = await chargedAndPaid();
    await send(api, staff, calls.folios.allowance, folio.Id, {
      params: { entryId: charge },
      body: { Amount: 2, Reason: "Late" },
    });
    const opened = await api.call(
      calls.folios.open,
      { body: { DomainId: staff.domainId, BookingId: booking.Id, Payer: "Acme Ltd" } },
      staff.headers,
    );
    const target = opened.json() as Folio;
    const moved = await send(api, staff, calls.folios.move, folio.Id, {
      body: { EntryIds: [charge, payment], ToFolioId: target.Id },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const source = moved.json() as Folio;
    expect(source.Balance).toBe(0);
    expect(entryOf(source, charge)?.Remaining).toBe(0);
    expect(entryOf(source, payment)?.Remaining).toBe(0);
    expect(
      source.Entries.filter((entry) => entry.Kind === "transfer").map(
        ({ Amount, CorrectsId, Remaining }) => ({ Amount, CorrectsId, Remaining }),
      ),
    ).toEqual(
      // Posted in one statement, the two transfers have one time: their order is not said.
      expect.arrayContaining([
        { Amount: -40, CorrectsId: charge, Remaining: null },
        { Amount: 30, CorrectsId: payment, Remaining: null },
      ]),
    );
    expectAddsUp(source);
    const arrived = (
      await api.call(
        calls.folios.get,
        { params: { domainId: staff.domainId, folioId: target.Id } },
        staff.headers,
      )
    ).json() as Folio;
    expect(arrived.Balance).toBe(10);
    expect(
      arrived.Entries.map(({ Kind, Item, Amount, Tax, CorrectsId, Remaining }) => ({
        Kind,
        Item,
        Amount,
        Tax,
        CorrectsId,
        Remaining,
      })),
    ).toEqual(
      expect.arrayContaining([
        { Kind: "transfer", Item: "BRK", Amount: 40, Tax: 6.39, CorrectsId: charge, Remaining: 40 },
        { Kind: "transfer", Item: null, Amount: -30, Tax: 0, CorrectsId: payment, Remaining: 30 },
      ]),
    );
    expectAddsUp(arrived);
    // What arrived is corrected as its origin is: a charge's by an allowance, a payment's by a refund.
    const inCharge = arrived.Entries.find((entry) => entry.CorrectsId === charge);
    const inPayment = arrived.Entries.find((entry) => entry.CorrectsId === payment);
    const allowed = await send(api, staff, calls.folios.allowance, target.Id, {
      params: { entryId: inCharge?.Id },
      body: { Amount: 40, Reason: "Goodwill" },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const refunded = await send(api, staff, calls.folios.refund, target.Id, {
      params: { entryId: inPayment?.Id },
      body: { Amount: 30, Reason: "Back" },
    });
    const corrected = refunded.json() as Folio;
    expect(corrected.Balance).toBe(0);
    expect(corrected.Entries.map((entry) => entry.Remaining).sort()).toEqual([0, 0, null, null]);
    expect(corrected.Entries.find((entry) => entry.Kind === "refund")?.Method).toBe("card");
    // Every posting is in the trail, against its folio, with the balance it moved.
    const trail = await trailOf(api, staff, { entityId: folio.Id });
    expect(trail.map(({ Action, Changes }) => [Action, Changes.Balance])).toEqual([
      ["move", [10, 0]],
      ["allowance", [12, 10]],
      ["payment", [42, 12]],
      ["charge", [0, 42]],
    ]);
    const targetTrail = await trailOf(api, staff, { entityId: target.Id });
    expect(targetTrail.map(({ Action }) => Action)).toEqual(["refund", "allowance", "create"]);
    expectRefusal(
      await send(api, staff, calls.folios.move, folio.Id, {
        body: { EntryIds: [charge], ToFolioId: target.Id },
      }),
      409,
      FolioMessage.nothingLeft,
    );
  });

  it("goes to another open folio of the same branch only", async () => {
    const { folio, charge } = await chargedAndPaid();
    const other = await stayWithFolio(api, staff);
    expectRefusal(
      await send(api, staff, calls.folios.move, folio.Id, {
        body: { EntryIds: [charge], ToFolioId: folio.Id },
      }),
      400,
      FolioMessage.sameFolio,
    );
    const branch = await createBranch(api.db, staff);
    await api.db
      .update(folios)
      .set({ branchId: branch.id })
      .where(and(eq(folios.domainId, staff.domainId), eq(folios.id, other.folio.Id)));
    expectRefusal(
      await send(api, staff, calls.folios.move, folio.Id, {
        body: { EntryIds: [charge], ToFolioId: other.folio.Id },
      }),
      400,
      FolioMessage.otherBranch,
    );
    await api.db
      .update(folios)
      .set({ branchId: staff.branchId, status: "closed" })
      .where(and(eq(folios.domainId, staff.domainId), eq(folios.id, other.folio.Id)));
    expectRefusal(
      await send(api, staff, calls.folios.move, folio.Id, {
        body: { EntryIds: [charge], ToFolioId: other.folio.Id },
      }),
      409,
      FolioMessage.closed(1),
    );
  });
});
