import type { Branch, Domain } from "@concierge/contract";

/** The fields the finish-setup form may ask, in the order it asks them. */
export const SETUP_FIELDS = [
  "Phone",
  "Email",
  "Address",
  "Country",
  "State",
  "TimeZone",
  "RCNumber",
  "Currency",
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
export type SetupValues = Record<SetupField, string>;

/** Never blank (the first start sets UTC and USD), so asked along with the blanks, never alone. */
const ALONGSIDE: readonly SetupField[] = ["TimeZone", "Currency"];

const blank = (text: string) => text.trim() === "";

/**
 * The blanks of the user's branch and company that it may fill in, with the branch's time zone and
 * the company's currency beside them. The state follows the country: a blank one of the two asks
 * for both, so that a new country never leaves the state unasked.
 */
export function askedFields({ branch, domain }: { branch?: Branch; domain?: Domain }): SetupField[] {
  const place = branch !== undefined && (blank(branch.Country) || blank(branch.State));
  const blanks = SETUP_FIELDS.filter((field) => {
    if (field === "TimeZone" || field === "Currency") return false;
    if (field === "RCNumber") return domain !== undefined && blank(domain.RCNumber);
    if (field === "Country" || field === "State") return place;
    return branch !== undefined && blank(branch[field]);
  });
  if (blanks.length === 0) return [];
  const alongside = (field: SetupField) => (field === "TimeZone" ? branch : domain) !== undefined;
  return SETUP_FIELDS.filter(
    (field) => blanks.includes(field) || (ALONGSIDE.includes(field) && alongside(field)),
  );
}

/** What the browser suggests for the two fields the first start could only default. */
export interface Proposals {
  timeZone: (current: string) => string;
  currency: (current: string) => string;
}

/** The form's starting values: what the branch and the company hold now, blanks included. */
export const setupValuesOf = (
  { branch, domain }: { branch?: Branch; domain?: Domain },
  proposals?: Proposals,
): SetupValues => ({
  Phone: branch?.Phone ?? "",
  Email: branch?.Email ?? "",
  Address: branch?.Address ?? "",
  Country: branch?.Country ?? "",
  State: branch?.State ?? "",
  TimeZone: branch ? (proposals?.timeZone(branch.TimeZone) ?? branch.TimeZone) : "",
  RCNumber: domain?.RCNumber ?? "",
  Currency: domain ? (proposals?.currency(domain.Currency) ?? domain.Currency) : "",
});
