import type { GuestProfile } from "@concierge/contract";

/** A guest by their names, as the desk says them: "Ana Ruiz". */
export const guestName = (guest: Pick<GuestProfile, "FirstName" | "LastName">) =>
  `${guest.FirstName} ${guest.LastName}`.trim();
