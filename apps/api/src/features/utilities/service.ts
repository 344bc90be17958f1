import { isId, SUITE_UTILITY_DEFAULTS, SUITE_UTILITY_LIST, UtilityRefusal } from "@concierge/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { utilities } from "../../db/schema/index.js";
import { writing } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";

interface UtilityInput {
  Name: string;
  Items: string[];
}

const named = (name: string) => sql`lower(${utilities.name}) = ${name.toLowerCase()}`;

export const listUtilities = (db: Db) => db.select().from(utilities).orderBy(asc(utilities.name));

export async function findUtility(db: Db, id: string) {
  const [row] = isId(id) ? await db.select().from(utilities).where(eq(utilities.id, id)) : [];
  if (!row) throw refuse(UtilityRefusal.notFound);
  return row;
}

/** The items of the list the suite forms offer ('extraz'); empty if it was never made. */
/** A utility by its name, in any letter case; undefined when there is none. */
export async function utilityNamed(db: Db, name: string) {
  const [row] = await db.select().from(utilities).where(named(name));
  return row;
}

export async function suiteUtilityItems(db: Db): Promise<string[]> {
  const [row] = await db.select().from(utilities).where(named(SUITE_UTILITY_LIST));
  return row?.items ?? [];
}

export async function createUtility(db: Db, input: UtilityInput) {
  return writing({ name: input.Name }, async () =>
    one(await db.insert(utilities).values({ name: input.Name, items: input.Items }).returning()),
  );
}

/** A utility is identified by its name; only its items change. */
export async function updateUtility(db: Db, input: UtilityInput) {
  const [row] = await db.update(utilities).set({ items: input.Items }).where(named(input.Name)).returning();
  if (!row) throw refuse(UtilityRefusal.notFound);
  return row;
}

/** On every start: the suite forms' list exists, with SPEC's options when it is first made. */
export async function ensureSuiteUtilityList(db: Db) {
  await db
    .insert(utilities)
    .values({ name: SUITE_UTILITY_LIST, items: [...SUITE_UTILITY_DEFAULTS] })
    .onConflictDoNothing();
}
