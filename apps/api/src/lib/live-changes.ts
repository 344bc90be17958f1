import type { AuditEntity, LiveEntity } from "@concierge/contract";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import { rowsOf } from "../db/one.js";
import { branches } from "../db/schema/index.js";
import { inDomain } from "./tenancy.js";

/** What changed, for one branch's stream or, for a guest (the domain's), every branch's. */
export interface Change {
  /** Null: every branch of the domain (a guest profile is the whole company's). */
  branchId: string | null;
  entity: LiveEntity;
  id: string;
  action: string;
}

const b = alias(branches, "b");

/** The channel a commit's `NOTIFY` wakes the streams' processes on: `<domainId> <branchId>,…`. */
export const LIVE_CHANNEL = "branch_events";

/** The audit trail's entities a console watches, by their stream's names. */
const LIVE_OF: Partial<Record<AuditEntity, LiveEntity>> = {
  booking: "Booking",
  room: "Room",
  block: "Block",
  folio: "Folio",
  guest: "Guest",
};
export const liveEntityOf = (entity: AuditEntity) => LIVE_OF[entity];

/**
 * Writes the changes' events in the caller's transaction, numbered per branch from its counter row.
 * One statement: it takes the counters' locks (in branch order, so two writes of several branches
 * never wait for each other in a cycle), numbers the events in the order given, inserts them and
 * notifies the listening processes, which read them once the transaction commits. Call it last in
 * a write: the counter's lock is held to the commit, and every other write of the branch waits on it.
 * Answers the number of events written (a guest's change is one a branch), for `/metrics`.
 */
export async function publish(db: Db, domainId: string, actorName: string, changes: readonly Change[]) {
  if (changes.length === 0) return 0;
  const rows = changes.map(
    (change, n) => sql`(${change.branchId}::uuid, ${change.entity}, ${change.id}, ${change.action}, ${n})`,
  );
  const result = await db.execute(sql`
    with wanted as (
      select w.n, ${b.id} as branch_id, w.entity, w.entity_id, w.action
      from (values ${sql.join(rows, sql`, `)}) as w(branch_id, entity, entity_id, action, n)
      join ${branches} ${b} on ${inDomain(b, domainId, sql`(w.branch_id is null or ${b.id} = w.branch_id)`)}
    ),
    counts as (select branch_id, count(*)::bigint as taken from wanted group by branch_id),
    numbered as (
      insert into branch_event_counters as c (domain_id, branch_id, last_event_id)
      select ${domainId}, branch_id, taken from counts order by branch_id
      on conflict (domain_id, branch_id) do update set last_event_id = c.last_event_id + excluded.last_event_id
      returning branch_id, last_event_id
    ),
    inserted as (
      insert into branch_events (domain_id, branch_id, id, entity, entity_id, action, actor_name)
      select ${domainId}, w.branch_id,
             n.last_event_id - c.taken + row_number() over (partition by w.branch_id order by w.n),
             w.entity, w.entity_id, w.action, ${actorName}
      from wanted w join counts c using (branch_id) join numbered n using (branch_id)
      returning branch_id
    )
    select count(*)::int as written,
           pg_notify(${LIVE_CHANNEL}, ${domainId} || ' ' || string_agg(distinct branch_id::text, ','))
    from inserted`);
  return rowsOf<{ written: number }>(result)[0]?.written ?? 0;
}
