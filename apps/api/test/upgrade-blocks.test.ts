import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { migrationsUpTo } from "./releases.js";

// Out-of-order blocks as release 0011 held them, midnight to midnight, upgraded to noon to noon.
const released = "0011_housekeeping";
const work = mkdtempSync(path.join(tmpdir(), "concierge-blocks-"));
let database: Database;

const domain = "00000000-0000-4000-8000-000000000001";
const branch = "00000000-0000-4000-8000-000000000002";

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const statements = `
      insert into domains (id, name) values ('${domain}', 'Old Hotels');
      insert into branches (domain_id, id, name, time_zone) values ('${domain}', '${branch}', 'Marina', 'Africa/Lagos');
      insert into suites (domain_id, id, branch_id, category, price, utilities, views) values
        ('${domain}', '00000000-0000-4000-8000-000000000003', '${branch}', 'Deluxe', 8050, '{}', '{}');
      insert into suite_codes (domain_id, branch_id, code, suite_id) values
        ('${domain}', '${branch}', 'A1', '00000000-0000-4000-8000-000000000003'),
        ('${domain}', '${branch}', 'A2', '00000000-0000-4000-8000-000000000003');
      insert into room_holds (domain_id, branch_id, suite_code, during, reason) values
        ('${domain}', '${branch}', 'A1', tstzrange('2030-01-10 00:00+01', '2030-01-12 00:00+01', '[)'), 'Paint'),
        ('${domain}', '${branch}', 'A2', tstzrange('2030-01-10 00:00+01', '2030-01-12 00:00+01', '[)'), 'Roof');
      insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name, other_name,
        phone, email, additional_guests, guest_id, guest_id_type, guest_id_url,
        checkin_date, checkout_date, booked_date, status)
      values ('${domain}', '${branch}', 'A2', 'Mr', 'Early', 'Guest', 'X', '08000000000', 'guest@example.com',
        '{}', 'X1', 'Passport', 'https://cdn.example.com/x.png',
        '2030-01-12 08:00+01', '2030-01-13 11:00+01', now(), 'reserved')`;
  for (const statement of statements.split(";")) await database.db.execute(sql.raw(statement));
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

it("moves the blocks of an earlier release to noon to noon in the branch's zone, but not onto a stay", async () => {
  const blocks = rowsOf<{ code: string; starts: string; ends: string }>(
    await database.db.execute(
      sql.raw(`select suite_code as code,
        to_char(lower(during) at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24:MI') as starts,
        to_char(upper(during) at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24:MI') as ends
        from room_holds where booking_id is null order by suite_code`),
    ),
  );
  expect(blocks).toEqual([
    { code: "A1", starts: "2030-01-10 12:00", ends: "2030-01-12 12:00" },
    // A guest arrives at 08:00 on its last morning: this block keeps its old period.
    { code: "A2", starts: "2030-01-10 00:00", ends: "2030-01-12 00:00" },
  ]);
});
