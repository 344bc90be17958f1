import { randomUUID } from "node:crypto";
import { BranchRefusal, SUITE_UTILITY_LIST, SuiteRefusal } from "@concierge/contract";
import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { branches, suiteCodes, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { builtOnce } from "../../lib/built-once.js";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, findInDomain, inDomain, rowId } from "../../lib/tenancy.js";
import { suiteUtilityItems } from "../utilities/index.js";
import { bookedCodes, placeCodes, takenCodes } from "./codes.js";
import type { SuiteRow } from "./present.js";

interface SuiteInput {
  Codes: string[];
  DomainId: string;
  BranchId: string;
  Category: string;
  Price: number;
  MaxAdults?: number;
  Views: string[];
  Utilities: string[];
  Description: string;
}

const codesQuery = builtOnce((db) =>
  db
    .select({ suiteId: suiteCodes.suiteId, code: suiteCodes.code })
    .from(suiteCodes)
    .where(
      inDomain(
        suiteCodes,
        sql.placeholder("domainId"),
        sql`${suiteCodes.suiteId} = any(${sql.placeholder("suiteIds")}::uuid[])`,
      ),
    )
    .orderBy(asc(suiteCodes.code)),
);

/** The suites with their room codes, read in one query for all of them: never one per suite. */
export async function withCodes(
  db: Db,
  domainId: string,
  rows: (typeof suites.$inferSelect)[],
): Promise<SuiteRow[]> {
  const suiteIds = rows.map((row) => row.id);
  const codes = rows.length ? await codesQuery(db).execute({ domainId, suiteIds }) : [];
  return rows.map((row) => ({
    ...row,
    codes: codes.filter((code) => code.suiteId === row.id).map((code) => code.code),
  }));
}

export async function findSuite(db: Db, domainId: string, id: string): Promise<SuiteRow> {
  const [row] = await db
    .select()
    .from(suites)
    .where(inDomain(suites, domainId, eq(suites.id, id)));
  if (!row) throw refuse(SuiteRefusal.notFound);
  return one(await withCodes(db, domainId, [row]));
}

/** The branch is the domain's, and every utility is one the suite forms offer. */
async function checkPlacement(db: Db, domainId: string, input: SuiteInput) {
  const branch = await findInDomain(db, branches, domainId, input.BranchId, BranchRefusal.notFound);
  const offered = await suiteUtilityItems(db);
  const unknown = input.Utilities.find((item) => !offered.includes(item));
  if (unknown !== undefined) throw refuse(SuiteRefusal.unknownUtility(unknown, SUITE_UTILITY_LIST));
  return branch.id;
}

const columns = (input: SuiteInput) => ({
  category: input.Category,
  price: input.Price,
  ...(input.MaxAdults === undefined ? {} : { maxAdults: input.MaxAdults }),
  description: input.Description,
  utilities: input.Utilities,
  views: input.Views,
});

/**
 * Runs a write of codes; a code taken meanwhile by another request is still a 409 naming it, and
 * so is a held code the write would remove or move (the room holds' foreign key refuses it).
 */
async function placingCodes<T>(
  db: Db,
  at: { domainId: string; branchId: string; suiteId: string },
  codes: string[],
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refuse(SuiteRefusal.bookedCodes(await bookedCodes(db, at)));
    if (!isUniqueViolation(error)) throw error;
    const taken = await takenCodes(db, at, codes);
    throw refuse(SuiteRefusal.codeTaken(taken.length ? taken : codes));
  }
}

export async function createSuite(db: Db, actor: Actor, input: SuiteInput) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const branchId = await checkPlacement(db, domainId, input);
  const at = { domainId, branchId, suiteId: randomUUID() };
  await placingCodes(db, at, input.Codes, () =>
    db.transaction(async (tx) => {
      await tx.insert(suites).values({ domainId, id: at.suiteId, branchId, ...columns(input) });
      await placeCodes(tx, at, input.Codes);
    }),
  );
  return findSuite(db, domainId, at.suiteId);
}

export async function updateSuite(db: Db, actor: Actor, input: SuiteInput & { Id: string }) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const suiteId = rowId(input.Id, SuiteRefusal.notFound);
  const branchId = await checkPlacement(db, domainId, input);
  const at = { domainId, branchId, suiteId };
  await placingCodes(db, at, input.Codes, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(suites)
        .set({ branchId, ...columns(input) })
        .where(inDomain(suites, domainId, eq(suites.id, suiteId)))
        .returning({ id: suites.id });
      if (!row) throw refuse(SuiteRefusal.notFound);
      await placeCodes(tx, at, input.Codes);
    }),
  );
  return findSuite(db, domainId, suiteId);
}

export async function deleteSuite(db: Db, actor: Actor, domainId: string, suiteId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(suiteId, SuiteRefusal.notFound);
  try {
    // Its own transaction: a savepoint inside an audited call's, which the refusal's query needs alive.
    const [gone] = await db.transaction((tx) =>
      tx
        .delete(suites)
        .where(inDomain(suites, domain, eq(suites.id, id)))
        .returning({ id: suites.id }),
    );
    if (!gone) throw refuse(SuiteRefusal.notFound);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw refuse(SuiteRefusal.booked(await bookedCodes(db, { domainId: domain, suiteId: id })));
  }
}

/** The caller's own domain's codes of one category (SPEC: GET …/suites/category/{category}). */
export async function codesOfCategory(db: Db, actor: Actor, category: string) {
  const [row] = await codesByCategory(db, actor.domainId, category);
  return row ?? { category, codes: [] };
}

/** Each category of a domain with its room codes: the booking form's two selects. */
export async function codesOfDomain(db: Db, actor: Actor, domainId: string) {
  return codesByCategory(db, await domainOf(db, actor, domainId));
}

function codesByCategory(db: Db, domainId: string, category?: string) {
  return db
    .select({
      category: suites.category,
      codes: sql<string[]>`array_agg(${suiteCodes.code} order by ${suiteCodes.code})`,
    })
    .from(suites)
    .innerJoin(suiteCodes, inDomain(suiteCodes, suites.domainId, eq(suiteCodes.suiteId, suites.id)))
    .where(
      inDomain(
        suites,
        domainId,
        isNull(suites.archivedAt),
        category === undefined ? undefined : eq(suites.category, category),
      ),
    )
    .groupBy(suites.category)
    .orderBy(asc(suites.category));
}
