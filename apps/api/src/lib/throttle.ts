import { AuthRefusal } from "@concierge/contract";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { throttleEvents } from "../db/schema/index.js";
import { type AppError, refuse } from "./errors.js";

/** At most `limit` attempts for `key` within the last `windowMinutes`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMinutes: number;
}

// Parenthesised: it is subtracted from a time below, and `a - now() - w` is not `a - (now() - w)`.
const windowStart = (rule: ThrottleRule) => sql`(now() - make_interval(mins => ${rule.windowMinutes}))`;

/**
 * The 429 due once the rule's key has reached its limit within the window, or undefined. Its
 * Retry-After is when the oldest attempt that still counts leaves the window.
 */
export async function throttled(db: Db, rule: ThrottleRule): Promise<AppError | undefined> {
  const [blocking] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${throttleEvents.at} - ${windowStart(rule)}))::int`,
    })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, rule.key), gt(throttleEvents.at, windowStart(rule))))
    .orderBy(desc(throttleEvents.at))
    .offset(rule.limit - 1)
    .limit(1);
  if (!blocking) return undefined;
  const seconds = Math.max(1, Number(blocking.seconds));
  return refuse(AuthRefusal.tooManyAttempts(Math.ceil(seconds / 60)), { "retry-after": String(seconds) });
}

/** Refuses with the first rule's 429 whose key has reached its limit. */
export async function assertNotThrottled(db: Db, rules: ThrottleRule[]): Promise<void> {
  for (const rule of rules) {
    const refusal = await throttled(db, rule);
    if (refusal) throw refusal;
  }
}

/** Counts one attempt against each rule's key, dropping the ones that left its window. */
export async function recordAttempt(db: Db, rules: ThrottleRule[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const rule of rules) {
      await tx
        .delete(throttleEvents)
        .where(and(eq(throttleEvents.key, rule.key), lt(throttleEvents.at, windowStart(rule))));
    }
    await tx.insert(throttleEvents).values(rules.map(({ key }) => ({ key })));
  });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}
