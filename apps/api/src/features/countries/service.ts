import { CountryRefusal } from "@concierge/contract";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { countries } from "../../db/schema/index.js";
import { writing } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";

interface CountryInput {
  Name: string;
  States: string[];
}

const named = (name: string) => sql`lower(${countries.name}) = ${name.toLowerCase()}`;

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

export async function findCountry(db: Db, name: string) {
  const [country] = await db.select().from(countries).where(named(name));
  if (!country) throw refuse(CountryRefusal.notFound);
  return country;
}

export async function createCountry(db: Db, input: CountryInput) {
  return writing({ name: input.Name }, async () =>
    one(await db.insert(countries).values({ name: input.Name, states: input.States }).returning()),
  );
}

/** A country is identified by its name; only its states change. */
export async function updateCountry(db: Db, input: CountryInput) {
  const [country] = await db
    .update(countries)
    .set({ states: input.States })
    .where(named(input.Name))
    .returning();
  if (!country) throw refuse(CountryRefusal.notFound);
  return country;
}
