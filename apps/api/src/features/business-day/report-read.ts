import { DayRefusal } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, dayReports } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";

/** A closed day's stored report and the branch it belongs to (its name and code head the files). */
export async function findDayReport(
  db: Db,
  actor: Actor,
  params: { domainId: string; branchId: string; date: string },
) {
  const domainId = await domainOf(db, actor, params.domainId);
  const branchId = await branchOf(db, domainId, params.branchId);
  const [found] = await db
    .select({
      report: dayReports,
      branch: { name: branches.name, code: branches.code, timeZone: branches.timeZone },
    })
    .from(dayReports)
    .innerJoin(branches, inDomain(branches, dayReports.domainId, eq(branches.id, dayReports.branchId)))
    .where(
      inDomain(
        dayReports,
        domainId,
        and(eq(dayReports.branchId, branchId), eq(dayReports.date, params.date)),
      ),
    );
  if (!found) throw refuse(DayRefusal.reportNotFound(params.date));
  return found;
}
