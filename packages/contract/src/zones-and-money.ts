import { z } from "zod";

// CONTRACT, "Time zones, money": a branch counts nights in its zone, a domain prices in its currency,
// and money is stored exact, in minor units.
export const DEFAULT_TIME_ZONE = "UTC";
export const DEFAULT_CURRENCY = "USD";

export const LocaleMessage = {
  timeZone: "TimeZone must be an IANA time zone, such as Africa/Lagos",
  currency: "Currency must be an ISO 4217 code, such as USD",
} as const;

/** The canonical spelling of an IANA zone given in any letter case, or undefined for no zone. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Every IANA zone this runtime knows, for the branch form's search. */
export const timeZones = (): string[] => Intl.supportedValuesOf("timeZone");

const currencies = new Set(Intl.supportedValuesOf("currency"));

export const timeZoneField = z
  .string({ error: LocaleMessage.timeZone })
  .trim()
  .max(64, LocaleMessage.timeZone)
  .refine((name) => canonicalTimeZone(name) !== undefined, LocaleMessage.timeZone)
  .transform((name) => canonicalTimeZone(name) ?? name);

export const currencyField = z
  .string({ error: LocaleMessage.currency })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => currencies.has(code), LocaleMessage.currency);

/** Every ISO 4217 code with its English name, for the domain form's search: "NGN · Nigerian Naira". */
export function currencyOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  return [...currencies].map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}

/** An amount with at most 2 decimals in minor units (cents), as money is stored: exact. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);
/** Minor units back to the amount the wire carries. */
export const fromMinorUnits = (minor: number) => minor / 100;
