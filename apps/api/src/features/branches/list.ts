import { branchCalls } from "@concierge/contract";
import { asc, getTableColumns, sql } from "drizzle-orm";
import { branches, branchSearch } from "../../db/schema/index.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentBranch } from "./present.js";

/** The domain's branches, found by name, email, phone, state or country, filtered by country. */
export const branchList = declareList({
  call: branchCalls.list,
  table: branches,
  columns: getTableColumns(branches),
  ask: async ({ db, actor, params, query }) => ({
    values: { domainId: await domainOf(db, actor, params.domainId), country: query.country },
  }),
  scope: (v) => inDomain(branches, v.domainId),
  search: branchSearch,
  filters: (v) => [v.country && sql`lower(${branches.country}) = lower(${v.country})`],
  sorts: {
    Name: byText(branches.name),
    Phone: branches.phone,
    Email: byText(branches.email),
    Address: byText(branches.address),
    State: byText(branches.state),
    Country: byText(branches.country),
    TimeZone: branches.timeZone,
  },
  order: [asc(branches.name), asc(branches.id)],
  present: (rows) => rows.map(presentBranch),
});
