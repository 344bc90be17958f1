// Seeds the first domain with many rows straight through SQL: far faster than the API, and the
// same statements run on the embedded database (before the server opens it) and on a server.
import { availableParallelism } from "node:os";
import path from "node:path";
import { exampleGuest, GUEST_FIELDS, guestFields, PROFILE_FIELDS } from "@concierge/contract";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";

/**
 * `rows` branches, users and suites (two room codes each) in the first domain. The branches are
 * given their codes: left '', migration 0034's trigger would try BRA, BRA-2… for each in turn.
 */
export const listRows = (rows) => [
  `insert into branches (domain_id, code, name, phone, email, address, state, country)
   select d.id, 'B' || g, 'Branch ' || lpad(g::text, 6, '0'), '08000000000', 'branch' || g || '@bench.example',
          g || ' Marina Road', 'Lagos', 'Nigeria'
   from domains d, generate_series(1, ${rows}) g`,
  `with made as (
     insert into identities (domain_id, username, email)
     select d.id, 'staff' || lpad(g::text, 6, '0'), 'staff' || g || '@bench.example'
     from domains d, generate_series(1, ${rows}) g
     returning domain_id, user_id)
   insert into users (domain_id, id, role_id, branch_id, activated)
   select m.domain_id, m.user_id, r.id, b.id, true
   from made m
   join roles r on r.domain_id = m.domain_id
   join branches b on b.domain_id = m.domain_id and b.name = 'Head office'`,
  // Suites at the head office, two room codes each.
  `with made as (
     insert into suites (domain_id, branch_id, category, price, utilities, views)
     select b.domain_id, b.id, 'Category ' || (g % 20), 100 + g % 500, '{Internet}',
            '{https://bench.example/view.png}'
     from branches b, generate_series(1, ${rows}) g
     where b.name = 'Head office'
     returning domain_id, branch_id, id)
   insert into suite_codes (domain_id, branch_id, code, suite_id)
   select domain_id, branch_id, 'R' || row_number() over () || letter, id
   from made, (values ('a'), ('b')) codes(letter)`,
  "analyze",
];

/** Ten branches of 100 rooms each, for the front desk's bookings. */
export const frontDeskRooms = `with made as (
     insert into suites (domain_id, branch_id, category, price, utilities, views)
     select b.domain_id, b.id, 'Front desk ' || (g % 4), 150, '{Internet}', '{https://bench.example/view.png}'
     from branches b, generate_series(1, 100) g
     where b.name between 'Branch 000001' and 'Branch 000010'
     returning domain_id, branch_id, id)
   insert into suite_codes (domain_id, branch_id, code, suite_id)
   select domain_id, branch_id, 'F' || row_number() over (partition by branch_id), id from made`;

// Guests' names as a front desk meets them, accents included, so that a search reads what it would
// read in a hotel: fifty first names and fifty last names, each on one stay in fifty.
const firstNames = (
  "Adèle Amaka Bruno Chidi Chloé Dmitri Émile Fatima Femi Grace Hugo Ifeoma Inès Jamal Joël " +
  "Kemi Léa Lukas Maëlle Marta Musa Nadia Noémie Olu Pál Priya Quentin Rosa Sade Søren Tariq " +
  "Tolu Uche Valérie Wale Xavier Yasmin Yusuf Zoë Zainab Aarav Björn Camille Diego Elif " +
  "François Gökhan Hélène Ingrid José"
).split(" ");
const lastNames = (
  "Dupont Okafor Müller Adeyemi Martín Nowak Lefèvre Bello Rossi Eze García Nwosu Moreau " +
  "Ibrahim Søndergaard Balogun Dubois Olawale Schäfer Abubakar Fernández Chukwu Girard Hassan " +
  "Kowalski Lawal Mbeki Núñez Obi Petit Quispe Renard Sánchez Taiwo Usman Vasquez Wójcik Xu " +
  "Yılmaz Zubiri Ajayi Brontë Castaño Diallo Eriksen Faure Gómez Haddad Iwu Jovanović"
).split(" ");
const nameOf = (names, index) =>
  `(array[${names.map((name) => `'${name}'`).join(", ")}])[1 + (${index}) % 50]`;

