import { LIVE_RETENTION_HOURS } from "@concierge/contract";
import { asc, eq, gt, lt, min, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branchEventCounters, branchEvents } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";

/** A branch of a domain, as the streams listen to it. */
export interface BranchKey {
  domainId: string;
  branchId: string;
}

/** How many events one read takes; a stream further behind gets the rest on the next read. */
export const EVENTS_PER_READ = 500;

export type StoredEvent = Awaited<ReturnType<typeof eventsAfter>>[number];

/** The branch's events after number `after`, in number order. */
export function eventsAfter(db: Db, branch: BranchKey, after: number) {
  return db
    .select({
      id: branchEvents.id,
      entity: branchEvents.entity,
      entityId: branchEvents.entityId,
      action: branchEvents.action,
      actorName: branchEvents.actorName,
      at: branchEvents.at,
    })
    .from(branchEvents)
    .where(
      inDomain(
        branchEvents,
        branch.domainId,
        eq(branchEvents.branchId, branch.branchId),
        gt(branchEvents.id, after),
      ),
    )
    .orderBy(asc(branchEvents.id))
    .limit(EVENTS_PER_READ);
}

/** Each branch's last event number, in one statement; a branch that never had one is left out (0). */
export async function lastEventIds(db: Db, wanted: readonly BranchKey[]) {
  if (!wanted.length) return [];
  return db
    .select({
      domainId: branchEventCounters.domainId,
      branchId: branchEventCounters.branchId,
      last: branchEventCounters.lastEventId,
    })
    .from(branchEventCounters)
    .where(
      or(
        ...wanted.map((branch) =>
          inDomain(branchEventCounters, branch.domainId, eq(branchEventCounters.branchId, branch.branchId)),
        ),
      ),
    );
}

/** The branch's last event number and its oldest kept (`last + 1` when none is kept). */
export async function streamBounds(db: Db, branch: BranchKey) {
  const [counter] = await lastEventIds(db, [branch]);
  const last = counter?.last ?? 0;
  const [kept] = await db
    .select({ oldest: min(branchEvents.id) })
    .from(branchEvents)
    .where(inDomain(branchEvents, branch.domainId, eq(branchEvents.branchId, branch.branchId)));
  return { last, oldest: kept?.oldest ?? last + 1 };
}

/** Deletes the domain's events older than the retention (index branch_events_age_idx); answers how many. */
export async function purgeEvents(db: Db, domainId: string) {
  const purged = await db
    .delete(branchEvents)
    .where(
      inDomain(
        branchEvents,
        domainId,
        lt(branchEvents.at, sql`now() - make_interval(hours => ${LIVE_RETENTION_HOURS})`),
      ),
    )
    .returning({ id: branchEvents.id });
  return purged.length;
}
