import { jwtVerify, SignJWT } from "jose";

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

/** The claims of a valid token, or undefined for anything forged, expired or malformed. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    const { sub, dom, sid } = payload;
    if (typeof sub !== "string" || typeof dom !== "string" || typeof sid !== "string") return undefined;
    return { userId: sub, domainId: dom, sessionId: sid };
  } catch {
    return undefined;
  }
}
