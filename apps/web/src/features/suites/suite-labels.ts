import type { Suite } from "@concierge/contract";

/** A suite is known by its room codes ("A5, A6"): the name its buttons and dialogs use. */
export const suiteName = (suite: Suite) => suite.Codes.join(", ");
