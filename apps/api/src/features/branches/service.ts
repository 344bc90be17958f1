import { BranchRefusal } from "@concierge/contract";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { branches, countries, suites, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { violatedConstraint } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { heldCounts } from "../../lib/holdings.js";
import { domainOf, findInDomain, inDomain, rowId } from "../../lib/tenancy.js";

interface BranchInput {
  Name: string;
  Phone: string;
  Email: string;
  DomainId: string;
  State: string;
  Country: string;
  Address: string;
  TimeZone?: string;
  Code?: string;
  PricesIncludeTax?: boolean;
  AuditTime?: string;
  AutoNoShow?: boolean;
}

/** The state must be one of the country's, and both are stored as the country list spells them. */
async function place(db: Db, input: BranchInput) {
  const [country] = await db
    .select()
    .from(countries)
    .where(sql`lower(${countries.name}) = ${input.Country.toLowerCase()}`);
  if (!country) throw refuse(BranchRefusal.unknownCountry(input.Country));
  const state = country.states.find((name) => name.toLowerCase() === input.State.toLowerCase());
  if (!state) throw refuse(BranchRefusal.stateNotInCountry(input.State, country.name));
  return { country: country.name, state };
}

const columns = (input: BranchInput) => ({
  name: input.Name,
  phone: input.Phone,
  email: input.Email,
  address: input.Address,
  // Undefined leaves the stored zone as it is (insert: the column's default, UTC).
  timeZone: input.TimeZone,
  // Undefined: made from the name by a trigger on insert (migration 0034), unchanged on update.
  code: input.Code,
  pricesIncludeTax: input.PricesIncludeTax,
  // Undefined: the column's default on insert ('03:00', false), unchanged on update.
  auditTime: input.AuditTime,
  autoNoShow: input.AutoNoShow,
});

/** Runs a write of a branch; another branch of the domain with that code is refused in words. */
async function keepingCodes<T>(input: BranchInput, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === "branches_code_ci_key")
      throw refuse(BranchRefusal.codeTaken(input.Code ?? ""));
    throw error;
  }
}

export async function createBranch(db: Db, actor: Actor, input: BranchInput) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const where = await place(db, input);
  return keepingCodes(input, async () =>
    one(
      await db
        .insert(branches)
        .values({ domainId, ...columns(input), ...where })
        .returning(),
    ),
  );
}

export async function updateBranch(db: Db, actor: Actor, input: BranchInput & { Id: string }) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const id = rowId(input.Id, BranchRefusal.notFound);
  const where = await place(db, input);
  const [row] = await keepingCodes(input, () =>
    db
      .update(branches)
      .set({ ...columns(input), ...where })
      .where(inDomain(branches, domainId, eq(branches.id, id)))
      .returning(),
  );
  if (!row) throw refuse(BranchRefusal.notFound);
  return row;
}

export async function deleteBranch(db: Db, actor: Actor, domainId: string, branchId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(branchId, BranchRefusal.notFound);
  await db.transaction(async (tx) => {
    const held = await heldCounts([
      {
        noun: "user",
        count: () =>
          tx
            .select({ count: count() })
            .from(users)
            .where(inDomain(users, domain, eq(users.branchId, id))),
      },
      {
        noun: "suite",
        count: () =>
          tx
            .select({ count: count() })
            .from(suites)
            .where(inDomain(suites, domain, eq(suites.branchId, id))),
      },
    ]);
    if (held) throw refuse(BranchRefusal.holds(held));
    const [gone] = await tx
      .delete(branches)
      .where(inDomain(branches, domain, eq(branches.id, id)))
      .returning({ id: branches.id });
    if (!gone) throw refuse(BranchRefusal.notFound);
  });
}

/** A branch of the domain, or 404 as for any id the caller cannot see. */
export async function branchOf(db: Db, domainId: string, branchId: string) {
  return (await branchZoneOf(db, domainId, branchId)).id;
}

/** The branch, its name and the time zone its nights are counted in; 404 as `branchOf`. */
export async function branchZoneOf(db: Db, domainId: string, branchId: string) {
  const { id, timeZone, name } = await findInDomain(db, branches, domainId, branchId, BranchRefusal.notFound);
  return { id, timeZone, name };
}
