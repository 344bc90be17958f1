import { countryBody } from "@concierge/contract";
import { iso31661 } from "iso-3166";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.js";
import { migrate } from "../../db/migrate.js";
import { countries } from "../../db/schema/index.js";
import { ensureCountries } from "./first-load.js";

// A database of its own (PGlite in memory): the countries table is global, shared by other tests.
let database: Database | undefined;
async function emptyDatabase() {
  database = await openDatabase({});
  await migrate(database);
  return database.db;
}
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("countries on the first start", () => {
  it("loads every ISO 3166 country with its subdivisions once, even when two starts race", async () => {
    const db = await emptyDatabase();
    const loaded = await Promise.all([ensureCountries(db), ensureCountries(db)]);
    expect(loaded.sort()).toEqual([0, iso31661.length]);
    expect(await ensureCountries(db)).toBe(0);

    const rows = await db.select().from(countries);
    expect(rows).toHaveLength(iso31661.length);
    const nigeria = rows.find((row) => row.name === "Nigeria");
    expect(nigeria?.states).toContain("Lagos");
    expect(rows.find((row) => row.name === "Republic of Korea")?.states).toContain("Seoul-teukbyeolsi");
    expect(rows.find((row) => row.name === "Aruba")?.states).toEqual(["Aruba"]);
  });

  it("gives unique names, and states that the country form accepts as they are", async () => {
    const db = await emptyDatabase();
    await ensureCountries(db);
    const rows = await db.select().from(countries);
    expect(new Set(rows.map((row) => row.name.toLowerCase())).size).toBe(rows.length);
    for (const row of rows) {
      const parsed = countryBody.safeParse({ Name: row.name, States: row.states });
      expect(parsed.success, row.name).toBe(true);
      expect(parsed.data?.States).toEqual(row.states);
    }
  });

  it("leaves an older install's hand-typed countries as they are", async () => {
    const db = await emptyDatabase();
    await db.insert(countries).values({ name: "Nigeria", states: ["Lagos", "Abuja"] });
    expect(await ensureCountries(db)).toBe(0);
    expect(await db.select({ name: countries.name, states: countries.states }).from(countries)).toEqual([
      { name: "Nigeria", states: ["Lagos", "Abuja"] },
    ]);
  });
});
