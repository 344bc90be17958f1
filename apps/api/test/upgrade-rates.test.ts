import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ALL_PERMISSIONS,
  addDays,
  type Booking,
  calls,
  dayIn,
  instantAt,
  Permission,
} from "@concierge/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { hashPassword } from "../src/lib/passwords.js";
import { signIn } from "./factories.js";
import { type Api, startApi } from "./harness.js";
import { migrationsUpTo } from "./releases.js";

// Bookings of the release before rate plans, each of one `rate` for every night, in a branch 14
// hours ahead of UTC: their nights are its days, not UTC's.
const released = "0031_guest_keys";
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-rates-"));
const timeZone = "Pacific/Kiritimati";
const domain = "00000000-0000-4000-8000-000000000001";
const branch = "00000000-0000-4000-8000-000000000002";
const otherBranch = "00000000-0000-4000-8000-000000000003";
const suite = "00000000-0000-4000-8000-000000000004";
const administrator = { username: "old-admin", password: "upgrade-password-1" };
let api: Api;

const today = dayIn(new Date(), timeZone);
const at = (days: number, time: string) => instantAt(addDays(today, days), time, timeZone);
/** [name, status, rate, arrival, departure, checked out, the nights it answers]. */
const stays = [
  ["Walk-in", "in-house", 12050, at(-1, "12:00"), at(2, "11:00"), null, 3],
  // 08:00 there is 18:00 the day before in UTC.
  ["Reservation", "reserved", 9999, at(10, "08:00"), at(14, "11:00"), null, 4],
  ["Early", "checked-out", 8000, at(-20, "15:00"), at(-15, "11:00"), at(-18, "09:30"), 2],
  ["Cancelled", "cancelled", 15000, at(5, "08:00"), at(6, "11:00"), null, 1],
] as const;

beforeAll(async () => {
  const database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const catalogue = ALL_PERMISSIONS.filter((permission) => permission !== Permission.MANAGE_RATES);
  const passwordHash = await hashPassword(administrator.password);
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  await run(sql`insert into domains (id, name) values (${domain}, 'Old Hotels')`);
  await run(sql`insert into branches (domain_id, id, name, time_zone) values
    (${domain}, ${branch}, 'Tarawa', ${timeZone}), (${domain}, ${otherBranch}, 'Marina', 'UTC')`);
  await run(sql`with role as (
      insert into roles (domain_id, name, permissions)
      values (${domain}, 'Administrator', ${sql.raw(`array[${catalogue.map((p) => `'${p}'`).join(", ")}]::text[]`)})
      returning id),
    identity as (
      insert into identities (domain_id, username, email)
      values (${domain}, ${administrator.username}, 'admin@example.com') returning user_id)
    insert into users (domain_id, id, password_hash, activated, role_id, branch_id)
    select ${domain}, identity.user_id, ${passwordHash}, true, role.id, ${branch} from role, identity`);
  await run(sql`insert into suites (domain_id, id, branch_id, category, price, utilities, views)
    values (${domain}, ${suite}, ${branch}, 'Deluxe', 10000, '{}', '{}')`);
  await run(sql`insert into suite_codes (domain_id, branch_id, code, suite_id)
    values (${domain}, ${branch}, 'A1', ${suite}), (${domain}, ${branch}, 'A2', ${suite})`);
  for (const [name, status, rate, arrival, departure, checkedOut] of stays) {
    await run(sql`insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name,
        other_name, phone, email, additional_guests, guest_id, guest_id_type, guest_id_url,
        checkin_date, checkout_date, checked_out_date, booked_date, status, rate)
      values (${domain}, ${branch}, ${name === "Walk-in" ? "A1" : "A2"}, 'Ms', ${name}, 'Guest', '',
        '08000000000', '', '{}', 'X1', 'Passport', '', ${arrival}, ${departure}, ${checkedOut},
        ${arrival}, ${status}, ${rate})`);
  }
  api = await startApi({ database });
});

afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`upgrading a database of release ${released}`, () => {
  it("gives every branch its BAR plan", async () => {
    const plans = rowsOf<{ branch_id: string; code: string; active: boolean }>(
      await api.db.execute(sql`select branch_id, code, active from rate_plans order by branch_id`),
    );
    expect(plans).toEqual([
      { branch_id: branch, code: "BAR", active: true },
      { branch_id: otherBranch, code: "BAR", active: true },
    ]);
  });

  it("answers each booking under BAR, one night of its stay at its old rate after another, and their total", async () => {
    const { headers } = await signIn(api, administrator);
    const [bar] = rowsOf<{ id: string }>(
      await api.db.execute(sql`select id from rate_plans where branch_id = ${branch}`),
    );
    const ids = rowsOf<{ id: string; first_name: string }>(
      await api.db.execute(sql`select id, first_name from bookings`),
    );
    expect(ids).toHaveLength(stays.length);
    for (const [name, , rate, arrival, , , nights] of stays) {
      const id = ids.find((row) => row.first_name === name)?.id;
      const answer = await api.call(
        calls.bookings.get,
        { params: { domainId: domain, bookingId: id } },
        headers,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const booking = answer.json() as Booking;
      const first = dayIn(arrival, timeZone);
      expect({ name, ...pick(booking) }).toEqual({
        name,
        RatePlanId: bar?.id,
        Rate: rate / 100,
        Nights: Array.from({ length: nights }, (_, night) => ({
          Night: addDays(first, night),
          Price: rate / 100,
        })),
        Total: (rate * nights) / 100,
      });
    }
  });

  it("gives MANAGE_RATES to the first administrator, who held the whole catalogue", async () => {
    const response = await api.call(calls.auth.login, { body: administrator });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().User.Permissions).toContain(Permission.MANAGE_RATES);
  });
});

const pick = ({ RatePlanId, Rate, Nights, Total }: Booking) => ({ RatePlanId, Rate, Nights, Total });
