import { createHash, randomBytes } from "node:crypto";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refresh, reset and invitation tokens: `<domain id>.<256 random bits>`. The domain part routes the
 * lookup to the tenant's rows (and its shard); only a SHA-256 hash of the secret is stored.
 */
export function issueToken(domainId: string) {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${domainId}.${secret}`, hash: hashSecret(secret) };
}

export function readToken(token: string): { domainId: string; hash: string } | undefined {
  const dot = token.indexOf(".");
  const domainId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot < 0 || !uuidPattern.test(domainId) || secret.length < 20) return undefined;
  return { domainId: domainId.toLowerCase(), hash: hashSecret(secret) };
}

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
