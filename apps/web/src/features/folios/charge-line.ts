import { type ChargeItem, type Tax, type TaxedLine, taxedLine } from "@concierge/contract";

/** The rates of `item`'s taxes on `day`, in hundredths of a percent, as the server takes them. */
export function ratesOn(item: Pick<ChargeItem, "TaxCodes">, taxes: readonly Tax[], day: string) {
  return taxes
    .filter((tax) => item.TaxCodes.includes(tax.Code) && tax.From <= day && (tax.To === null || day < tax.To))
    .map((tax) => ({ Code: tax.Code, Rate: Math.round(tax.Percent * 100) }));
}

/**
 * The line a charge will post, in the currency's units: the contract's own tax per line, so the
 * form shows the Net, Tax and Amount the server will store.
 */
export function chargeLine(
  price: number,
  quantity: number,
  rates: readonly { Code: string; Rate: number }[],
  pricesIncludeTax: boolean,
): TaxedLine {
  const line = taxedLine(Math.round(price * 100) * quantity, rates, pricesIncludeTax);
  return {
    Amount: line.Amount / 100,
    Net: line.Net / 100,
    Tax: line.Tax / 100,
    Taxes: line.Taxes.map((tax) => ({ ...tax, Tax: tax.Tax / 100 })),
  };
}
