import { domainCalls } from "@concierge/contract";
import { asc, getTableColumns, sql } from "drizzle-orm";
import { domainSearch, domains } from "../../db/schema/index.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { domainsReached, reachesEveryDomain } from "../../lib/tenancy.js";
import { presentDomain } from "./present.js";

/** The hotel companies the actor reaches (its own alone without GLOBAL), found by name. */
export const domainList = declareList({
  call: domainCalls.list,
  table: domains,
  columns: getTableColumns(domains),
  ask: async ({ actor }) => ({
    values: { domainId: reachesEveryDomain(actor) ? undefined : actor.domainId },
  }),
  scope: (v) => domainsReached(v.domainId),
  search: domainSearch,
  sorts: { DomainName: byText(domains.name), RCNumber: domains.rcNumber, Currency: domains.currency },
  order: [sql`lower(${domains.name})`, asc(domains.id)],
  present: (rows) => rows.map(presentDomain),
});
