import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AccessMessage, calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./harness.js";
import { anyCode } from "./refusal.js";

let api: Api;
const webDist = mkdtempSync(path.join(tmpdir(), "concierge-web-"));
const page = "<!doctype html><title>Concierge</title><div id=root></div>";

// The built console is served too, as `npm start` does: unknown API paths must still answer JSON.
beforeAll(async () => {
  writeFileSync(path.join(webDist, "index.html"), page);
  api = await startApi({ webDist });
});
afterAll(async () => {
  await api.close();
  rmSync(webDist, { recursive: true, force: true });
});

const postLogin = (body: string, contentType = "application/json") =>
  api.call(calls.auth.login, { body }, { "content-type": contentType });
const health = () => api.call(calls.health.live);
/** Where the versioned API's paths start, for paths no call declares. */
const apiRoot = path.posix.dirname(calls.countries.list.path);

function expectErrorBody(response: Awaited<ReturnType<typeof postLogin>>) {
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({ error: expect.any(String), message: body.error, code: anyCode });
  expect(body.error).not.toBe("");
}

describe("health", () => {
  it("answers GET /healthz and GET /readyz with 200", async () => {
    const live = await health();
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await api.call(calls.health.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });
});

describe("bodies the API cannot read", () => {
  it.each([
    ["malformed JSON", '{"username": "front desk",'],
    ["an empty body", ""],
    ["a __proto__ key", '{"__proto__": {"x": 1}, "username": "a", "password": "b"}'],
    [
      "a constructor.prototype key",
      '{"constructor": {"prototype": {"x": 1}}, "username": "a", "password": "b"}',
    ],
  ])("answers 400 JSON for %s", async (_case, body) => {
    const response = await postLogin(body);
    expect(response.statusCode).toBe(400);
    expectErrorBody(response);
  });

  it("answers 413 JSON for a 2 MB body", async () => {
    const response = await postLogin(
      JSON.stringify({ username: "a", password: "p".repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: AccessMessage.tooLarge,
      message: AccessMessage.tooLarge,
      code: anyCode,
    });
  });

  it("refuses a body that is not JSON with a 4xx JSON answer", async () => {
    const response = await postLogin("username=a&password=b", "text/plain");
    expect(response.statusCode).toBe(415);
    expectErrorBody(response);
  });
});

describe("unknown paths", () => {
  it.each([
    ["GET", `${apiRoot}/nope`],
    ["GET", "/api/nope"],
    ["GET", "/api"],
    ["GET", calls.auth.login.path],
    ["POST", `${apiRoot}/nope`],
    ["DELETE", calls.countries.list.path],
    ["POST", "/admin/countries"],
  ] as const)("answers %s %s with 404 JSON", async (method, url) => {
    const response = await api.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: AccessMessage.notFound,
      message: AccessMessage.notFound,
      code: anyCode,
    });
  });
});

describe("request ids", () => {
  it("puts an x-request-id on every answer, a different one each time", async () => {
    const answers = [
      await health(),
      await api.call(calls.countries.list),
      await api.inject({ url: `${apiRoot}/nope` }),
      await postLogin("{"),
      await postLogin(JSON.stringify({ username: "a", password: "p".repeat(2 * 1024 * 1024) })),
      await api.inject({ url: "/admin" }),
    ];
    const ids = answers.map((answer) => answer.headers["x-request-id"]);
    for (const id of ids) expect(id).toMatch(/^[\w.-]{1,64}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes a valid incoming x-request-id", async () => {
    const response = await api.call(calls.health.live, {}, { "x-request-id": "lb-4f2a.17_x" });
    expect(response.headers["x-request-id"]).toBe("lb-4f2a.17_x");
  });

  it.each([
    ["spaces and markup", "id <script>alert(1)</script>"],
    ["over 64 characters", "x".repeat(500)],
  ])("replaces an incoming x-request-id holding %s with one of its own", async (_case, given) => {
    const response = await api.call(calls.health.live, {}, { "x-request-id": given });
    expect(response.headers["x-request-id"]).toMatch(/^[\w.-]{1,64}$/);
  });
});

describe("API documentation", () => {
  it("describes the API as an OpenAPI 3 document", async () => {
    const response = await api.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([calls.auth.login.path, calls.countries.list.path]),
    );
  });

  it("shows Swagger UI at /api/docs/", async () => {
    let response = await api.inject({ url: "/api/docs/" });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await api.inject({ url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger-ui/i);
  });
});

describe("the console", () => {
  it.each(["/", "/admin/countries?page=2", "/admin/forgot/changePassword?token=abc"])(
    "answers GET %s with the console's index.html",
    async (url) => {
      const response = await api.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe(page);
    },
  );

  it("still answers JSON 404 for an unknown API path", async () => {
    const response = await api.inject({ url: `${apiRoot}/unknown` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: AccessMessage.notFound,
      message: AccessMessage.notFound,
      code: anyCode,
    });
  });
});
