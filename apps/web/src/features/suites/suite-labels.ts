import type { Suite } from "@concierge/contract";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** SPEC section 2: a price shows with a dollar prefix, "$120.00". */
export const formatPrice = (price: number) => dollars.format(price);

/** A suite is known by its room codes ("A5, A6"): the name its buttons and dialogs use. */
export const suiteName = (suite: Suite) => suite.Codes.join(", ");
