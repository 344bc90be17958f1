import { createHash } from "node:crypto";
import { IDEMPOTENCY_HEADER, IdempotencyRefusal, isIdempotencyKey } from "@concierge/contract";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { idempotentRequests } from "../db/schema/index.js";
import { refuse } from "./errors.js";
import { inDomain } from "./tenancy.js";

/** The request's Idempotency-Key, undefined without one; a malformed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !isIdempotencyKey(key)) throw refuse(IdempotencyRefusal.key);
  return key;
}

/** What makes two requests the same one: method, path and body. */
const digestOf = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("base64url");

/**
 * Runs a creating request once per key of its sender. The key's row is inserted first, in the
 * transaction the handler then writes in: a repeat sent meanwhile waits on that row and, once the
 * first commits, answers its stored answer; if the first fails, nothing of it is kept and the
 * repeat runs afresh. The handler's own transactions become savepoints of this one.
 */
export async function idempotently<Answer>(
  db: Db,
  request: FastifyRequest,
  key: string,
  handle: (db: Db) => Promise<Answer>,
): Promise<{ answer: Answer; replayed: boolean }> {
  const { domainId, userId } = request.actor;
  const digest = digestOf(request);
  const mine = inDomain(
    idempotentRequests,
    domainId,
    eq(idempotentRequests.userId, userId),
    eq(idempotentRequests.key, key),
  );
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotentRequests)
      .where(
        inDomain(
          idempotentRequests,
          domainId,
          eq(idempotentRequests.userId, userId),
          lt(idempotentRequests.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    const claimed = await tx
      .insert(idempotentRequests)
      .values({ domainId, userId, key, request: digest })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (!claimed.length) {
      const [first] = await tx.select().from(idempotentRequests).where(mine);
      if (!first || first.request !== digest) throw refuse(IdempotencyRefusal.reused);
      return { answer: first.answer as Answer, replayed: true };
    }
    const answer = await handle(tx);
    await tx.update(idempotentRequests).set({ answer }).where(mine);
    return { answer, replayed: false };
  });
}
