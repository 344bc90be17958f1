import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { allCalls, auditActionOf, calls } from "@concierge/contract";
import { describe, expect, it } from "vitest";

// docs/decisions/0004: a call's path is written once, in the contract; everyone else sends `calls.*`.
const root = path.resolve(import.meta.dirname, "../../..");
const versioned = path.posix.dirname(calls.countries.list.path);
const searched = ["apps/api/src", "apps/api/test", "apps/web/src", "e2e", "bench", "scripts"];
const skipped = new Set(["node_modules", "dist"]);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !skipped.has(entry.name)) yield* sourceFiles(full);
    else if (entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
  }
}

describe("the calls' paths", () => {
  it("give each method and path one call", () => {
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it(`are written nowhere but the contract: no '${versioned}' in the code that sends or serves them`, () => {
    const found = searched.flatMap((dir) =>
      [...sourceFiles(path.join(root, dir))].flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (line.includes(versioned) ? [`${path.relative(root, file)}:${i + 1}`] : [])),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("the audit trail's declarations", () => {
  const writes = allCalls.filter((call) => call.session && call.method !== "GET");

  it("say, for every session call that writes, what the trail records of it", () => {
    const silent = writes.filter((call) => !call.audit).map((call) => `${call.method} ${call.path}`);
    expect(silent).toEqual([]);
  });

  it("leave the trail without a call that changes or deletes an entry: its one call reads", () => {
    const ofTrail = allCalls.filter((call) => call.path.includes("/audit"));
    expect(ofTrail).toEqual([calls.audit.list]);
    expect(calls.audit.list.method).toBe("GET");
  });

  it("give a booking's status changes their own actions, and every other write its method's", () => {
    const actions = Object.fromEntries(
      writes.map((call) => [`${call.method} ${call.path}`, auditActionOf(call)]),
    );
    const bookings = calls.bookings;
    expect(
      [bookings.checkIn, bookings.checkOut, bookings.noShow, bookings.cancel].map(auditActionOf),
    ).toEqual(["checkin", "checkout", "noshow", "cancel"]);
    expect(actions[`POST ${calls.suites.create.path}`]).toBe("create");
    expect(actions[`DELETE ${calls.rooms.unblock.path}`]).toBe("delete");
  });
});

describe("the idempotent calls", () => {
  it("are read from their declaration: neither the server nor the console infers them from method or status", () => {
    const inferring = /method === "POST"|status === 201/;
    const found = ["apps/api/src", "apps/web/src"].flatMap((dir) =>
      [...sourceFiles(path.join(root, dir))]
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          readFileSync(file, "utf8")
            .split("\n")
            .flatMap((line, i) => (inferring.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])),
        ),
    );
    expect(found).toEqual([]);
  });
});
