import type { Db } from "../db/client.js";
import { mailedTokens } from "../db/schema/index.js";
import { issueToken } from "./opaque-tokens.js";

export const RESET_TOKEN_MINUTES = 30;
export const INVITATION_TOKEN_MINUTES = 7 * 24 * 60;

/** A single-use token for the user, stored hashed; the clear token goes only into the mail. */
export async function issueMailedToken(
  db: Db,
  account: { domainId: string; userId: string },
  purpose: "reset" | "invitation",
  minutes: number,
): Promise<string> {
  const { token, hash } = issueToken(account.domainId);
  await db.insert(mailedTokens).values({
    ...account,
    tokenHash: hash,
    purpose,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return token;
}

const lasting = (minutes: number) => (minutes >= 1440 ? `${minutes / 1440} days` : `${minutes} minutes`);

/** The body of a mail that sets a password: the link to the reset form, and the token itself. */
export function passwordMailText(options: {
  publicUrl: string;
  token: string;
  minutes: number;
  intro: string;
  outro: string;
}) {
  const link = `${options.publicUrl}/admin/forgot/changePassword?token=${encodeURIComponent(options.token)}`;
  return [
    options.intro,
    "",
    `Open this link to choose a password (it works once, for ${lasting(options.minutes)}):`,
    link,
    "",
    "Or paste this token into the reset form:",
    options.token,
    "",
    options.outro,
  ].join("\n");
}
