import { SuiteRefusal } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { bookedCodes } from "./codes.js";
import { findSuite } from "./service.js";

/**
 * Archives a suite (`archived` true) or restores it. An archived suite keeps its rooms and their
 * bookings; its rooms are offered for no new booking, so none may hold a stay or block that has
 * not ended (409). Archiving twice keeps the first moment.
 */
export async function setArchived(
  db: Db,
  actor: Actor,
  at: { domainId: string; suiteId: string },
  archived: boolean,
) {
  const domainId = await domainOf(db, actor, at.domainId);
  const id = rowId(at.suiteId, SuiteRefusal.notFound);
  const suite = await findSuite(db, domainId, id);
  if (archived) {
    const held = await bookedCodes(db, { domainId, suiteId: id }, true);
    if (held.length) throw refuse(SuiteRefusal.heldAhead(held));
  }
  if ((suite.archivedAt !== null) !== archived) {
    await db
      .update(suites)
      .set({ archivedAt: archived ? new Date() : null })
      .where(inDomain(suites, domainId, eq(suites.id, id)));
  }
  return findSuite(db, domainId, id);
}
