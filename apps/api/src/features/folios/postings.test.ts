import { randomUUID } from "node:crypto";
import {
  type Booking,
  calls,
  type Folio,
  FolioMessage,
  IDEMPOTENT_REPLAY_HEADER,
  Permission,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import {
  addItem,
  addTax,
  type Desk,
  folioDesk,
  pricesIncludeTax,
  roomTaxes,
  send,
  stayWithFolio,
} from "../../../test/folio-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { trailOf } from "../../../test/trail.js";
import { folioEntries, folios } from "../../db/schema/index.js";

let api: Api;
let staff: Desk;

beforeAll(async () => {
  api = await startApi();
  staff = await folioDesk(api, [Permission.VIEW_AUDIT]);
  await addTax(api, staff, "VAT", 19, "2000-01-01");
  await addItem(api, staff, "BRK", 700, ["VAT"]);
});
afterAll(() => api.close());

/** Every entry's Net + Tax = Amount, and the balance the sum of the entries. */
function expectAddsUp(folio: Folio) {
  for (const entry of folio.Entries)
    expect(Math.round((entry.Net + entry.Tax) * 100)).toBe(Math.round(entry.Amount * 100));
  const sum = folio.Entries.reduce((total, entry) => total + Math.round(entry.Amount * 100), 0);
  expect(Math.round(folio.Balance * 100)).toBe(sum);
}

describe("a booking's folio", () => {
  it("is made with the booking: number 1, open, nothing posted, its nights unposted", async () => {
    const { booking, folio } = await stayWithFolio(api, staff);
    expect(folio).toMatchObject({
      BookingId: booking.Id,
      BranchId: staff.branchId,
      Number: 1,
      Status: "open",
      Currency: "USD",
      Entries: [],
      Balance: 0,
      Invoices: [],
      Payer: "",
    });
    expect(folio.Unposted).toEqual(booking.Nights);
    const read = await api.call(
      calls.folios.get,
      { params: { domainId: staff.domainId, folioId: folio.Id } },
      staff.headers,
    );
    expect(read.json()).toEqual(folio);
    const all = await api.call(
      calls.folios.bookingFolios,
      { params: { domainId: staff.domainId, bookingId: booking.Id } },
      staff.headers,
    );
    expect(all.json()).toEqual({ Folios: [folio] });
  });
});

describe("a room night's charge", () => {
  let booking: Booking;
  let folio: Folio;
  beforeAll(async () => ({ booking, folio } = await stayWithFolio(api, staff, "A6")));

  it("charges the first night not charged, at its price, once", async () => {
    const [first, second] = booking.Nights;
    const charged = await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "room" } });
    expect(charged.statusCode, charged.body).toBe(201);
    const after = charged.json() as Folio;
    expect(after.Entries).toMatchObject([
      {
        Kind: "charge",
        Item: "room",
        Description: `Room ${booking.SuiteCode}`,
        Quantity: 1,
        Amount: first?.Price,
        Net: first?.Price,
        Tax: 0,
        ServiceDate: first?.Night,
        Remaining: first?.Price,
        PostedBy: staff.username,
      },
    ]);
    expect(after.Unposted).toEqual([second]);
    expect(after.Balance).toBe(first?.Price);
    expectRefusal(
      await send(api, staff, calls.folios.charge, folio.Id, {
        body: { Item: "room", ServiceDate: first?.Night },
      }),
      409,
      FolioMessage.nightCharged(first?.Night ?? ""),
    );
  });

  it("refuses a day that is not a night of the stay, and a price or quantity of its own", async () => {
    expectRefusal(
      await send(api, staff, calls.folios.charge, folio.Id, {
        body: { Item: "room", ServiceDate: "2001-01-01" },
      }),
      400,
      FolioMessage.notANight("2001-01-01"),
    );
    expectRefusal(
      await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "room", Price: 1 } }),
      400,
      FolioMessage.roomPriced,
    );
    expectRefusal(
      await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "room", Quantity: 2 } }),
      400,
      FolioMessage.roomPriced,
    );
  });

  it("refuses a charge once every night is charged", async () => {
    expect(
      (
        await send(api, staff, calls.folios.charge, folio.Id, {
          body: { Item: "room", Price: booking.Nights[1]?.Price },
        })
      ).statusCode,
    ).toBe(201);
    expectRefusal(
      await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "room" } }),
      409,
      FolioMessage.allNightsCharged,
    );
  });
});

