import { roleCalls } from "@concierge/contract";
import { asc, getTableColumns } from "drizzle-orm";
import { roleSearch, roles } from "../../db/schema/index.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentRole } from "./present.js";

/** The domain's roles, found by name, in the order asked. */
export const roleList = declareList({
  call: roleCalls.list,
  table: roles,
  columns: getTableColumns(roles),
  ask: async ({ db, actor, params }) => ({
    values: { domainId: await domainOf(db, actor, params.domainId) },
  }),
  scope: (v) => inDomain(roles, v.domainId),
  search: roleSearch,
  sorts: { RoleName: byText(roles.name) },
  order: [asc(roles.name), asc(roles.id)],
  present: (rows) => rows.map(presentRole),
});
