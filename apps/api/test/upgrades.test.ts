import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { migrationsUpTo } from "./releases.js";

// A database as a hotel left it before bookings had rates and statuses, then upgraded in place.
const released = "0007_booking_rates";
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-"));
let database: Database;

const rows = async <Row>(query: string) => rowsOf<Row>(await database.db.execute(sql.raw(query)));

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const statements = `
      insert into domains (id, name) values ('00000000-0000-4000-8000-000000000001', 'Old Hotels');
      insert into branches (domain_id, id, name) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'Marina');
      insert into suites (domain_id, id, branch_id, category, price, utilities, views) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003',
         '00000000-0000-4000-8000-000000000002', 'Deluxe', 80.50, '{}', '{}');
      insert into suite_codes (domain_id, branch_id, code, suite_id) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'A1',
         '00000000-0000-4000-8000-000000000003');
      insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name, other_name,
        phone, email, additional_guests, guest_id, guest_id_type, guest_id_url,
        checkin_date, checkout_date, booked_date, checked_out_date)
      select '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'A1',
        'Mr', name, 'Guest', 'X', '08000000000', 'guest@example.com', '{}', 'X1', 'Passport',
        'https://cdn.example.com/x.png', now() + make_interval(days => start), now() + make_interval(days => start + 2),
        now() + make_interval(days => start), case when start < -2 then now() + make_interval(days => start + 1) end
      from (values ('Past', -4), ('Present', -1)) as stays (name, start)`;
  for (const statement of statements.split(";")) await database.db.execute(sql.raw(statement));
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`upgrading a database of release ${released}`, () => {
  it("gives its bookings their suite's price as rate, and statuses from their check-outs", async () => {
    const bookings = await rows<{ first_name: string; rate: number; status: string }>(
      "select first_name, rate, status from bookings order by first_name",
    );
    expect(bookings).toEqual([
      { first_name: "Past", rate: 8050, status: "checked-out" },
      { first_name: "Present", rate: 8050, status: "in-house" },
    ]);
  });

  it("holds their rooms under the one no-overlap rule, and keeps the tallies right", async () => {
    const holds = await rows<{ n: number }>("select count(*)::int as n from room_holds");
    expect(holds[0]?.n).toBe(2);
    const tallies = await rows<{ total: number; in_house: number }>(
      "select total, in_house from booking_tallies",
    );
    expect(tallies).toEqual([{ total: 2, in_house: 1 }]);
    const overlapping = database.db.execute(
      sql.raw(`insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name, other_name,
        phone, email, additional_guests, guest_id, guest_id_type, guest_id_url, checkin_date, checkout_date, booked_date)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'A1', 'Mr', 'Late',
        'Guest', 'X', '08000000000', 'late@example.com', '{}', 'X2', 'Passport', 'https://cdn.example.com/x.png',
        now(), now() + interval '1 day', now())`),
    );
    await expect(overlapping).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
  });
});
