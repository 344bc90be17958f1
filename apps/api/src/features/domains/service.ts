import { DomainRefusal } from "@concierge/contract";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { branches, domains, images, roles, suites, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { writing } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { heldCounts } from "../../lib/holdings.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { deleteGuestsOfDomain } from "../guests/index.js";
import { deleteScansOfDomain, type ScanStore } from "../scans/index.js";

interface DomainInput {
  DomainName: string;
  RCNumber: string;
  Logo: string;
  /** Undefined leaves the stored currency as it is (insert: the column's default, USD). */
  Currency?: string;
}

export const createDomain = (db: Db, input: DomainInput) =>
  writing({ name: input.DomainName }, async () =>
    one(
      await db
        .insert(domains)
        .values({
          name: input.DomainName,
          rcNumber: input.RCNumber,
          logo: input.Logo,
          currency: input.Currency,
        })
        .returning(),
    ),
  );

export async function updateDomain(db: Db, actor: Actor, input: DomainInput & { Id: string }) {
  const id = await domainOf(db, actor, input.Id);
  const [row] = await writing({ name: input.DomainName }, () =>
    db
      .update(domains)
      .set({ name: input.DomainName, rcNumber: input.RCNumber, logo: input.Logo, currency: input.Currency })
      .where(eq(domains.id, id))
      .returning(),
  );
  if (!row) throw refuse(DomainRefusal.notFound);
  return row;
}

/**
 * A domain is deleted only once it holds no staff, branches, suites or images. Its roles go with it,
 * and its guest ID scans: with no branch it has no bookings, so they are scans no booking took, which
 * the sweep would delete within a day and nobody can delete by hand (decision 0015). So do its guest
 * profiles and the records of their merges, which no booking names any more.
 */
export async function deleteDomain(db: Db, scans: ScanStore, actor: Actor, domainId: string) {
  const id = await domainOf(db, actor, rowId(domainId, DomainRefusal.notFound));
  await db.transaction(async (tx) => {
    const ofDomain = (table: typeof users | typeof branches | typeof suites | typeof images) =>
      tx.select({ count: count() }).from(table).where(inDomain(table, id));
    const held = await heldCounts([
      { noun: "user", count: () => ofDomain(users) },
      { noun: "branch", count: () => ofDomain(branches) },
      { noun: "suite", count: () => ofDomain(suites) },
      { noun: "image", count: () => ofDomain(images) },
    ]);
    if (held) throw refuse(DomainRefusal.holds(held));
    const deleteScanBytes = await deleteScansOfDomain(tx, scans, id);
    await tx.delete(roles).where(inDomain(roles, id));
    await deleteGuestsOfDomain(tx, id);
    await tx.delete(domains).where(eq(domains.id, id));
    await deleteScanBytes();
  });
}
