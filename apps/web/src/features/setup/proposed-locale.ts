import { canonicalTimeZone, DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from "@concierge/contract";

// Regions whose currency is not named after them (ISO 4217 names most as region + one letter).
const SHARED_CURRENCIES: Record<string, string> = {
  EUR: "AD AT AX BE BG BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM VA XK YT",
  XOF: "BF BJ CI GW ML NE SN TG",
  XAF: "CF CG CM GA GQ TD",
  XCD: "AG AI DM GD KN LC MS VC",
  XPF: "NC PF WF",
  AUD: "CC CX HM KI NF NR TV",
  NZD: "CK NU PN TK",
  CHF: "LI",
  DKK: "FO GL",
  NOK: "BV SJ",
  GBP: "GG IM JE",
  ILS: "PS",
  MAD: "EH",
  CUP: "CU",
  SLE: "SL",
  ZWG: "ZW",
  USD: "AS BQ EC FM GU MH MP PR PW SV TC TL UM VG VI",
};
const byRegion = new Map(
  Object.entries(SHARED_CURRENCIES).flatMap(([code, regions]) =>
    regions.split(" ").map((region) => [region, code] as const),
  ),
);

/**
 * The currency of the region a browser's locale names ("en-AE": AED), or USD when it names none
 * or an unknown one: a proposal, which the form shows for the user to confirm.
 */
export function proposedCurrency(locale: string, known: readonly string[]): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    return DEFAULT_CURRENCY;
  }
  if (!region) return DEFAULT_CURRENCY;
  const shared = byRegion.get(region);
  if (shared) return shared;
  const named = known.filter((code) => code.startsWith(region));
  return named.length === 1 && named[0] ? named[0] : DEFAULT_CURRENCY;
}

/** The browser's zone for a branch still on the first start's UTC, else the branch's own. */
export function proposedTimeZone(current: string, browserZone: string | undefined): string {
  if (current !== DEFAULT_TIME_ZONE || !browserZone) return current;
  return canonicalTimeZone(browserZone) ?? current;
}

/** The currency the browser's locale suggests for a company still on the default, else its own. */
export const proposedDomainCurrency = (current: string, locale: string, known: readonly string[]) =>
  current === DEFAULT_CURRENCY ? proposedCurrency(locale, known) : current;
