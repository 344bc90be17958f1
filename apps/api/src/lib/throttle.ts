import { AuthRefusal } from "@concierge/contract";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { throttleEvents } from "../db/schema/index.js";
import { refuse } from "./errors.js";

export const THROTTLE_WINDOW_MINUTES = 15;

export interface ThrottleRule {
  key: string;
  limit: number;
}

// Parenthesised: it is subtracted from a time below, and `a - now() - w` is not `a - (now() - w)`.
const windowStart = sql`(now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES}))`;

/**
 * Refuses with 429 once any rule's key has reached its limit of attempts within the window. The
 * Retry-After is when the oldest attempt that still counts leaves the window.
 */
export async function assertNotThrottled(db: Db, rules: ThrottleRule[]): Promise<void> {
  for (const rule of rules) {
    const [blocking] = await db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${throttleEvents.at} - ${windowStart}))::int` })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, rule.key), gt(throttleEvents.at, windowStart)))
      .orderBy(desc(throttleEvents.at))
      .offset(rule.limit - 1)
      .limit(1);
    if (blocking) {
      const seconds = Math.max(1, Number(blocking.seconds));
      throw refuse(AuthRefusal.tooManyAttempts(Math.ceil(seconds / 60)), {
        "retry-after": String(seconds),
      });
    }
  }
}

export async function recordAttempt(db: Db, keys: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(throttleEvents)
      .where(and(inArray(throttleEvents.key, keys), lt(throttleEvents.at, windowStart)));
    await tx.insert(throttleEvents).values(keys.map((key) => ({ key })));
  });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}
