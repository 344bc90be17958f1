import type { Tx } from "../../db/client.js";
import { guestMergeMoves, guestMergeParts, guestMerges, guests } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";

/**
 * Deletes a domain's guest profiles and its merges' records, in the domain's deletion: their
 * foreign keys would refuse the domain's. The merges' rows go before the profiles they name.
 */
export async function deleteGuestsOfDomain(tx: Tx, domainId: string) {
  await tx.delete(guestMergeMoves).where(inDomain(guestMergeMoves, domainId));
  await tx.delete(guestMergeParts).where(inDomain(guestMergeParts, domainId));
  await tx.delete(guestMerges).where(inDomain(guestMerges, domainId));
  await tx.delete(guests).where(inDomain(guests, domainId));
}
