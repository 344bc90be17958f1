import { GUEST_SEARCH_MAX, GUEST_WORD_START_BELOW, guestCalls } from "@concierge/contract";
import { asc, getTableColumns, isNull } from "drizzle-orm";
import { guestSearch, guests, guestTallies } from "../../db/schema/index.js";
import { byText, declareList, holding, startingAWord } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentGuest } from "./present.js";
import { staysOf } from "./stays.js";

const { search: _search, ...shown } = getTableColumns(guests);

/**
 * The domain's guest profiles found by names, email, phone or guest ID (a word's start for the
 * type-ahead's first letters), by last name then first name unless sorted (`guests_name_idx`); the
 * profiles merged into another are left out. Their stays are read for the page's rows alone, in
 * one statement. Counted by the domain's tally; a search of a million profiles up to
 * `GUEST_SEARCH_MAX`, and ordered without walking the names' index, along which what it finds lies
 * all together (decision 0031).
 */
export const guestList = declareList({
  call: guestCalls.list,
  table: guests,
  columns: shown,
  ask: async ({ db, actor, params, query }) => {
    const domainId = await domainOf(db, actor, params.domainId);
    const wordStart = query.q !== undefined && query.q.length < GUEST_WORD_START_BELOW;
    return { values: { domainId }, options: { wordStart }, context: domainId };
  },
  scope: (v) => inDomain(guests, v.domainId),
  search: guestSearch,
  found: (q, { wordStart }) => (wordStart ? startingAWord(guestSearch, q) : holding(guestSearch, q)),
  filters: () => [isNull(guests.mergedInto)],
  sorts: {
    LastName: byText(guests.lastName),
    FirstName: byText(guests.firstName),
    Email: byText(guests.email),
  },
  order: [asc(guests.lastName), asc(guests.firstName), asc(guests.id)],
  searchedOrder: [asc(byText(guests.lastName)), asc(byText(guests.firstName)), asc(guests.id)],
  searchMax: GUEST_SEARCH_MAX,
  count: (db, v) =>
    v.q
      ? undefined
      : db
          .select({ count: guestTallies.total })
          .from(guestTallies)
          .where(inDomain(guestTallies, v.domainId))
          .$dynamic(),
  present: async (rows, db, domainId) => {
    const stays = await staysOf(
      db,
      domainId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentGuest(row, stays.get(row.id)));
  },
});
