import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALL_PERMISSIONS, Permission } from "@concierge/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { migrationsUpTo } from "./releases.js";

// A database of the release before folios: a domain in euros with two branches of one name and a
// third, another domain (in dollars, the default) with a branch of that name too, and their bookings.
const released = "0033_dashboard_nights_index";
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-folios-"));
const euros = "00000000-0000-4000-8000-000000000001";
const dollars = "00000000-0000-4000-8000-000000000002";
const [marina, secondMarina, lodge, otherMarina] = [11, 12, 13, 14].map(
  (n) => `00000000-0000-4000-8000-0000000000${n}`,
);
const money: Permission[] = [
  Permission.MANAGE_FOLIOS,
  Permission.CORRECT_FOLIOS,
  Permission.CHECKOUT_WITH_BALANCE,
];
let database: Database;

const branches = [
  [euros, marina, "Marina"],
  [euros, secondMarina, "Marina"],
  [euros, lodge, "Lagos Lodge"],
  [dollars, otherMarina, "Marina"],
] as const;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  await run(sql`insert into domains (id, name, currency) values
    (${euros}, 'Old Hotels', 'EUR'), (${dollars}, 'Other Hotels', 'USD')`);
  for (const [domain, branch, name] of branches) {
    await run(
      sql`insert into branches (domain_id, id, name, time_zone) values (${domain}, ${branch}, ${name}, 'UTC')`,
    );
    await run(sql`with suite as (
        insert into suites (domain_id, branch_id, category, price, utilities, views)
        values (${domain}, ${branch}, 'Deluxe', 10000, '{}', '{}') returning id)
      insert into suite_codes (domain_id, branch_id, code, suite_id) select ${domain}, ${branch}, 'A1', id from suite`);
    // A stay of two nights, written with its nights in one statement: 0032's rule checks them at commit.
    await run(sql`with booking as (
        insert into bookings (domain_id, branch_id, suite_code, title, first_name, last_name, other_name,
          phone, email, additional_guests, guest_id, guest_id_type, guest_id_url, checkin_date,
          checkout_date, booked_date, status, rate)
        values (${domain}, ${branch}, 'A1', 'Ms', 'Old', 'Guest', '', '08000000000', '', '{}', 'X1',
          'Passport', '', '2026-01-10T12:00:00Z', '2026-01-12T11:00:00Z', '2026-01-01T09:00:00Z',
          'reserved', 12000)
        returning domain_id, id)
      insert into booking_nights (domain_id, booking_id, night, price)
      select domain_id, id, night::date, 12000 from booking,
        generate_series('2026-01-10'::date, '2026-01-11'::date, interval '1 day') night`);
  }
  const catalogue = ALL_PERMISSIONS.filter((permission) => !money.includes(permission));
  for (const [name, permissions] of [
    ["Administrator", catalogue],
    ["Front desk", [Permission.MANAGE_BOOKINGS]],
  ] as const) {
    const held = sql.raw(`array[${permissions.map((permission) => `'${permission}'`).join(", ")}]::text[]`);
    await run(sql`insert into roles (domain_id, name, permissions) values (${euros}, ${name}, ${held})`);
  }
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

const rows = async <Row>(statement: ReturnType<typeof sql>) =>
  rowsOf<Row>(await database.db.execute(statement));

describe(`upgrading a database of release ${released}`, () => {
  it("gives each booking its folio 1, open, at a balance of 0 in its domain's currency", async () => {
    const folios = await rows(sql`select f.branch_id, f.number, f.status, f.balance::int as balance,
        f.currency, f.payer
      from bookings k
      left join folios f on f.domain_id = k.domain_id and f.booking_id = k.id
      order by k.branch_id`);
    expect(folios).toEqual(
      branches.map(([domain, branch]) => ({
        branch_id: branch,
        number: 1,
        status: "open",
        balance: 0,
        currency: domain === euros ? "EUR" : "USD",
        payer: "",
      })),
    );
  });

  it("gives the branches codes made from their names, distinct within a domain", async () => {
    const codes = await rows(sql`select id, code from branches order by id`);
    expect(codes).toEqual([
      { id: marina, code: "MAR" },
      { id: secondMarina, code: "MAR-2" },
      { id: lodge, code: "LAG" },
      { id: otherMarina, code: "MAR" },
    ]);
  });

  it("gives every branch its room item", async () => {
    const items = await rows(
      sql`select branch_id, code, price::int as price, active from charge_items order by branch_id`,
    );
    expect(items).toEqual(
      branches.map(([, branch]) => ({ branch_id: branch, code: "room", price: 0, active: true })),
    );
  });

  it("gives the money permissions to the role that held the whole catalogue, and to no other", async () => {
    const roles = await rows<{ name: string; permissions: string[] }>(
      sql`select name, permissions from roles order by name`,
    );
    expect(
      roles.map(({ name, permissions }) => ({ name, money: money.filter((p) => permissions.includes(p)) })),
    ).toEqual([
      { name: "Administrator", money },
      { name: "Front desk", money: [] },
    ]);
  });
});
