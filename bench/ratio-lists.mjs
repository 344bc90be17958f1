// The lists the `ratio` scenario measures, one row each: the product's call (its feature in the
// contract's `calls`, its path's values and query) and the bare route's SQL for the same page, the
// statements the product sent for it (copied from PostgreSQL's statement log, `log_statement = all`,
// at issue 27's start; the session lookup left out): the page's rows and its count, in parallel as
// the product sends them, then (`after`), for suites, the page's room codes. Plain data, no
// contract: the bare route (bench/bare-route.mjs) imports it too. `at`: the seeded domain and
// branch, and the page's limit and offset.

const page = { page: 1, pageSize: 20 };
const domainPage = ({ domainId }) => ({ domainId, ...page });

/** `select count(*) from <table> where domain_id = $1`: most lists' count. */
const countOfDomain = (table, more = "") => ({
  sql: `select count(*) from "${table}" where ${more ? "(" : ""}"${table}"."domain_id" = $1${more ? ` and ${more})` : ""}`,
  values: (at) => [at.domainId],
});

const bookingColumns = `"domain_id", "id", "branch_id", "suite_code", "title", "first_name", "last_name", "other_name", "phone", "email", "additional_guests", "guest_id", "guest_id_type", "guest_id_url", "checkin_date", "checkout_date", "booked_date", "checked_out_date", "status", "rate"`;

/** A branch's bookings whose status is (`=`) or is not (`<>`) `value`, the tally's `column` on each row. */
const bookingsPage = (column, status, value) => ({
  sql: `select ${bookingColumns}, (select "booking_tallies"."${column}" from "booking_tallies"
        where "booking_tallies"."domain_id" = $1 and "booking_tallies"."branch_id" = $2) as "count" from "bookings" where ("bookings"."domain_id" = $3 and "bookings"."branch_id" = $4 and "bookings"."status" ${status} $5) order by "bookings"."checkin_date" desc, "bookings"."id" desc limit $6 offset $7`,
  values: (at) => [at.domainId, at.branchId, at.domainId, at.branchId, value, at.limit, at.offset],
});

const userIdentity = `("identities"."domain_id" = "users"."domain_id" and "identities"."user_id" = "users"."id")`;

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
    params: domainPage,
    page: {
      sql: `select "users"."id", "identities"."username", "identities"."email", "users"."activated", case
  when "users"."password_hash" is not null then null
  when exists (
    select 1 from "mailed_tokens"
    where "mailed_tokens"."domain_id" = "users"."domain_id" and "mailed_tokens"."user_id" = "users"."id"
      and "mailed_tokens"."purpose" = 'invitation' and "mailed_tokens"."used_at" is null
      and "mailed_tokens"."expires_at" > now()
  ) then 'pending'
  else 'expired' end, "users"."domain_id", "users"."role_id", "users"."branch_id", "roles"."permissions" from "users" inner join "identities" on ${userIdentity} inner join "roles" on ("roles"."domain_id" = "users"."domain_id" and "roles"."id" = "users"."role_id") where ("users"."domain_id" = $1 and "identities"."domain_id" = $2) order by "identities"."username" asc limit $3`,
      values: (at) => [at.domainId, at.domainId, at.limit],
    },
    count: {
      sql: `select count(*) from "users" inner join "identities" on ${userIdentity} where ("users"."domain_id" = $1 and "identities"."domain_id" = $2)`,
      values: (at) => [at.domainId, at.domainId],
    },
  },
  {
    name: "roles",
    call: "roles",
    params: domainPage,
    page: {
      sql: `select "domain_id", "id", "name", "permissions", "created_at" from "roles" where "roles"."domain_id" = $1 order by "roles"."name" asc, "roles"."id" asc limit $2`,
      values: (at) => [at.domainId, at.limit],
    },
    count: countOfDomain("roles"),
  },
  {
    name: "branches",
    call: "branches",
    params: domainPage,
    page: {
      sql: `select "domain_id", "id", "name", "phone", "email", "address", "state", "country", "time_zone", "created_at" from "branches" where "branches"."domain_id" = $1 order by "branches"."name" asc, "branches"."id" asc limit $2`,
      values: (at) => [at.domainId, at.limit],
    },
    count: countOfDomain("branches"),
  },
  {
    name: "suites",
    note: "with their room codes",
    call: "suites",
    params: domainPage,
    page: {
      sql: `select "domain_id", "id", "branch_id", "category", "price", "description", "utilities", "views", "created_at", "archived_at" from "suites" where ("suites"."domain_id" = $1 and "suites"."archived_at" is null) order by "suites"."category" asc, "suites"."id" asc limit $2`,
      values: (at) => [at.domainId, at.limit],
    },
    count: countOfDomain("suites", `"suites"."archived_at" is null`),
    // The page's room codes, once its rows are here: one parameter a suite, as the product sends them.
    after: {
      sql: (rows) =>
        `select "suite_id", "code" from "suite_codes" where ("suite_codes"."domain_id" = $1 and "suite_codes"."suite_id" in (${rows.map((_, i) => `$${i + 2}`).join(", ")})) order by "suite_codes"."code" asc`,
      values: (at, rows) => [at.domainId, ...rows.map((row) => row.id)],
    },
  },
  {
    name: "images",
    call: "images",
    params: domainPage,
    page: {
      sql: `select "domain_id", "id", "name", "key", "content_type", "size", "created_at" from "images" where "images"."domain_id" = $1 order by "images"."created_at" desc, "images"."id" desc limit $2`,
      values: (at) => [at.domainId, at.limit],
    },
    count: countOfDomain("images"),
  },
  {
    name: "audit",
    call: "audit",
    params: domainPage,
    page: {
      sql: `select "domain_id", "id", "at", "actor_id", "actor_name", "action", "entity", "entity_id", "changes", "label", "search" from "audit_entries" where "audit_entries"."domain_id" = $1 order by "audit_entries"."at" desc, "audit_entries"."id" desc limit $2`,
      values: (at) => [at.domainId, at.limit],
    },
    count: countOfDomain("audit_entries"),
  },
  {
    name: "domains",
    note: "every domain: the administrator holds GLOBAL",
    call: "domains",
    params: () => ({ page: page.page, size: page.pageSize }),
    page: {
      sql: `select "id", "name", "rc_number", "logo", "currency", "created_at" from "domains" order by lower("domains"."name"), "domains"."id" asc limit $1`,
      values: (at) => [at.limit],
    },
    count: { sql: `select count(*) from "domains"`, values: () => [] },
  },
];

export const ratioListNames = ratioLists.map((list) => list.name);
