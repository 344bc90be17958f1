import { createHmac } from "node:crypto";
import { AuthRefusal, type TokenPair } from "@concierge/contract";
import { eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refreshTokens, sessions, users } from "../../db/schema/index.js";
import { signAccessToken } from "../../lib/access-tokens.js";
import { refuse } from "../../lib/errors.js";
import { readToken } from "../../lib/opaque-tokens.js";
import { inDomain } from "../../lib/tenancy.js";
import { revokeSession } from "./sessions.js";

export interface RefreshOptions {
  jwtSecret: string;
  refreshReuseSeconds: number;
}

const refused = () => refuse(AuthRefusal.sessionExpired);

/**
 * Trades a refresh token for a new pair and retires it. A retired token presented again means it
 * was copied: the whole session is revoked, the thief's chain and the owner's alike. Except within
 * the reuse interval after its rotation, and only while its successor is the session's current
 * token: two tabs refreshing at once then get the same successor, with an access token each.
 */
export async function refreshSession(db: Db, options: RefreshOptions, presented: string): Promise<TokenPair> {
  const parsed = readToken(presented);
  if (!parsed) throw refused();
  const { domainId } = parsed;
  const successor = successorOf(options.jwtSecret, domainId, presented);
  const session = await db.transaction(async (tx) => {
    // Locked, so that a second refresh with this token, on any process, waits and sees it retired.
    const [token] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        retiredAt: refreshTokens.retiredAt,
        justRetired: sql<boolean>`coalesce(${refreshTokens.retiredAt} > now() - make_interval(secs => ${options.refreshReuseSeconds}), false)`,
      })
      .from(refreshTokens)
      .where(inDomain(refreshTokens, domainId, eq(refreshTokens.tokenHash, parsed.hash)))
      .for("update");
    if (!token) return undefined;
    const reuseAllowed = options.refreshReuseSeconds > 0 && token.justRetired;
    if (token.retiredAt && !(reuseAllowed && (await isCurrent(tx, domainId, successor.hash)))) {
      await revokeSession(tx, domainId, token.sessionId);
      return undefined;
    }
    const live = await liveSession(tx, domainId, token.sessionId);
    if (live && !token.retiredAt) {
      await tx
        .update(refreshTokens)
        .set({ retiredAt: sql`now()` })
        .where(inDomain(refreshTokens, domainId, eq(refreshTokens.tokenHash, parsed.hash)));
      await tx
        .insert(refreshTokens)
        .values({ domainId, tokenHash: successor.hash, sessionId: token.sessionId });
    }
    return live;
  });
  if (!session) throw refused();
  const Token = await signAccessToken(options.jwtSecret, { domainId, ...session });
  return { Token, RefreshToken: successor.token };
}

/**
 * The token that replaces `presented`: derived from it under the server's secret rather than drawn
 * at random, so that every refresh with one token, however concurrent and on whichever process,
 * answers the same successor. A session keeps one chain, whichever pair a tab stores last.
 */
function successorOf(jwtSecret: string, domainId: string, presented: string) {
  const key = createHmac("sha256", jwtSecret).update("concierge refresh token successor").digest();
  const secret = createHmac("sha256", key)
    .update(presented.slice(presented.indexOf(".") + 1))
    .digest("base64url");
  const token = `${domainId}.${secret}`;
  const stored = readToken(token);
  if (!stored) throw new Error("a derived refresh token is always well formed");
  return { token, hash: stored.hash };
}

async function isCurrent(db: Db, domainId: string, hash: string): Promise<boolean> {
  const [current] = await db
    .select({ hash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(
      inDomain(refreshTokens, domainId, eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.retiredAt)),
    );
  return Boolean(current);
}

/** The session unless it was revoked, has expired or its user was deactivated. */
async function liveSession(db: Db, domainId: string, sessionId: string) {
  const [session] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, inDomain(users, sessions.domainId, eq(users.id, sessions.userId)))
    .where(
      inDomain(
        sessions,
        domainId,
        eq(sessions.id, sessionId),
        eq(users.activated, true),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return session;
}