const snakeCase = (key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const literal = (value) =>
  Array.isArray(value) ? `'{${value.join(",")}}'` : `'${value.replaceAll("'", "''")}'`;

/**
 * A booking's guest as SQL, from the contract's declaration: its columns, and each field's value,
 * the SQL expression `values` gives or else its example; `fields`: a profile's, or a booking's.
 */
export function guestSql(values, fields = GUEST_FIELDS) {
  const example = exampleGuest();
  return {
    columns: fields.map((field) => snakeCase(guestFields[field].column)).join(", "),
    values: fields.map((field) => values[field] ?? literal(example[field])).join(", "),
  };
}

/**
 * Each seeded booking's guest profile, made first from the same rows: its id is the row's key
 * hashed, so that the booking names it (`profile_id`) with no lookup, as the upgrade links them.
 */
const profileKey = (key) => `md5(${key})::uuid`;
const profilesOf = (values, key, rows) => {
  const guest = guestSql(values, PROFILE_FIELDS);
  return `insert into guests (domain_id, id, ${guest.columns})
   select c.domain_id, ${profileKey(key)}, ${guest.values} ${rows}`;
};

/**
 * One branch's bookings, `count / 10` of them: every room booked back to back for years, two-day
 * stays ending now or earlier, checked out, except the current stay of two rooms in three (in house
 * until tomorrow).
 */
const stayGuest = {
  FirstName: nameOf(firstNames, "k * 7 + substr(c.code, 2)::int"),
  LastName: nameOf(lastNames, "k * 13 + substr(c.code, 2)::int * 3"),
  GuestId: "'ID' || k",
};
// The room code and the stay's number apart: F1 with stay 11 and F11 with stay 1 are two keys.
const stayKey = "c.branch_id::text || c.code || '/' || k";
const branchStays = (branch, count) => `
   from suite_codes c
   join branches b on b.domain_id = c.domain_id and b.id = c.branch_id
   join rate_plans p on p.domain_id = c.domain_id and p.branch_id = c.branch_id and p.code = 'BAR'
   cross join generate_series(0, ${Math.ceil(count / 1000)} - 1) k
   cross join lateral (select now() - interval '1 day' - k * interval '2 days' as checkin) stay
   where b.name = 'Branch ${String(branch).padStart(6, "0")}' and c.code like 'F%'`;

/** The guest profiles of one branch's bookings (`branchBookings`), one a booking. */
export const branchProfiles = (branch, count) => profilesOf(stayGuest, stayKey, branchStays(branch, count));

export const branchBookings = (branch, count) => {
  const guest = guestSql(stayGuest);
  return `
   insert into bookings (domain_id, branch_id, suite_code, ${guest.columns},
     checkin_date, checkout_date, booked_date, checked_out_date, status, rate, profile_id, rate_plan_id)
   select c.domain_id, c.branch_id, c.code, ${guest.values},
          stay.checkin, stay.checkin + interval '2 days', stay.checkin,
          case when k > 0 then stay.checkin + interval '2 days'
               when substr(c.code, 2)::int % 3 = 0 then stay.checkin + interval '1 hour' end,
          case when k > 0 or substr(c.code, 2)::int % 3 = 0 then 'checked-out' else 'in-house' end,
          15000, ${profileKey(stayKey)}, p.id
   ${branchStays(branch, count)}`;
};

/**
 * The priced nights of a branch's bookings (all those of `branch` named so, a number or a name),
 * each at the booking's `rate`, as migration 0032 gave the bookings before it: one statement.
 */
export const branchNights = (branch) => `
   insert into booking_nights (domain_id, booking_id, night, price)
   select s.domain_id, s.id, s.first_night + i, s.rate
   from (
     select k.domain_id, k.id, k.rate, (k.checkin_date at time zone b.time_zone)::date as first_night,
       greatest((least(k.checkout_date, k.checked_out_date) at time zone b.time_zone)::date
         - (k.checkin_date at time zone b.time_zone)::date, 1) as nights
     from bookings k join branches b on b.domain_id = k.domain_id and b.id = k.branch_id
     where b.name = '${typeof branch === "number" ? `Branch ${String(branch).padStart(6, "0")}` : branch}'
   ) s, generate_series(0, s.nights - 1) as i`;

/**
 * Migration 0032's rule that a booking has one price per night of its stay is a deferred trigger,
 * run per row at commit: a bulk load writes the bookings and then their nights in statements of
 * their own, so the rule is off while it loads (`false`) and on again after (`true`), its nights
 * then written by the same rule's arithmetic (`branchNights`).
 */
export const nightsRule = (on) =>
  ["bookings_nights_fit_stay", "booking_nights_fit_stay"].map(
    (trigger) =>
      `alter table ${trigger.startsWith("bookings") ? "bookings" : "booking_nights"} ${on ? "enable" : "disable"} trigger ${trigger}`,
  );

/**
 * Migration 0034 makes each booking's folio by a row trigger: a bulk load turns it off (`false`)
 * and writes the folios of its bookings afterwards, a branch in one statement (`branchFolios`).
 */
export const folioRule = (on) => `alter table bookings ${on ? "enable" : "disable"} trigger bookings_folio`;

/** Folio 1 of each booking of `branch` (a number or a name), in the domain's currency, as the trigger makes it. */
export const branchFolios = (branch) => `
   insert into folios (domain_id, branch_id, booking_id, number, currency)
   select k.domain_id, k.branch_id, k.id, 1, d.currency
   from bookings k
   join branches b on b.domain_id = k.domain_id and b.id = k.branch_id
   join domains d on d.id = k.domain_id
   where b.name = '${typeof branch === "number" ? `Branch ${String(branch).padStart(6, "0")}` : branch}'`;

const branchNumbers = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * The audit trail of one branch's bookings: each booking's creation by the administrator, at the
 * moment it was booked, with the fields a front desk fills in.
 */
export const branchTrail = (branch) => `
   insert into audit_entries (domain_id, at, actor_id, actor_name, action, entity, entity_id, label, changes)
   select k.domain_id, k.booked_date, u.user_id, u.username, 'create', 'booking', k.id::text,
          k.first_name || ' ' || k.last_name,
          jsonb_build_object('FirstName', jsonb_build_array(null, k.first_name),
            'LastName', jsonb_build_array(null, k.last_name), 'SuiteCode', jsonb_build_array(null, k.suite_code),
            'GuestId', jsonb_build_array(null, k.guest_id), 'Status', jsonb_build_array(null, 'in-house'),
            'CheckoutDate', jsonb_build_array(null, k.checkout_date))
   from bookings k
   join branches b on b.domain_id = k.domain_id and b.id = k.branch_id
   join identities u on u.domain_id = k.domain_id and u.username = 'admin'
   where b.name = 'Branch ${String(branch).padStart(6, "0")}'`;

const arrivingGuest = { FirstName: "'Arriving'", LastName: "'Guest'", GuestId: "'ID' || c.code" };
const arriving = guestSql(arrivingGuest);
const arrivalKey = "c.branch_id::text || c.code";
const arrivalRooms = `
   from suite_codes c
   join branches b on b.domain_id = c.domain_id and b.id = c.branch_id
   join rate_plans p on p.domain_id = c.domain_id and p.branch_id = c.branch_id and p.code = 'BAR'
   cross join (select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '12 hours' as noon) today
   where b.name = 'Branch 000011'`;

/** Today's arrivals for the check-in scenario: 'Branch 000011' gets `count` rooms, each reserved from today. */
export const arrivals = (count) => [
  `with made as (
     insert into suites (domain_id, branch_id, category, price, utilities, views)
     select domain_id, id, 'Arrivals', 150, '{Internet}', '{https://bench.example/view.png}'
     from branches where name = 'Branch 000011'
     returning domain_id, branch_id, id)
   insert into suite_codes (domain_id, branch_id, code, suite_id)
   select domain_id, branch_id, 'W' || g, id from made, generate_series(1, ${count}) g`,
  profilesOf(arrivingGuest, arrivalKey, arrivalRooms),
  `insert into bookings (domain_id, branch_id, suite_code, ${arriving.columns},
     checkin_date, checkout_date, booked_date, status, rate, profile_id, rate_plan_id)
   select c.domain_id, c.branch_id, c.code, ${arriving.values},
          today.noon, today.noon + interval '2 days', now(), 'reserved', 15000, ${profileKey(arrivalKey)}, p.id
   ${arrivalRooms}`,
  branchNights("Branch 000011"),
];
export const ARRIVALS = 1000;

export async function seedPglite(dataDir, rows, bookings) {
  const db = await PGlite.create(path.join(dataDir, "pglite"), {
    extensions: { btree_gist, pg_trgm, unaccent },
  });
  for (const sql of listRows(rows)) await db.exec(sql);
  await db.exec(frontDeskRooms);
  const started = Date.now();
  for (const branch of branchNumbers) await db.exec(branchProfiles(branch, bookings));
  for (const sql of nightsRule(false)) await db.exec(sql);
  await db.exec(folioRule(false));
  for (const branch of branchNumbers) await db.exec(branchBookings(branch, bookings));
  for (const branch of branchNumbers) await db.exec(branchNights(branch));
  for (const branch of branchNumbers) await db.exec(branchFolios(branch));
  await db.exec(folioRule(true));
  for (const branch of branchNumbers) await db.exec(branchTrail(branch));
  for (const sql of arrivals(ARRIVALS)) await db.exec(sql);
  for (const sql of nightsRule(true)) await db.exec(sql);
  await db.exec("vacuum analyze");
  console.log(
    `(seeded ${bookings} bookings, their nights, folios, guests and audit trail in PGlite in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  await db.close();
}

export async function seedPostgres(url, rows, bookings) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const sql of listRows(rows)) await client.query(sql);
  await client.query(frontDeskRooms);
  const started = Date.now();
  // A bulk load as PostgreSQL's manual advises: the secondary indexes are built once afterwards,
  // from their own definitions, rather than grown a row at a time. The constraints' indexes stay.
  const secondary = await dropSecondaryIndexes(client, [
    "bookings",
    "booking_nights",
    "audit_entries",
    "guests",
  ]);
  for (const sql of nightsRule(false)) await client.query(sql);
  await client.query(folioRule(false));
  await client.end();
  // The branches' bookings on one connection per core: the trigger's holds, into the GiST index, are the work.
  const pool = new pg.Pool({ connectionString: url, max: Math.max(2, availableParallelism()) });
  await Promise.all(branchNumbers.map((branch) => pool.query(branchProfiles(branch, bookings))));
  await Promise.all(branchNumbers.map((branch) => pool.query(branchBookings(branch, bookings))));
  await Promise.all(branchNumbers.map((branch) => pool.query(branchNights(branch))));
  const folios = Date.now();
  await Promise.all(branchNumbers.map((branch) => pool.query(branchFolios(branch))));
  console.log(`(their folios in ${((Date.now() - folios) / 1000).toFixed(0)} s)`);
  await pool.query(folioRule(true));
  await Promise.all(branchNumbers.map((branch) => pool.query(branchTrail(branch))));
  await Promise.all(secondary.map((definition) => pool.query(definition)));
  for (const sql of arrivals(ARRIVALS)) await pool.query(sql);
  for (const sql of nightsRule(true)) await pool.query(sql);
  // Vacuum too, as autovacuum would by then: index-only scans need the visibility map.
  await pool.query("vacuum analyze");
  await pool.end();
  console.log(
    `(seeded ${bookings} bookings, their nights, folios, guests and audit trail in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/** The secondary indexes of `tables`, dropped for a bulk load: their definitions, to build them after. */
async function dropSecondaryIndexes(client, tables) {
  const { rows: secondary } = await client.query(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1)
       and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`,
    [tables],
  );
  for (const index of secondary) await client.query(`drop index ${index.name}`);
  return secondary.map((index) => index.definition);
}

/**
 * `count` guest profiles in the first domain, for the guests bench: the fifty first and fifty last
 * names (each pair on one profile in 2,500), each with an email, a phone and a passport of its own.
 */
export async function seedGuestProfiles(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  const definitions = await dropSecondaryIndexes(client, ["guests"]);
  const profile = guestSql(
    {
      FirstName: nameOf(firstNames, "g"),
      LastName: nameOf(lastNames, "g / 50"),
      Email: "'guest' || g || '@example.com'",
      Phone: "'080' || lpad(g::text, 8, '0')",
      GuestId: "'P' || g",
    },
    PROFILE_FIELDS,
  );
  await client.query(
    `insert into guests (domain_id, ${profile.columns})
     select d.id, ${profile.values}
     from (select id from domains order by created_at limit 1) d, generate_series(1, ${count}) g`,
  );
  for (const definition of definitions) await client.query(definition);
  await client.query("vacuum analyze guests");
  await client.end();
  console.log(`(seeded ${count} guest profiles in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