describe("tax per line", () => {
  it("charges 6 × 7.00 at 19 % as 42.00 with tax included, and 49.98 with tax added", async () => {
    const { folio } = await stayWithFolio(api, staff);
    const included = await send(api, staff, calls.folios.charge, folio.Id, {
      body: { Item: "brk", Quantity: 6, ServiceDate: "2030-05-01" },
    });
    expect(included.statusCode, included.body).toBe(201);
    expect((included.json() as Folio).Entries).toMatchObject([
      {
        Item: "BRK",
        Description: "BRK",
        Quantity: 6,
        Amount: 42,
        Net: 35.29,
        Tax: 6.71,
        Taxes: [{ Code: "VAT", Percent: 19, Tax: 6.71 }],
        ServiceDate: "2030-05-01",
      },
    ]);
    await pricesIncludeTax(api, staff, false);
    try {
      const added = await send(api, staff, calls.folios.charge, folio.Id, {
        body: { Item: "BRK", Quantity: 6, Description: "Breakfast for six", ServiceDate: "2030-05-02" },
      });
      const after = added.json() as Folio;
      expect(after.Entries[1]).toMatchObject({
        Description: "Breakfast for six",
        Amount: 49.98,
        Net: 42,
        Tax: 7.98,
      });
      expect(after.Balance).toBe(91.98);
      expectAddsUp(after);
    } finally {
      await pricesIncludeTax(api, staff, true);
    }
  });

  it("taxes each night of a stay at the rate of its own night when the rate changes between them", async () => {
    const other = await folioDesk(api);
    const { booking, folio } = await stayWithFolio(api, other);
    const [first, second] = booking.Nights.map((night) => night.Night);
    await addTax(api, other, "CITY", 10, "2000-01-01", second);
    await addTax(api, other, "CITY", 20, second ?? "");
    await roomTaxes(api, other, ["CITY"]);
    await send(api, other, calls.folios.charge, folio.Id, { body: { Item: "room" } });
    const after = (
      await send(api, other, calls.folios.charge, folio.Id, { body: { Item: "room" } })
    ).json() as Folio;
    expect(
      after.Entries.map(({ ServiceDate, Amount, Net, Tax, Taxes }) => ({
        ServiceDate,
        Amount,
        Net,
        Tax,
        Taxes,
      })),
    ).toEqual([
      {
        ServiceDate: first,
        Amount: 120,
        Net: 109.09,
        Tax: 10.91,
        Taxes: [{ Code: "CITY", Percent: 10, Tax: 10.91 }],
      },
      {
        ServiceDate: second,
        Amount: 120,
        Net: 100,
        Tax: 20,
        Taxes: [{ Code: "CITY", Percent: 20, Tax: 20 }],
      },
    ]);
    expectAddsUp(after);
  });

  it("refuses an item the branch does not sell", async () => {
    const { folio } = await stayWithFolio(api, staff);
    expectRefusal(
      await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "SPA" } }),
      400,
      FolioMessage.itemNotFound("SPA"),
    );
  });
});

describe("a payment", () => {
  it("takes its amount from the balance, untaxed, with its method and reference", async () => {
    const { folio } = await stayWithFolio(api, staff);
    const paid = await send(api, staff, calls.folios.payment, folio.Id, {
      body: { Amount: 50.5, Method: "card", Reference: "AUTH-1" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      Balance: -50.5,
      Entries: [
        {
          Kind: "payment",
          Amount: -50.5,
          Net: -50.5,
          Tax: 0,
          Taxes: [],
          Method: "card",
          Reference: "AUTH-1",
          Remaining: 50.5,
          Item: null,
          CorrectsId: null,
        },
      ],
    });
    expectRefusal(
      await send(api, staff, calls.folios.payment, folio.Id, { body: { Amount: 0, Method: "card" } }),
      400,
      FolioMessage.amount,
    );
    expectRefusal(
      await send(api, staff, calls.folios.payment, folio.Id, { body: { Amount: 5, Method: "cheque" } }),
      400,
      FolioMessage.method,
    );
  });

  it("is posted once for one Idempotency-Key, its repeat answering the same", async () => {
    const { folio } = await stayWithFolio(api, staff);
    const key = randomUUID();
    const body = { Amount: 10, Method: "cash" };
    const first = await send(api, staff, calls.folios.payment, folio.Id, { body }, key);
    const again = await send(api, staff, calls.folios.payment, folio.Id, { body }, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const rows = await api.db.select().from(folioEntries).where(eq(folioEntries.folioId, folio.Id));
    expect(rows).toHaveLength(1);
  });

  it("is written to the trail in its transaction: the folio's balance before and after", async () => {
    const { folio } = await stayWithFolio(api, staff);
    await send(api, staff, calls.folios.payment, folio.Id, { body: { Amount: 12, Method: "cash" } });
    const [entry] = await trailOf(api, staff, { entityId: folio.Id });
    expect(entry).toMatchObject({
      Entity: "folio",
      Action: "payment",
      EntityId: folio.Id,
      Changes: { Balance: [0, -12] },
    });
  });
});

describe("a closed folio", () => {
  it("takes no posting: 409 folio_closed, nothing written", async () => {
    const { folio } = await stayWithFolio(api, staff);
    await api.db
      .update(folios)
      .set({ status: "closed" })
      .where(and(eq(folios.domainId, staff.domainId), eq(folios.id, folio.Id)));
    const refused = await send(api, staff, calls.folios.payment, folio.Id, {
      body: { Amount: 10, Method: "cash" },
    });
    expectRefusal(refused, 409, FolioMessage.closed(1));
    expect(refused.json().code).toBe("folio_closed");
    expect(await api.db.select().from(folioEntries).where(eq(folioEntries.folioId, folio.Id))).toEqual([]);
  });
});

describe("the folio calls' permissions", () => {
  it("refuse posting without MANAGE_FOLIOS and correcting without CORRECT_FOLIOS (403)", async () => {
    const { folio } = await stayWithFolio(api, staff);
    const charged = await send(api, staff, calls.folios.charge, folio.Id, { body: { Item: "room" } });
    const entryId = (charged.json() as Folio).Entries[0]?.Id;
    const clerk = await signedInUser(api, {
      domain: staff,
      permissions: [Permission.MANAGE_BOOKINGS, Permission.CORRECT_FOLIOS],
    });
    const poster = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_FOLIOS] });
    expect(
      (
        await send(api, { ...staff, headers: clerk.headers }, calls.folios.payment, folio.Id, {
          body: { Amount: 1, Method: "cash" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send(api, { ...staff, headers: poster.headers }, calls.folios.allowance, folio.Id, {
          params: { entryId },
          body: { Reason: "x" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send(api, { ...staff, headers: poster.headers }, calls.folios.get, folio.Id)).statusCode,
    ).toBe(200);
  });
});
