import { guestCalls } from "@concierge/contract";
import { asc, getTableColumns, isNull } from "drizzle-orm";
import { guestSearch, guests } from "../../db/schema/index.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentGuest } from "./present.js";
import { staysOf } from "./stays.js";

/**
 * The domain's guest profiles found by names, email, phone or guest ID, by last name then first
 * name unless sorted (`guests_name_idx`); the profiles merged into another are left out. Their
 * stays are read for the page's rows alone, in one statement.
 */
export const guestList = declareList({
  call: guestCalls.list,
  table: guests,
  columns: getTableColumns(guests),
  ask: async ({ db, actor, params }) => {
    const domainId = await domainOf(db, actor, params.domainId);
    return { values: { domainId }, context: domainId };
  },
  scope: (v) => inDomain(guests, v.domainId),
  search: guestSearch,
  filters: () => [isNull(guests.mergedInto)],
  sorts: {
    LastName: byText(guests.lastName),
    FirstName: byText(guests.firstName),
    Email: byText(guests.email),
  },
  order: [asc(guests.lastName), asc(guests.firstName), asc(guests.id)],
  present: async (rows, db, domainId) => {
    const stays = await staysOf(
      db,
      domainId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentGuest(row, stays.get(row.id)));
  },
});
