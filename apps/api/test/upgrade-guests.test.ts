import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { migrationsUpTo } from "./releases.js";

// Bookings of the release before guest profiles, each to be linked to one on upgrade.
const released = "0023_list_search_declared";
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-guests-"));
let database: Database;

const hotels = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"] as const;
const suite = "00000000-0000-4000-8000-000000000003";
const branchOf = (domain: string) => domain.replace(/.$/, "9");

// [domain, first name, email, booked in 2030-MM]: checked out, one month each, in room A1.
const stays = [
  [hotels[0], "Ana", "ana@example.com", 1],
  [hotels[0], "Anita", "ANA@Example.com", 3],
  [hotels[0], "Bo", "", 5],
  [hotels[0], "Cy", "", 7],
  [hotels[1], "Ana", "ana@example.com", 9],
] as const;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const statements = hotels.flatMap((domain, at) => [
    `insert into domains (id, name) values ('${domain}', 'Old Hotels ${at}')`,
    `insert into branches (domain_id, id, name, time_zone) values ('${domain}', '${branchOf(domain)}', 'Marina', 'Africa/Lagos')`,
    `insert into suites (domain_id, id, branch_id, category, price, utilities, views)
      values ('${domain}', '${suite}', '${branchOf(domain)}', 'Deluxe', 80, '{}', '{}')`,
    `insert into suite_codes (domain_id, branch_id, code, suite_id) values ('${domain}', '${branchOf(domain)}', 'A1', '${suite}')`,
  ]);
  for (const [domain, firstName, email, month] of stays) {
    const from = `2030-${String(month).padStart(2, "0")}-01 12:00+01`;
    const until = `2030-${String(month + 1).padStart(2, "0")}-01 11:00+01`;
    statements.push(`insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name,
        other_name, phone, email, additional_guests, guest_id, guest_id_type, guest_id_url,
        checkin_date, checkout_date, checked_out_date, booked_date, status)
      values ('${domain}', '${branchOf(domain)}', 'A1', 'Ms', '${firstName}', 'Ruiz', '', '08000000000',
        '${email}', '{}', 'X1', 'Passport', '', '${from}', '${until}', '${until}', '${from}', 'checked-out')`);
  }
  for (const statement of statements) await database.db.execute(sql.raw(statement));
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

it(`links every booking of release ${released} to a profile: one per email whatever its case, else one per booking`, async () => {
  const linked = rowsOf<{
    domain: string;
    booked: string;
    profile: string;
    profile_name: string;
    profile_email: string;
  }>(
    await database.db.execute(
      sql.raw(`select b.domain_id as domain, b.first_name as booked, g.id as profile,
          g.first_name as profile_name, g.email as profile_email
        from bookings b join guests g on g.domain_id = b.domain_id and g.id = b.profile_id
        order by b.checkin_date`),
    ),
  );
  expect(
    linked.map(({ domain, booked, profile_name, profile_email }) => [
      domain,
      booked,
      profile_name,
      profile_email,
    ]),
  ).toEqual([
    // The email's profile is made from its most recent booking.
    [hotels[0], "Ana", "Anita", "ANA@Example.com"],
    [hotels[0], "Anita", "Anita", "ANA@Example.com"],
    [hotels[0], "Bo", "Bo", ""],
    [hotels[0], "Cy", "Cy", ""],
    // Another domain's guest of the same email is another profile.
    [hotels[1], "Ana", "Ana", "ana@example.com"],
  ]);
  const [ana, anita, bo, cy, elsewhere] = linked.map((row) => row.profile);
  expect(anita).toBe(ana);
  expect(new Set([ana, bo, cy, elsewhere]).size).toBe(4);
  const counts = rowsOf<{ profiles: number; unlinked: number }>(
    await database.db.execute(
      sql.raw(`select (select count(*)::int from guests) as profiles,
        (select count(*)::int from bookings where profile_id is null) as unlinked`),
    ),
  );
  expect(counts).toEqual([{ profiles: 4, unlinked: 0 }]);
});

it("counts, on upgrade, the keys the linked profiles share: the duplicates find them at once", async () => {
  const shared = rowsOf<{ domain_id: string; reason: string; key: string; total: number }>(
    await database.db.execute(
      sql`select domain_id, reason, key, total from guest_keys where total > 1 order by domain_id, reason`,
    ),
  );
  // Ana, Bo and Cy of the first hotel, one profile each, left the same phone number.
  expect(shared).toEqual([{ domain_id: hotels[0], reason: "phone", key: "08000000000", total: 3 }]);
});
