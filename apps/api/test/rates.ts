import { and, eq } from "drizzle-orm";
import { one } from "../src/db/one.js";
import { ratePlans, rates } from "../src/db/schema/index.js";
import type { Api } from "./harness.js";

type Branch = { domainId: string; branchId: string };

/** A plan of the staff's branch by its code (`BAR` is made with the branch). */
export async function planId(api: Api, staff: Branch, code = "BAR") {
  const [plan] = await api.db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(
      and(
        eq(ratePlans.domainId, staff.domainId),
        eq(ratePlans.branchId, staff.branchId),
        eq(ratePlans.code, code),
      ),
    );
  if (!plan) throw new Error(`no plan ${code}`);
  return plan.id;
}

/** A plan stored straight in the database: derived from BAR when given `percent` or `amount` (minor units). */
export async function storedPlan(
  api: Api,
  staff: Branch,
  code: string,
  fields: { percent?: number; amount?: number; active?: boolean } = {},
) {
  const derived = fields.percent !== undefined || fields.amount !== undefined;
  const plan = one(
    await api.db
      .insert(ratePlans)
      .values({
        domainId: staff.domainId,
        branchId: staff.branchId,
        code,
        name: `Plan ${code}`,
        parentId: derived ? await planId(api, staff) : null,
        ...fields,
      })
      .returning({ id: ratePlans.id }),
  );
  return plan.id;
}

/** A base plan's rows for a suite's `nights` (YYYY-MM-DD), stored straight: price in minor units. */
export async function storedNights(
  api: Api,
  staff: Branch,
  plan: string,
  suiteId: string,
  nights: readonly string[],
  values: Partial<Omit<typeof rates.$inferInsert, "domainId" | "branchId" | "ratePlanId" | "suiteId">>,
) {
  await api.db.insert(rates).values(
    nights.map((night) => ({
      domainId: staff.domainId,
      branchId: staff.branchId,
      ratePlanId: plan,
      suiteId,
      night,
      ...values,
    })),
  );
}
