import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { one, rowsOf } from "../db/one.js";
import { dateOf, dayAt, dayOf, daysFrom, nightsFrom, stayPeriod, todayIn } from "./nights.js";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  // Instants read in UTC, whatever the server's own zone.
  await database.db.execute(sql`set time zone 'UTC'`);
});
afterAll(() => database.close());

const text = async (fragment: SQL) =>
  one(rowsOf<{ value: string }>(await database.db.execute(sql`select (${fragment})::text as value`))).value;

// Paris moves its clocks from 02:00 to 03:00 on 29 March 2026: that day lasts 23 hours.
const paris = "Europe/Paris";

describe("the hotel's calendar in SQL", () => {
  it("starts a day at midnight on the branch's clock, or at the hour told", async () => {
    expect(await text(dayAt("2026-03-29", paris))).toBe("2026-03-28 23:00:00+00");
    expect(await text(dayAt("2026-03-30", paris))).toBe("2026-03-29 22:00:00+00");
    expect(await text(dayAt("2026-03-30", paris, "12:00"))).toBe("2026-03-30 10:00:00+00");
  });

  it("holds nights noon to noon and days midnight to midnight, the last excluded", async () => {
    expect(await text(nightsFrom("2026-03-28", "2026-03-30", paris))).toBe(
      '["2026-03-28 11:00:00+00","2026-03-30 10:00:00+00")',
    );
    expect(await text(daysFrom("2026-03-29", "2026-03-30", paris))).toBe(
      '["2026-03-28 23:00:00+00","2026-03-29 22:00:00+00")',
    );
  });

  it("holds a stay from its check-in up to its check-out", async () => {
    const stay = stayPeriod(new Date("2026-03-28T14:00:00Z"), new Date("2026-03-30T09:00:00Z"));
    expect(await text(stay)).toBe('["2026-03-28 14:00:00+00","2026-03-30 09:00:00+00")');
  });

  it("names the day an instant falls on in the branch's zone", async () => {
    const lateInUtc = sql`timestamptz '2026-03-28 23:30:00+00'`;
    expect(await text(dayOf(lateInUtc, paris))).toBe("2026-03-29");
    expect(await text(dateOf(lateInUtc, paris))).toBe("2026-03-29");
    expect(await text(sql`${todayIn(paris)}::date = ${dateOf(sql`now()`, paris)}`)).toBe("true");
  });
});
