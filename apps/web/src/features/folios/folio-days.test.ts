import type { FolioEntry } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { chargeLine, ratesOn } from "./charge-line";
import { folioDays } from "./folio-days";

const entry = (Id: string, ServiceDate: string, Amount: number): FolioEntry => ({
  Id,
  Kind: Amount < 0 ? "payment" : "charge",
  Item: null,
  Description: Id,
  Quantity: 1,
  Amount,
  Net: Amount,
  Tax: 0,
  Taxes: [],
  ServiceDate,
  BusinessDate: ServiceDate,
  CorrectsId: null,
  Method: Amount < 0 ? "cash" : null,
  Reference: "",
  Reason: "",
  PostedAt: `${ServiceDate}T10:00:00Z`,
  PostedBy: "Ada",
  Remaining: Math.abs(Amount),
});

describe("a folio's entries by service date", () => {
  it("groups them by day, each with the balance after it, in exact cents", () => {
    const days = folioDays([
      entry("night 1", "2026-12-01", 120.1),
      entry("minibar", "2026-12-01", 0.2),
      entry("night 2", "2026-12-02", 120.1),
      entry("deposit", "2026-12-02", -100),
    ]);
    expect(days.map(({ day, total }) => [day, total])).toEqual([
      ["2026-12-01", 120.3],
      ["2026-12-02", 20.1],
    ]);
    expect(days.flatMap(({ entries }) => entries.map((e) => e.RunningBalance))).toEqual([
      120.1, 120.3, 240.4, 140.4,
    ]);
  });

  it("is empty for a folio with no entry", () => {
    expect(folioDays([])).toEqual([]);
  });
});

describe("a charge's line before it is posted", () => {
  const taxes = [
    { Id: "1", BranchId: "b", Code: "VAT", Name: "VAT", Percent: 19, From: "2026-01-01", To: "2026-12-02" },
    { Id: "2", BranchId: "b", Code: "VAT", Name: "VAT", Percent: 7, From: "2026-12-02", To: null },
    { Id: "3", BranchId: "b", Code: "CITY", Name: "City", Percent: 5, From: "2026-01-01", To: null },
  ];

  it("takes the item's taxes at their rate on the service date", () => {
    expect(ratesOn({ TaxCodes: ["VAT"] }, taxes, "2026-12-01")).toEqual([{ Code: "VAT", Rate: 1900 }]);
    expect(ratesOn({ TaxCodes: ["VAT"] }, taxes, "2026-12-02")).toEqual([{ Code: "VAT", Rate: 700 }]);
  });

  it("is 6 × 7.00 at 19 % as the server posts it, tax included or added", () => {
    const rates = [{ Code: "VAT", Rate: 1900 }];
    expect(chargeLine(7, 6, rates, true)).toMatchObject({ Amount: 42, Net: 35.29, Tax: 6.71 });
    expect(chargeLine(7, 6, rates, false)).toMatchObject({ Amount: 49.98, Net: 42, Tax: 7.98 });
  });
});
