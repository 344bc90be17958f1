import { userCalls } from "@concierge/contract";
import { asc, eq } from "drizzle-orm";
import { identities, identitySearch, roles, users } from "../../db/schema/index.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentUser } from "./present.js";
import { userColumns, withIdentity, withRole } from "./queries.js";

/** The domain's users, found by username or email (in the global identities) and filtered. */
export const userList = declareList({
  call: userCalls.list,
  table: users,
  columns: userColumns,
  ask: async ({ db, actor, params, query }) => ({
    values: {
      domainId: await domainOf(db, actor, params.domainId),
      roleId: query.roleId,
      branchId: query.branchId,
      activated: query.activated,
    },
  }),
  read: (query) => query.innerJoin(identities, withIdentity),
  shown: (query) => query.innerJoin(roles, withRole),
  scope: (v) => inDomain(users, v.domainId, inDomain(identities, v.domainId)),
  search: identitySearch,
  filters: (v) => [
    v.roleId && eq(users.roleId, v.roleId),
    v.branchId && eq(users.branchId, v.branchId),
    v.activated && eq(users.activated, v.activated),
  ],
  sorts: {
    Username: byText(identities.username),
    Email: byText(identities.email),
    Activated: users.activated,
  },
  order: [asc(identities.username)],
  present: (rows) => rows.map(presentUser),
});
