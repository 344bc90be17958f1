import { AuthMessage, calls, IDEMPOTENT_REPLAY_HEADER, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, signedInUser } from "../../../test/factories.js";
import { frontDesk } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const scrape = () => api.inject({ url: "/metrics" });

/** Each sample of `name` in Prometheus' text: its labels and its value. */
function samples(text: string, name: string) {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = Object.fromEntries(
        [...(/\{(.*)\}/.exec(line)?.[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [
          key,
          value,
        ]),
      );
      return { labels, value: Number(line.slice(line.lastIndexOf(" ") + 1)) };
    });
}

const count = (text: string, labels: Record<string, string>) =>
  samples(text, "concierge_http_request_duration_seconds_count").find((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value ?? 0;

const written = async () => samples((await scrape()).body, "concierge_live_events_written_total")[0]?.value;

type Staff = Awaited<ReturnType<typeof frontDesk>>;
const clean = (staff: Staff, Housekeeping: string) =>
  api.call(
    calls.rooms.housekeeping,
    { params: { domainId: staff.domainId, branchId: staff.branchId, code: "A5" }, body: { Housekeeping } },
    staff.headers,
  );

describe("GET /metrics", () => {
  it("counts the calls by method, route pattern and status, never by their ids", async () => {
    const staff = await frontDesk(api);
    const rack = calls.rooms.rack;
    const params = { domainId: staff.domainId, branchId: staff.branchId };
    const before = (await scrape()).body;
    for (let i = 0; i < 2; i++)
      expect((await api.call(rack, { params }, staff.headers)).statusCode).toBe(200);
    expect((await api.call(rack, { params })).statusCode).toBe(401);

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const of = (status: string) => ({ method: "GET", route: rack.path, status });
    expect(count(answer.body, of("200")) - count(before, of("200"))).toBe(2);
    expect(count(answer.body, of("401")) - count(before, of("401"))).toBe(1);
    expect(answer.body).not.toContain(staff.branchId);
  });

  it("counts a path no route has as unmatched", async () => {
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    const before = count((await scrape()).body, unmatched);
    expect((await api.inject({ url: "/api/no-such-call/3f9c" })).statusCode).toBe(404);
    const after = (await scrape()).body;
    expect(count(after, unmatched) - before).toBe(1);
    expect(after).not.toContain("3f9c");
  });

  it("counts a committed housekeeping change's event, and none for a refused one", async () => {
    const staff = await frontDesk(api);
    const before = await written();
    expect((await clean(staff, "clean")).statusCode).toBe(200);
    expect(await written()).toBe((before ?? 0) + 1);
    expect((await clean(staff, "sparkling")).statusCode).toBe(400);
    expect(await written()).toBe((before ?? 0) + 1);
  });

  it("counts a guest's creation once a branch, and nothing for its idempotent replay", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_GUESTS] });
    await createBranch(api.db, staff);
    const body = { DomainId: staff.domainId, Title: "Mr", FirstName: "Chidi", LastName: "Eze" };
    const headers = { ...staff.headers, "idempotency-key": `guest-${staff.domainId}` };
    const before = await written();
    const made = await api.call(calls.guests.create, { body }, headers);
    expect(made.statusCode, made.body).toBe(201);
    expect(await written()).toBe((before ?? 0) + 2);
    const replayed = await api.call(calls.guests.create, { body }, headers);
    expect(replayed.headers[IDEMPOTENT_REPLAY_HEADER]).toBe("true");
    expect(await written()).toBe((before ?? 0) + 2);
  });

  it("shows the database's connections and the process's own figures", async () => {
    const text = (await scrape()).body;
    const value = (name: string) => samples(text, name).map((sample) => sample.value);
    if (process.env.TEST_DB === "postgres") {
      expect(value("concierge_db_pool_max_connections")).toEqual([10]);
      const [open = 0] = value("concierge_db_pool_connections");
      expect(open).toBeGreaterThan(0);
      expect(value("concierge_db_pool_idle_connections")[0]).toBeLessThanOrEqual(open);
      expect(value("concierge_db_pool_waiting_requests")).toEqual([0]);
    } else {
      // One connection in the process, which queues its own queries: no idle or waiting figure.
      expect(value("concierge_db_pool_connections")).toEqual([1]);
      expect(value("concierge_db_pool_waiting_requests")).toEqual([]);
    }
    expect(value("concierge_process_resident_memory_bytes")[0]).toBeGreaterThan(0);
  });

  it("is no call of the API's OpenAPI document", async () => {
    const document = (await api.inject({ url: "/api/openapi.json" })).json() as { paths: object };
    expect(Object.keys(document.paths)).not.toContain("/metrics");
  });
});

describe("GET /metrics with METRICS_TOKEN set", () => {
  let guarded: Api;
  const token = "scraper-token-0123456789";
  beforeAll(async () => {
    guarded = await startApi({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => guarded.close());

  it("answers only the bearer of that token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${token}`, "Bearer "]) {
      const refused = await guarded.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expectRefusal(refused, 401, AuthMessage.unauthenticated);
      expect(refused.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
    const answer = await guarded.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("concierge_http_request_duration_seconds");
  });
});
