import { addDays } from "@concierge/contract";
import { eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/one.js";
import { roomHolds, suiteCodes, suites } from "../../db/schema/index.js";
import { nightsFrom } from "../../lib/nights.js";
import { inDomain } from "../../lib/tenancy.js";

// The statement names its tables by these aliases, so that `inDomain` can scope them.
const c = alias(suiteCodes, "c");
const s = alias(suites, "s");
const h = alias(roomHolds, "h");

/** How many rooms of a category are free on each night, in the order of the nights. */
export interface FreeByCategory {
  suiteId: string;
  category: string;
  nights: number[];
}

/**
 * Issue 29, point 5: each category's rooms that nothing holds on each of `days` nights from
 * `from`, a night judged as a block of it would be (noon to noon: a guest leaving that morning or
 * arriving that afternoon leaves it free). One grouped statement; holds read through the GiST
 * index of `room_holds_no_overlap`. An archived suite's rooms are off the rack.
 */
export async function freeByNight(
  db: Db,
  at: { domainId: string; branchId: string; from: string; days: number; timeZone: string },
): Promise<FreeByCategory[]> {
  const held = sql`exists (select 1 from ${roomHolds} ${h}
    where ${inDomain(h, c.domainId, eq(h.branchId, c.branchId), eq(h.suiteCode, c.code))}
      and ${h.during} && ${nightsFrom(sql`(night.day::date)`, sql`(night.day::date + 1)`, at.timeZone)})`;
  const rows = rowsOf<{ suite_id: string; category: string; free: number[] }>(
    await db.execute(sql`select suite_id, category, array_agg(free order by day) as free from (
        select ${s.id} as suite_id, ${s.category} as category, night.day,
          (count(*) filter (where not ${held}))::int as free
        from ${suiteCodes} ${c}
        join ${suites} ${s} on ${inDomain(s, c.domainId, eq(s.id, c.suiteId), isNull(s.archivedAt))}
        cross join generate_series(${at.from}::date, ${addDays(at.from, at.days - 1)}::date, interval '1 day') as night(day)
        where ${inDomain(c, at.domainId, eq(c.branchId, at.branchId))}
        group by 1, 2, 3) as counted
      group by suite_id, category
      order by category, suite_id`),
  );
  return rows.map((row) => ({ suiteId: row.suite_id, category: row.category, nights: row.free.map(Number) }));
}
