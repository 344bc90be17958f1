import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { refreshTokens, sessions } from "../../db/schema/index.js";
import { signAccessToken } from "../../lib/access-tokens.js";
import { issueToken, readToken } from "../../lib/opaque-tokens.js";
import { inDomain } from "../../lib/tenancy.js";
import { recordAccount } from "./audited.js";

const SESSION_DAYS = 30;

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

/** Logout: the session of the presented token ends, whichever token of its chain it is. */
export async function endSession(db: Db, presented: string): Promise<void> {
  const parsed = readToken(presented);
  if (parsed) await db.transaction((tx) => revokeByToken(tx, parsed.domainId, parsed.hash));
}

export async function revokeUserSessions(db: Db, domainId: string, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(inDomain(sessions, domainId, eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

async function revokeByToken(db: Db, domainId: string, hash: string): Promise<void> {
  const [token] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(inDomain(refreshTokens, domainId, eq(refreshTokens.tokenHash, hash)));
  if (!token) return;
  const ended = await revokeSession(db, domainId, token.sessionId);
  // A session already ended (a second logout) records nothing more.
  if (ended) await recordAccount(db, "logout", { domainId, userId: ended.userId });
}

/** Ends a live session: its user, or undefined when it had ended already. */
export async function revokeSession(db: Db, domainId: string, sessionId: string) {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(inDomain(sessions, domainId, eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return ended;
}
