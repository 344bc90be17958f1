import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls, type Image, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./factories.js";
import { type Api, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";

let api: Api;
const webDist = mkdtempSync(path.join(tmpdir(), "concierge-web-"));
const page = '<!doctype html><title>Concierge</title><script type="module" src="/assets/app.js"></script>';

beforeAll(async () => {
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), page);
  writeFileSync(path.join(webDist, "assets", "app.js"), "export {};");
  api = await startApi({ webDist, env: { PUBLIC_URL: "http://concierge.test:8080" } });
});
afterAll(async () => {
  await api.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Answer = Awaited<ReturnType<Api["inject"]>>;

/** The policy as directive name → its sources. */
function policyOf(answer: Answer): Record<string, string> {
  const header = String(answer.headers["content-security-policy"] ?? "");
  return Object.fromEntries(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(" ")];
    }),
  );
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
  });
  expect(policyOf(answer)).toMatchObject({
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob: http://concierge.test:8080 https:",
    "connect-src": "'self'",
    "font-src": "'self' data:",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
  });
  expect(policyOf(answer)).not.toHaveProperty("upgrade-insecure-requests");
}

describe("security headers", () => {
  it("are on a JSON answer", async () => {
    const answer = await api.call(calls.health.live);
    expect(answer.statusCode).toBe(200);
    expectSecurityHeaders(answer);
  });

  it.each([
    ["a 401", () => api.call(calls.countries.list), 401],
    ["an unknown API path's 404", () => api.inject({ url: `${calls.countries.list.path}/a/b` }), 404],
    ["a malformed URL's 404", () => api.inject({ url: `${calls.countries.list.path}/%zz` }), 404],
    [
      "an unreadable body's 400",
      () => api.call(calls.auth.login, { body: "{" }, { "content-type": "application/json" }),
      400,
    ],
  ])("are on %s", async (_case, send, status) => {
    const answer = await send();
    expect(answer.statusCode).toBe(status);
    expectSecurityHeaders(answer);
  });

  it.each(["/", "/admin/countries", "/assets/app.js"])("are on the console's %s", async (url) => {
    const answer = await api.inject({ url });
    expect(answer.statusCode).toBe(200);
    expectSecurityHeaders(answer);
  });

  it("let other origins show a stored image, which PUBLIC_URL may name", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_IMAGES] });
    const upload = await api.call(
      calls.images.upload,
      { body: { name: "Lobby", image: dataUrl("image/png", png) } },
      staff.headers,
    );
    const image = upload.json() as Image;
    expect(image.link.startsWith("http://concierge.test:8080/")).toBe(true);
    const served = await api.inject({ url: new URL(image.link).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await api.call(calls.health.live)).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("let the console show images from the bucket's public address", async () => {
    const withBucket = await startApi({
      env: { S3_BUCKET: "pictures", S3_PUBLIC_URL: "http://cdn.concierge.test:9000/pictures" },
    });
    try {
      const answer = await withBucket.call(calls.health.live);
      expect(policyOf(answer)["img-src"]).toContain("http://cdn.concierge.test:9000");
    } finally {
      await withBucket.close();
    }
  });
});

describe("Swagger UI under the policy", () => {
  it("answers /api/docs/ with a page whose every script and stylesheet is a file that answers 200", async () => {
    const docs = await api.inject({ url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(docs);
    // No inline script or style: the policy would refuse them.
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(docs.body).not.toMatch(/<style|\sstyle=/);
    const assets = [...docs.body.matchAll(/(?:src|href)="\.\/([^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    expect(assets).toEqual(
      expect.arrayContaining([
        "static/swagger-ui.css",
        "static/swagger-ui-bundle.js",
        "static/swagger-initializer.js",
      ]),
    );
    for (const asset of assets) {
      const answer = await api.inject({ url: `/api/docs/${asset}` });
      expect(answer.statusCode, asset).toBe(200);
      expectSecurityHeaders(answer);
    }
    expect((await api.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
  });
});
