/**
 * The tax of one line, computed once for the server and the console: a line's total is the price
 * times the quantity, then its tax is computed from that total and rounded half up to the minor
 * unit, per tax. So 6 × 7.00 at 19 % tax included is 42.00 (net 35.29, tax 6.71), never 41.99.
 */

/** One tax a line pays: its code and rate, in hundredths of a percent (19 % is 1900). */
export interface TaxRate {
  Code: string;
  Rate: number;
}

export interface LineTax extends TaxRate {
  Tax: number;
}

export interface TaxedLine {
  Amount: number;
  Net: number;
  Tax: number;
  Taxes: LineTax[];
}

const WHOLE = 10_000n;

/** `numerator / denominator` rounded half up (away from zero at .5), for signed integers. */
export function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** Shares `total` out in proportion to `weights`, each rounded, the last taking what rounding left. */
export function shares(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  let given = 0n;
  return weights.map((weight, index) => {
    const share = index === weights.length - 1 ? total - given : roundedDivision(total * weight, sum);
    given += share;
    return share;
  });
}

/**
 * A line of `total` minor units under `taxes`: `total` includes them (`pricesIncludeTax`), or they
 * are added to it. Each tax is rounded half up; `Net + Tax = Amount` always.
 */
export function taxedLine(total: number, taxes: readonly TaxRate[], pricesIncludeTax: boolean): TaxedLine {
  const amount = BigInt(total);
  const rates = taxes.map((tax) => BigInt(tax.Rate));
  if (pricesIncludeTax) {
    const net = roundedDivision(amount * WHOLE, WHOLE + rates.reduce((a, b) => a + b, 0n));
    const parts = shares(amount - net, rates);
    return {
      Amount: total,
      Net: Number(net),
      Tax: total - Number(net),
      Taxes: taxes.map((tax, i) => ({ Code: tax.Code, Rate: tax.Rate, Tax: Number(parts[i]) })),
    };
  }
  const parts = rates.map((rate) => roundedDivision(amount * rate, WHOLE));
  const tax = parts.reduce((a, b) => a + b, 0n);
  return {
    Amount: Number(amount + tax),
    Net: total,
    Tax: Number(tax),
    Taxes: taxes.map((t, i) => ({ Code: t.Code, Rate: t.Rate, Tax: Number(parts[i]) })),
  };
}

/**
 * The part `amount` of a line of which `of` is still left (an allowance, a move): its tax is the
 * same share of what is left of the line's tax, per tax, so that taking all that is left leaves
 * exactly nothing, net and tax alike.
 */
export function partOfLine(of: TaxedLine, amount: number): TaxedLine {
  if (amount === of.Amount) return { ...of, Taxes: of.Taxes.map((tax) => ({ ...tax })) };
  const taxParts = of.Taxes.map((tax) =>
    of.Amount === 0 ? 0n : roundedDivision(BigInt(tax.Tax) * BigInt(amount), BigInt(of.Amount)),
  );
  const tax = taxParts.reduce((a, b) => a + b, 0n);
  return {
    Amount: amount,
    Net: amount - Number(tax),
    Tax: Number(tax),
    Taxes: of.Taxes.map((t, i) => ({ Code: t.Code, Rate: t.Rate, Tax: Number(taxParts[i]) })),
  };
}

/** The same line with every sign turned (a credit note's line, a move's leaving half). */
export const negatedLine = (line: TaxedLine): TaxedLine => ({
  Amount: -line.Amount,
  Net: -line.Net,
  Tax: -line.Tax,
  Taxes: line.Taxes.map((tax) => ({ ...tax, Tax: -tax.Tax })),
});
