import { eq, sql } from "drizzle-orm";
import { mailedTokens, users } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";

/**
 * The user's invitation as the list shows it: none once a password is chosen, pending while a
 * mailed link still works, expired when every one lapsed or was replaced.
 */
export const invitationState = sql<"pending" | "expired" | null>`case
  when ${users.passwordHash} is not null then null
  when exists (
    select 1 from ${mailedTokens}
    where ${inDomain(mailedTokens, users.domainId, eq(mailedTokens.userId, users.id))}
      and ${mailedTokens.purpose} = 'invitation' and ${mailedTokens.usedAt} is null
      and ${mailedTokens.expiresAt} > now()
  ) then 'pending'
  else 'expired' end`;
