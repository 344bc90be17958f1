import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "./access-tokens.js";

const secret = "a-secret-of-the-tests-a-secret-of-the-tests";
const claims = { userId: "user-1", domainId: "domain-1", sessionId: "session-1" };
const now = Math.floor(Date.now() / 1000);

/** A token as jose signs it, with the claims and header given. */
const signed = (payload: Record<string, unknown>, header: Record<string, unknown> = {}, key = secret) =>
  new SignJWT({ sub: claims.userId, dom: claims.domainId, sid: claims.sessionId, ...payload })
    .setProtectedHeader({ alg: "HS256", ...header } as { alg: string })
    .sign(new TextEncoder().encode(key));

/** A token signed by hand, for headers jose refuses to sign. */
async function handSigned(header: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part(header)}.${part({ sub: "u", dom: "d", sid: "s", exp: now + 60 })}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

describe("access tokens, verified with node:crypto", () => {
  it("reads back the claims of a token it signed, and of one jose signs alike", async () => {
    expect(verifyAccessToken(secret, await signAccessToken(secret, claims))).toEqual(claims);
    expect(verifyAccessToken(secret, await handSigned({ alg: "HS256" }))).toEqual({
      userId: "u",
      domainId: "d",
      sessionId: "s",
    });
    expect(verifyAccessToken(secret, await signed({ iat: now, exp: now + 60 }))).toEqual(claims);
  });

  it.each([
    ["another secret's", () => signed({ exp: now + 60 }, {}, "another-secret-another-secret-another")],
    ["an expired", () => signed({ exp: now - 1 })],
    ["an expiring this second", () => signed({ exp: now })],
    ["a not-yet-valid", () => signed({ nbf: now + 60, exp: now + 120 })],
    ["a text iat", () => signed({ iat: "yesterday", exp: now + 60 })],
    ["a text exp", () => signed({ exp: "tomorrow" })],
    ["an HS512", () => signed({ exp: now + 60 }, { alg: "HS512" })],
    ["a critical-extension", () => handSigned({ alg: "HS256", crit: ["x"], x: 1 })],
    ["an alg-less", () => handSigned({})],
    ["a claimless", () => signed({ sub: undefined, exp: now + 60 })],
  ])("refuses %s token", async (_, token) => {
    expect(verifyAccessToken(secret, await token())).toBeUndefined();
  });

  it("refuses a token whose payload or signature was changed, an unsigned one and garbage", async () => {
    const [head, body, signature] = (await signAccessToken(secret, claims)).split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "admin", dom: "d", sid: "s" })).toString("base64url");
    const none = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    for (const token of [
      `${head}.${forged}.${signature}`,
      `${head}.${body}.${signature?.slice(0, -2)}`,
      `${none}.${body}.`,
      `${head}.${body}`,
      "not-a-token",
      "",
    ]) {
      expect(verifyAccessToken(secret, token), token).toBeUndefined();
    }
  });
});
