import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ALL_PERMISSIONS,
  addDays,
  calls,
  type DayClosed,
  dayIn,
  IDEMPOTENCY_HEADER,
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

// A database of the release before the business day: two branches 25 hours apart (14 ahead of UTC
// and 11 behind), so that their days always differ, each with a stay in house since yesterday in
// its zone, its folio, and last night's room charge and a payment on it.
const released = "0034_folios";
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-business-day-"));
const domain = "00000000-0000-4000-8000-000000000001";
const zones = { "00000000-0000-4000-8000-000000000011": "Pacific/Kiritimati" } as Record<string, string>;
zones["00000000-0000-4000-8000-000000000012"] = "Pacific/Pago_Pago";
const branchIds = Object.keys(zones);
const administrator = { username: "old-admin", password: "upgrade-password-1" };
const price = 12000;
let api: Api;
let entriesBefore: unknown[];

const todayIn = (branch: string) => dayIn(new Date(), zones[branch] as string);
const entries = () => sql`select to_jsonb(e) as entry from folio_entries e order by e.id`;

beforeAll(async () => {
  const database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const catalogue = ALL_PERMISSIONS.filter((permission) => permission !== Permission.CLOSE_DAY);
  const passwordHash = await hashPassword(administrator.password);
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  await run(sql`insert into domains (id, name, currency) values (${domain}, 'Old Hotels', 'EUR')`);
  for (const [branch, zone] of Object.entries(zones)) {
    const today = todayIn(branch);
    await run(sql`insert into branches (domain_id, id, name, time_zone) values
      (${domain}, ${branch}, ${zone}, ${zone})`);
    await run(sql`with suite as (
        insert into suites (domain_id, branch_id, category, price, utilities, views)
        values (${domain}, ${branch}, 'Deluxe', 10000, '{}', '{}') returning id)
      insert into suite_codes (domain_id, branch_id, code, suite_id) select ${domain}, ${branch}, 'A1', id from suite`);
    // The stay and its nights in one statement: 0032's rule checks them at commit.
    await run(sql`with booking as (
        insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name, other_name,
          phone, email, additional_guests, guest_id, guest_id_type, guest_id_url, checkin_date,
          checkout_date, booked_date, status, rate)
        values (${domain}, ${branch}, 'A1', 'Ms', 'Old', 'Guest', '', '08000000000', '', '{}', 'X1',
          'Passport', '', ${instantAt(addDays(today, -1), "12:00", zone)},
          ${instantAt(addDays(today, 2), "11:00", zone)}, ${instantAt(addDays(today, -3), "09:00", zone)},
          'in-house', ${price})
        returning domain_id, id)
      insert into booking_nights (domain_id, booking_id, night, price)
      select domain_id, id, (${addDays(today, -1)}::date + n)::date, ${price} from booking, generate_series(0, 2) n`);
    // What the release posted yesterday in the branch's zone: last night's room charge and a payment.
    await run(sql`insert into folio_entries (domain_id, branch_id, folio_id, booking_id, kind, item,
        description, amount, net, tax, method, service_date, business_date, posted_by_name)
      select f.domain_id, f.branch_id, f.id, f.booking_id, e.kind, e.item, e.description, e.amount,
        e.amount, 0, e.method, ${addDays(today, -1)}::date, ${addDays(today, -1)}::date, 'Old Admin'
      from folios f, (values ('charge', 'room', 'Room A1', ${price}, null), ('payment', null, '', -5000, 'cash'))
        as e (kind, item, description, amount, method)
      where f.domain_id = ${domain} and f.branch_id = ${branch}`);
    await run(
      sql`update folios f set balance = ${price - 5000} where f.domain_id = ${domain} and f.branch_id = ${branch}`,
    );
  }
  await run(sql`with role as (
      insert into roles (domain_id, name, permissions)
      values (${domain}, 'Administrator', ${sql.raw(`array[${catalogue.map((p) => `'${p}'`).join(", ")}]::text[]`)})
      returning id),
    identity as (
      insert into identities (domain_id, username, email)
      values (${domain}, ${administrator.username}, 'admin@example.com') returning user_id)
    insert into users (domain_id, id, password_hash, activated, role_id, branch_id)
    select ${domain}, identity.user_id, ${passwordHash}, true, role.id, ${branchIds[0]} from role, identity`);
  entriesBefore = rowsOf(await run(entries()));
  api = await startApi({ database });
});

afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`upgrading a database of release ${released}`, () => {
  it("opens each branch's books for today in its zone, closing at 03:00 without no-shows", async () => {
    const { headers } = await signIn(api, administrator);
    const response = await api.call(
      calls.branches.list,
      { params: { domainId: domain, page: 1, pageSize: 10 } },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = (response.json().Branches as Record<string, unknown>[])
      .map(({ Id, BusinessDate, AuditTime, AutoNoShow }) => ({ Id, BusinessDate, AuditTime, AutoNoShow }))
      .sort((a, b) => String(a.Id).localeCompare(String(b.Id)));
    expect(answered).toEqual(
      branchIds.map((branch) => ({
        Id: branch,
        BusinessDate: todayIn(branch),
        AuditTime: "03:00",
        AutoNoShow: false,
      })),
    );
    // 25 hours apart: the two branches' days differ.
    expect(todayIn(branchIds[0] as string)).not.toBe(todayIn(branchIds[1] as string));
  });

  it("leaves the entries posted before as they were", async () => {
    expect(entriesBefore).toHaveLength(4);
    expect(rowsOf(await api.db.execute(entries()))).toEqual(entriesBefore);
  });

  it("gives CLOSE_DAY to the administrator, who held the whole catalogue", async () => {
    const response = await api.call(calls.auth.login, { body: administrator });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().User.Permissions).toContain(Permission.CLOSE_DAY);
  });

  it("closes each branch's day: tonight charged, last night not again, its books open for the day after", async () => {
    const { headers } = await signIn(api, administrator);
    for (const branch of branchIds) {
      const today = todayIn(branch);
      const response = await api.call(
        calls.day.close,
        { params: { domainId: domain, branchId: branch }, body: { BusinessDate: today } },
        { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
      );
      expect(response.statusCode, response.body).toBe(200);
      const closed = response.json() as DayClosed;
      expect(closed.BusinessDate).toBe(addDays(today, 1));
      expect(closed.Report).toMatchObject({ Date: today, RoomsSold: 1, RoomRevenue: price / 100 });
      const charges = rowsOf(
        await api.db.execute(sql`select e.service_date::text as night, e.business_date::text as day,
            e.amount::int as amount
          from folio_entries e
          where e.domain_id = ${domain} and e.branch_id = ${branch} and e.kind = 'charge' and e.item = 'room'
          order by e.service_date`),
      );
      const yesterday = addDays(today, -1);
      expect(charges).toEqual([
        { night: yesterday, day: yesterday, amount: price },
        { night: today, day: today, amount: price },
      ]);
      const [folio] = rowsOf<{ balance: number; sum: number }>(
        await api.db.execute(sql`select f.balance::int as balance, sum(e.amount)::int as sum
          from folios f join folio_entries e on e.domain_id = f.domain_id and e.folio_id = f.id
          where f.domain_id = ${domain} and f.branch_id = ${branch} group by f.balance`),
      );
      expect(folio).toEqual({ balance: 2 * price - 5000, sum: 2 * price - 5000 });
    }
    // The entries the release posted are still as they were, among the new ones.
    const all = rowsOf<{ entry: unknown }>(await api.db.execute(entries()));
    expect(all).toHaveLength(entriesBefore.length + branchIds.length);
    expect(all).toEqual(expect.arrayContaining(entriesBefore));
  });
});
