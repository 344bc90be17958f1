import { describe, expect, it } from "vitest";
import { negatedLine, partOfLine, roundedDivision, taxedLine } from "./money-lines.js";

const vat = { Code: "VAT", Rate: 1900 };
const vat19 = [vat];

describe("a line's tax", () => {
  it("6 × 7.00 at 19 % included is 42.00: net 35.29, tax 6.71", () => {
    expect(taxedLine(6 * 700, vat19, true)).toEqual({
      Amount: 4200,
      Net: 3529,
      Tax: 671,
      Taxes: [{ Code: "VAT", Rate: 1900, Tax: 671 }],
    });
  });

  it("6 × 7.00 at 19 % added is 49.98: net 42.00, tax 7.98", () => {
    expect(taxedLine(6 * 700, vat19, false)).toMatchObject({ Amount: 4998, Net: 4200, Tax: 798 });
  });

  it("rounds half up, and shares an included tax between two codes to the cent", () => {
    expect(roundedDivision(5n, 2n)).toBe(3n);
    expect(roundedDivision(-5n, 2n)).toBe(-3n);
    const line = taxedLine(10_000, [vat, { Code: "CITY", Rate: 500 }], true);
    expect(line.Net + line.Tax).toBe(10_000);
    expect(line.Taxes.reduce((sum, tax) => sum + tax.Tax, 0)).toBe(line.Tax);
    expect(line).toMatchObject({ Net: 8065, Tax: 1935 });
  });

  it("takes a part of what is left with its share of tax, and all of it exactly", () => {
    const line = taxedLine(4200, vat19, true);
    expect(partOfLine(line, 4200)).toEqual(line);
    const third = partOfLine(line, 1400);
    expect(third).toMatchObject({ Amount: 1400, Tax: 224, Net: 1176 });
    expect(negatedLine(third)).toMatchObject({ Amount: -1400, Net: -1176, Tax: -224 });
  });
});
