// The lists the `ratio` scenario measures, one row each: the product's call (its feature in the
// contract's `calls`, its path's values and query) and the bare route's SQL for the same page, the
// statements the product sends for it, with the same values (copied from PostgreSQL's statement
// log, `log_statement = all`, after issue 27's lists; the session lookup left out): the page's rows
// with the list's count folded into each (one statement), then (`after`), for suites, the page's
// room codes. Plain data, no contract: the bare route (bench/bare-route.mjs) imports it too. `at`:
// the seeded domain and branch, and the page's limit and offset.

const page = { page: 1, pageSize: 20 };

/** The session lookup every signed-in call starts with (apps/api/src/lib/actor.ts), from a token's claims. */
export const sessionLookup = {
  sql: `select "id", "domain_id", "branch_id", (select "username" from "identities" where ("identities"."domain_id" = "users"."domain_id" and "identities"."user_id" = "users"."id")), (select "permissions" from "roles" where ("roles"."domain_id" = "users"."domain_id" and "roles"."id" = "users"."role_id")) from "users" where ("users"."domain_id" = $1 and "users"."id" = $2 and "users"."activated" = $3 and exists (select 1 from "sessions" where ("sessions"."domain_id" = "users"."domain_id" and "sessions"."id" = $4 and "sessions"."user_id" = "users"."id" and "sessions"."revoked_at" is null and "sessions"."expires_at" > now())))`,
  values: (claims) => [claims.domainId, claims.userId, true, claims.sessionId],
};
const domainParams = ({ domainId }) => ({ domainId, ...page });

/**
 * A domain's rows of `table` (those `more` also holds), ordered by `order`, with their count as the
 * last column: the count's domain is $1, the page's $2, as the product numbers them.
 */
const domainRows = (table, columns, order, more) => {
  const where = (n) =>
    more ? `("${table}"."domain_id" = $${n} and ${more})` : `"${table}"."domain_id" = $${n}`;
  return {
    sql: `select ${columns}, (select count(*) from "${table}" where ${where(1)}) from "${table}" where ${where(2)} order by ${order} limit $3 offset $4`,
    values: (at) => [at.domainId, at.domainId, at.limit, at.offset],
  };
};

const bookingColumns = `"domain_id", "id", "branch_id", "suite_code", "title", "first_name", "last_name", "other_name", "phone", "email", "additional_guests", "guest_id", "guest_id_type", "guest_id_url", "checkin_date", "checkout_date", "booked_date", "checked_out_date", "status", "rate", "profile_id"`;

/** A branch's bookings whose status is (`=`) or is not (`<>`) `value`, the tally's `column` on each row. */
const bookingsPage = (column, status, value) => ({
  sql: `select ${bookingColumns}, (select "${column}" from "booking_tallies" where ("booking_tallies"."domain_id" = $1 and "booking_tallies"."branch_id" = $2)) from "bookings" where (("bookings"."domain_id" = $3 and "bookings"."branch_id" = $4) and "bookings"."status" ${status} $5) order by "bookings"."checkin_date" desc, "bookings"."id" desc limit $6 offset $7`,
  values: (at) => [at.domainId, at.branchId, at.domainId, at.branchId, value, at.limit, at.offset],
});

const userIdentity = `("identities"."domain_id" = "users"."domain_id" and "identities"."user_id" = "users"."id")`;
const usersFound = `from "users" inner join "identities" on ${userIdentity}`;

export const ratioLists = [
  {
    name: "bookings",
    note: "a branch's",
    call: "bookings",
    params: ({ domainId, branchId }) => ({ domainId, branchId, ...page }),
    page: bookingsPage("total", "<>", "cancelled"),
  },
  {
    name: "in-house",
    note: "bookings in house, the same branch",
    call: "bookings",
    params: ({ domainId, branchId }) => ({ domainId, branchId, ...page }),
    query: { inHouse: "true" },
    page: bookingsPage("in_house", "=", "in-house"),
  },
  {
    name: "users",
    call: "users",
    params: domainParams,
    page: {
      sql: `select "users"."id", "identities"."username", "identities"."email", "users"."activated", case
  when "users"."password_hash" is not null then null
  when exists (
    select 1 from "mailed_tokens"
    where ("mailed_tokens"."domain_id" = "users"."domain_id" and "mailed_tokens"."user_id" = "users"."id")
      and "mailed_tokens"."purpose" = 'invitation' and "mailed_tokens"."used_at" is null
      and "mailed_tokens"."expires_at" > now()
  ) then 'pending'
  else 'expired' end, "users"."domain_id", "users"."role_id", "users"."branch_id", "roles"."permissions", (select count(*) ${usersFound} where ("users"."domain_id" = $1 and "identities"."domain_id" = $2)) ${usersFound} inner join "roles" on ("roles"."domain_id" = "users"."domain_id" and "roles"."id" = "users"."role_id") where ("users"."domain_id" = $3 and "identities"."domain_id" = $4) order by "identities"."username" asc limit $5 offset $6`,
      values: (at) => [at.domainId, at.domainId, at.domainId, at.domainId, at.limit, at.offset],
    },
  },
  {
    name: "roles",
    call: "roles",
    params: domainParams,
    page: domainRows(
      "roles",
      `"domain_id", "id", "name", "permissions", "created_at"`,
      `"roles"."name" asc, "roles"."id" asc`,
    ),
  },
  {
    name: "branches",
    call: "branches",
    params: domainParams,
    page: domainRows(
      "branches",
      `"domain_id", "id", "name", "phone", "email", "address", "state", "country", "time_zone", "created_at"`,
      `"branches"."name" asc, "branches"."id" asc`,
    ),
  },
  {
    name: "suites",
    note: "with their room codes",
    call: "suites",
    params: domainParams,
    page: domainRows(
      "suites",
      `"domain_id", "id", "branch_id", "category", "price", "description", "utilities", "views", "created_at", "archived_at"`,
      `"suites"."category" asc, "suites"."id" asc`,
      `"suites"."archived_at" is null`,
    ),
    // The page's room codes, once its rows are here: the suites' ids as one array, as the product sends them.
    after: {
      sql: `select "suite_id", "code" from "suite_codes" where ("suite_codes"."domain_id" = $1 and "suite_codes"."suite_id" = any($2::uuid[])) order by "suite_codes"."code" asc`,
      values: (at, rows) => [at.domainId, rows.map((row) => row.id)],
    },
  },
  {
    name: "images",
    call: "images",
    params: domainParams,
    page: domainRows(
      "images",
      `"domain_id", "id", "name", "key", "content_type", "size", "created_at"`,
      `"images"."created_at" desc, "images"."id" desc`,
    ),
  },
  {
    name: "audit",
    call: "audit",
    params: domainParams,
    page: domainRows(
      "audit_entries",
      `"domain_id", "id", "at", "actor_id", "actor_name", "action", "entity", "entity_id", "changes", "label", "search"`,
      `"audit_entries"."at" desc, "audit_entries"."id" desc`,
    ),
  },
  {
    name: "domains",
    note: "every domain: the administrator holds GLOBAL",
    call: "domains",
    params: () => ({ page: page.page, size: page.pageSize }),
    page: {
      sql: `select "id", "name", "rc_number", "logo", "currency", "created_at", (select count(*) from "domains") from "domains" order by lower("domains"."name"), "domains"."id" asc limit $1 offset $2`,
      values: (at) => [at.limit, at.offset],
    },
  },
];

export const ratioListNames = ratioLists.map((list) => list.name);
