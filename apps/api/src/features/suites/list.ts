import { invalid, ListMessage, suiteCalls } from "@concierge/contract";
import { asc, eq, getTableColumns, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { suiteCodes, suiteSearch, suites } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { byText, declareList, holding } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentSuite } from "./present.js";
import { withCodes } from "./service.js";

/**
 * The domain's suites found by category or description (`suites_search_idx`) or by one of their
 * room codes, filtered by category and price; the archived ones alone when asked.
 */
export const suiteList = declareList({
  call: suiteCalls.list,
  table: suites,
  columns: getTableColumns(suites),
  ask: async ({ db, actor, params, query }) => {
    const domainId = await domainOf(db, actor, params.domainId);
    const { minPrice, maxPrice } = query;
    if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
      throw refuse(invalid(ListMessage.priceRange));
    }
    return {
      values: { domainId, category: query.category, minPrice, maxPrice },
      options: { archived: Boolean(query.archived) },
      context: domainId,
    };
  },
  scope: (v) => inDomain(suites, v.domainId),
  search: suiteSearch,
  alsoFound: (escaped) =>
    sql`exists (select 1 from ${suiteCodes} where ${inDomain(suiteCodes, suites.domainId, eq(suiteCodes.suiteId, suites.id))}
      and ${holding(byText(suiteCodes.code), escaped)})`,
  filters: (v, { archived }) => [
    v.category && sql`lower(${suites.category}) = lower(${v.category})`,
    v.minPrice && gte(suites.price, v.minPrice),
    v.maxPrice && lte(suites.price, v.maxPrice),
    archived ? isNotNull(suites.archivedAt) : isNull(suites.archivedAt),
  ],
  sorts: { Category: byText(suites.category), Price: suites.price, Description: byText(suites.description) },
  order: [asc(suites.category), asc(suites.id)],
  present: async (rows, db, domainId) => (await withCodes(db, domainId, rows)).map(presentSuite),
});
