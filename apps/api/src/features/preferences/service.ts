import { DEFAULT_PREFERENCES, type Preferences } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { inDomain } from "../../lib/tenancy.js";

const columns = { Language: users.language, Theme: users.theme };
const ownRow = (actor: Actor) => inDomain(users, actor.domainId, eq(users.id, actor.userId));

/** The signed-in user's own preferences: the token names the user, no request can name another. */
export async function findPreferences(db: Db, actor: Actor): Promise<Preferences> {
  const [found] = await db.select(columns).from(users).where(ownRow(actor));
  // The session's user was read a moment ago by `authenticate`; a row gone since reads as the default.
  return found ?? DEFAULT_PREFERENCES;
}

export async function updatePreferences(db: Db, actor: Actor, chosen: Preferences): Promise<Preferences> {
  const [saved] = await db
    .update(users)
    .set({ language: chosen.Language, theme: chosen.Theme })
    .where(ownRow(actor))
    .returning(columns);
  return saved ?? chosen;
}
