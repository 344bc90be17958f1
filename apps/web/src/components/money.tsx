import { DEFAULT_CURRENCY } from "@concierge/contract";
import { Text } from "@mantine/core";
import { localeOf } from "../lib/i18n";
import { useSession } from "../lib/session";

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in `currency` in the language spoken: "$120.00", "₦12,500.00"; in French "33,33 €". */
export function formatMoney(amount: number, currency: string): string {
  const locale = localeOf();
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** The signed-in domain's currency (a session stored before currencies were kept: the default). */
export const useCurrency = () => useSession().Domain?.Currency ?? DEFAULT_CURRENCY;

/** An amount in the signed-in domain's currency, in figures that line up in a column. */
export function Money({ amount }: { amount: number }) {
  return <Text style={{ fontVariantNumeric: "tabular-nums" }}>{formatMoney(amount, useCurrency())}</Text>;
}

/**
 * How an amount input writes `currency` in the language spoken: its symbol before or after the
 * figures ("$", " €") and its separators ("1,234.50", "1 234,50"), in Latin digits, which any
 * keyboard types.
 */
export function amountInputFormat(currency: string) {
  const parts = new Intl.NumberFormat(localeOf(), {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    numberingSystem: "latn",
  }).formatToParts(1234567.5);
  const symbolAt = parts.findIndex((part) => part.type === "currency");
  const first = parts.findIndex((part) => part.type === "integer");
  const literal = (index: number) => (parts[index]?.type === "literal" ? (parts[index]?.value ?? "") : "");
  const symbol = parts[symbolAt]?.value ?? currency;
  const before = symbolAt < first;
  return {
    prefix: before ? `${symbol}${literal(symbolAt + 1)}` : undefined,
    suffix: before ? undefined : `${literal(symbolAt - 1)}${symbol}`,
    thousandSeparator: parts.find((part) => part.type === "group")?.value ?? ",",
    decimalSeparator: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}
