import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { countries } from "../../db/schema/index.js";
import { isoCountries } from "./iso-countries.js";

// Names the transaction-scoped lock that keeps two processes starting at once from both loading.
const COUNTRIES_LOCK = 728_451_905;

/**
 * On a start whose countries table is empty, loads ISO 3166's countries and subdivisions in one
 * statement. A table that holds any country (typed by hand on an older install) is left as it is.
 * Answers how many countries were loaded.
 */
export async function ensureCountries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COUNTRIES_LOCK})`);
    const [existing] = await tx.select({ id: countries.id }).from(countries).limit(1);
    if (existing) return 0;
    const rows = await isoCountries();
    await tx.insert(countries).values(rows);
    return rows.length;
  });
}
