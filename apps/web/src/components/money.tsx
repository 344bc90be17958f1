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
