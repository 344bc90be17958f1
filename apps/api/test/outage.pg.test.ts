import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AccessMessage, allCalls, type Call, calls } from "@concierge/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sent } from "./harness.js";
import { type Cluster, startCluster } from "./pg-cluster.js";
import {
  fetchCall,
  killServer,
  type ServerProcess,
  signInOver,
  spawnServer,
  waitUntilAnswers,
} from "./server-process.js";

// Only in the "api (PostgreSQL)" project: a PostgreSQL server of the test's own is stopped under load.
const password = "outage-admin-password";
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-outage-"));
let cluster: Cluster;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  cluster = await startCluster();
  server = await spawnServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, ADMIN_PASSWORD: password });
  await waitUntilAnswers(server, calls.health.ready.path);
  const signedIn = await signInOver(server.base, "admin", password);
  expect(signedIn.status).toBe(200);
  token = signedIn.answer.Token;
}, 120_000);

afterAll(async () => {
  killServer(server);
  await server?.exited;
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const unavailable = {
  error: AccessMessage.unavailable,
  message: AccessMessage.unavailable,
  code: "unavailable",
};

/** What a call takes to reach the database: ids for its path, bodies past validation for sign-in. */
function inputOf(call: Call): Sent {
  const params = Object.fromEntries(Object.keys(call.params?.shape ?? {}).map((key) => [key, randomUUID()]));
  // Opaque tokens of the right form, so that only the database can say they name nothing.
  const token = `${randomUUID()}.${"s".repeat(40)}`;
  const bodies = new Map<Call, unknown>([
    [calls.auth.login, { username: "admin", password }],
    [calls.auth.refresh, { refreshToken: token }],
    [calls.auth.logout, { refreshToken: token }],
    [calls.auth.forgotPassword, { email: "admin@example.com" }],
    [calls.auth.changePassword, { token, password: "a-new-password-1" }],
  ]);
  return { params, body: bodies.get(call) ?? (call.body ? {} : undefined) };
}

describe("while the database is unavailable", () => {
  it("every call answers 503 with Retry-After, writes resume within 2 s, and no acknowledged write is lost", {
    timeout: 120_000,
  }, async () => {
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let running = true;
    let lastSuccess = 0;
    const writer = async () => {
      while (running) {
        const name = `Outage ${randomUUID()}`;
        const body = { Name: name, States: ["North", "South"] };
        const response = await fetchCall(server.base, calls.countries.create, { body }, token);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) {
          acknowledged.push(name);
          lastSuccess = Date.now();
        } else if (response.status === 503) {
          expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
          expect(await response.json()).toEqual(unavailable);
        } else {
          throw new Error(`a write answered ${response.status}: ${await response.text()}`);
        }
        if (response.status !== 201) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await cluster.stop();
    const whileDown = new Map<Call, number>();
    for (const call of allCalls) {
      const response = await fetchCall(server.base, call, inputOf(call), call.session ? token : undefined);
      whileDown.set(call, response.status);
      if (response.status === 503) expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await cluster.start();
    const back = Date.now();
    while (lastSuccess < back && Date.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const recoveredMs = lastSuccess - back;
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(writers);

    const answeredWhileDown = [...whileDown].filter(([call]) => call !== calls.health.live);
    expect(
      answeredWhileDown.filter(([, status]) => status !== 503).map(([c, s]) => `${c.method} ${c.path} ${s}`),
    ).toEqual([]);
    expect(whileDown.get(calls.health.live)).toBe(200);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(2_000);
    console.info(
      `outage: ${JSON.stringify(Object.fromEntries(statuses))}, writes back ${recoveredMs} ms after the database`,
    );

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const stored = await client.query("select name from countries where name = any($1)", [acknowledged]);
      expect(stored.rowCount).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  });
});
