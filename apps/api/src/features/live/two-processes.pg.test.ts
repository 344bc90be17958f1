import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStream } from "../../../test/live-streams.js";
import { ownDatabase } from "../../../test/own-database.js";
import {
  fetchCall,
  killServer,
  type ServerProcess,
  signInOver,
  spawnServer,
  waitUntilAnswers,
} from "../../../test/server-process.js";

// Only in the "api (PostgreSQL)" project: TEST_DATABASE_URL goes through PgBouncer in transaction
// mode, TEST_DATABASE_DIRECT_URL (where set) straight to the server. The processes work in a database
// of the test's own, whose first administrator they make: the shared one's is another test's.
let database: Awaited<ReturnType<typeof ownDatabase>>;
let pooled: string;
let direct: string | undefined;
const password = "live-two-processes-admin";
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-live-"));
let servers: ServerProcess[] = [];
let writer: ServerProcess;
let listening: ServerProcess;
let polling: ServerProcess;
let token: string;
let at: { domainId: string; branchId: string };
const code = `L${Date.now().toString(36).slice(-5)}`;

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: pooled,
  DATA_DIR: mkdtempSync(path.join(dataDir, "server-")),
  JWT_SECRET: "a-secret-shared-by-every-process-of-the-test",
  ADMIN_PASSWORD: password,
  ...extra,
});

/** `url` (the test server's, direct) as PgBouncer serves the same database, or itself without one. */
function throughPooler(url: string) {
  if (!process.env.TEST_DATABASE_DIRECT_URL) return url;
  const viaPooler = new URL(process.env.TEST_DATABASE_URL ?? "");
  viaPooler.pathname = new URL(url).pathname;
  return viaPooler.toString();
}

beforeAll(async () => {
  database = await ownDatabase("concierge_live");
  direct = process.env.TEST_DATABASE_DIRECT_URL ? database.url : undefined;
  pooled = throughPooler(database.url);
  writer = await spawnServer(env());
  await waitUntilAnswers(writer);
  // One woken by LISTEN over the direct connection (where the run has one), one by its poll alone.
  servers = [
    writer,
    await spawnServer(env(direct ? { DATABASE_DIRECT_URL: direct } : {})),
    await spawnServer(env()),
  ];
  [, listening, polling] = servers as [ServerProcess, ServerProcess, ServerProcess];
  await Promise.all(servers.map((server) => waitUntilAnswers(server)));
  const { answer } = await signInOver(writer.base, "admin", password);
  token = answer.Token;
  at = { domainId: answer.User.DomainId, branchId: answer.User.BranchId };
  const suite = await fetchCall(
    writer.base,
    calls.suites.create,
    {
      body: {
        Codes: [code],
        DomainId: at.domainId,
        BranchId: at.branchId,
        Category: "Live",
        Price: 100,
        Views: ["https://cdn.example.com/live.png"],
        Utilities: ["Internet"],
      },
    },
    token,
  );
  expect(suite.status, await suite.text()).toBe(201);
}, 180_000);

afterAll(async () => {
  for (const server of servers) killServer(server);
  await Promise.all(servers.map((server) => server.exited));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const mark = async (Housekeeping: string) => {
  const response = await fetchCall(
    writer.base,
    calls.rooms.housekeeping,
    { params: { ...at, code }, body: { Housekeeping } },
    token,
  );
  expect(response.status, await response.text()).toBe(200);
  return Date.now();
};

describe("live changes across processes behind PgBouncer", () => {
  it("a change sent to one process reaches a stream held on another within 1 s", async () => {
    const streams = [await openStream(listening.base, at, token), await openStream(polling.base, at, token)];
    await Promise.all(streams.map((stream) => stream.opened()));
    const answered = await mark("dirty");
    for (const stream of streams) {
      const heard = await stream.next();
      expect(Date.now() - answered).toBeLessThan(1_000);
      expect(heard).toMatchObject({
        event: "Room",
        data: { Id: code, Action: "update", ActorName: "admin" },
      });
      stream.close();
    }
  });

  it("a stream reconnected with Last-Event-ID misses nothing, twice nothing, in order", async () => {
    const first = await openStream(listening.base, at, token);
    await first.opened();
    await mark("clean");
    const seen = await first.next();
    first.close();
    for (const state of ["dirty", "inspected", "clean", "dirty"]) await mark(state);

    const again = await openStream(polling.base, at, token, { lastEventId: seen.id });
    const replayed = await again.take(4);
    await mark("clean");
    const live = await again.next();
    again.close();
    const ids = [...replayed, live].map((event) => Number(event.id));
    expect(ids).toEqual([1, 2, 3, 4, 5].map((n) => Number(seen.id) + n));
  });
});
