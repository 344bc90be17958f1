import { DEFAULT_CURRENCY } from "@concierge/contract";
import { Text } from "@mantine/core";
import { useSession } from "../lib/session";

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in `currency` as every screen shows it: "$120.00", "₦12,500.00", "€33.33". */
export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/** The signed-in domain's currency (a session stored before currencies were kept: the default). */
export const useCurrency = () => useSession().Domain?.Currency ?? DEFAULT_CURRENCY;

/** An amount in the signed-in domain's currency, in figures that line up in a column. */
export function Money({ amount }: { amount: number }) {
  return <Text style={{ fontVariantNumeric: "tabular-nums" }}>{formatMoney(amount, useCurrency())}</Text>;
}
