import type { Branch, Domain } from "@concierge/contract";

/** The fields the finish-setup form may ask, in the order it asks them. */
export const SETUP_FIELDS = ["Phone", "Email", "Address", "Country", "State", "RCNumber"] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
export type SetupValues = Record<SetupField, string>;

const blank = (text: string) => text.trim() === "";

/**
 * The blanks of the user's branch and company that it may fill in. The state follows the country: a
 * blank one of the two asks for both, so that a new country never leaves the state unasked.
 */
export function askedFields({ branch, domain }: { branch?: Branch; domain?: Domain }): SetupField[] {
  const place = branch !== undefined && (blank(branch.Country) || blank(branch.State));
  return SETUP_FIELDS.filter((field) => {
    if (field === "RCNumber") return domain !== undefined && blank(domain.RCNumber);
    if (field === "Country" || field === "State") return place;
    return branch !== undefined && blank(branch[field]);
  });
}

/** The form's starting values: what the branch and the company hold now, blanks included. */
export const setupValuesOf = ({ branch, domain }: { branch?: Branch; domain?: Domain }): SetupValues => ({
  Phone: branch?.Phone ?? "",
  Email: branch?.Email ?? "",
  Address: branch?.Address ?? "",
  Country: branch?.Country ?? "",
  State: branch?.State ?? "",
  RCNumber: domain?.RCNumber ?? "",
});
