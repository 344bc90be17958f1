import { AuthRefusal, type TokenPair } from "@concierge/contract";
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { refreshTokens, sessions, users } from "../../db/schema/index.js";
import { signAccessToken } from "../../lib/access-tokens.js";
import { refuse } from "../../lib/errors.js";
import { issueToken, readToken } from "../../lib/opaque-tokens.js";
import { inDomain } from "../../lib/tenancy.js";

const SESSION_DAYS = 30;
const refused = () => refuse(AuthRefusal.sessionExpired);

export async function startSession(db: Db, secret: string, user: { domainId: string; userId: string }) {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const refresh = issueToken(user.domainId);
  const sessionId = await db.transaction(async (tx) => {
    const session = one(
      await tx
        .insert(sessions)
        .values({ domainId: user.domainId, userId: user.userId, expiresAt })
        .returning({ id: sessions.id }),
    );
    await tx
      .insert(refreshTokens)
      .values({ domainId: user.domainId, tokenHash: refresh.hash, sessionId: session.id });
    return session.id;
  });
  const Token = await signAccessToken(secret, { ...user, sessionId });
  return { Token, RefreshToken: refresh.token };
}

/**
 * Trades a refresh token for a new pair and retires it. A retired token presented again means it
 * was copied: the whole session is revoked, the thief's chain and the owner's alike.
 */
export async function refreshSession(db: Db, secret: string, presented: string): Promise<TokenPair> {
  const parsed = readToken(presented);
  if (!parsed) throw refused();
  const { domainId } = parsed;
  const outcome = await db.transaction(async (tx) => {
    const [retired] = await tx
      .update(refreshTokens)
      .set({ retiredAt: new Date() })
      .where(
        inDomain(
          refreshTokens,
          domainId,
          eq(refreshTokens.tokenHash, parsed.hash),
          isNull(refreshTokens.retiredAt),
        ),
      )
      .returning({ sessionId: refreshTokens.sessionId });
    if (!retired) return { reused: await revokeByToken(tx, domainId, parsed.hash) };
    const [session] = await tx
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, inDomain(users, sessions.domainId, eq(users.id, sessions.userId)))
      .where(inDomain(sessions, domainId, eq(sessions.id, retired.sessionId), eq(users.activated, true)));
    if (!session || session.revokedAt || session.expiresAt <= new Date()) return { reused: false };
    const next = issueToken(domainId);
    await tx.insert(refreshTokens).values({ domainId, tokenHash: next.hash, sessionId: retired.sessionId });
    return { session: { userId: session.userId, sessionId: retired.sessionId }, refreshToken: next.token };
  });
  if (!("session" in outcome) || !outcome.session) throw refused();
  const Token = await signAccessToken(secret, { domainId, ...outcome.session });
  return { Token, RefreshToken: outcome.refreshToken };
}

/** Logout: the session of the presented token ends, whichever token of its chain it is. */
export async function endSession(db: Db, presented: string): Promise<void> {
  const parsed = readToken(presented);
  if (parsed) await revokeByToken(db, parsed.domainId, parsed.hash);
}

export async function revokeUserSessions(db: Db, domainId: string, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(inDomain(sessions, domainId, eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

async function revokeByToken(db: Db, domainId: string, hash: string): Promise<boolean> {
  const [token] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(inDomain(refreshTokens, domainId, eq(refreshTokens.tokenHash, hash)));
  if (!token) return false;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(inDomain(sessions, domainId, eq(sessions.id, token.sessionId), isNull(sessions.revokedAt)));
  return true;
}
