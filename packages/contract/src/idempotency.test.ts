import { describe, expect, it } from "vitest";
import { allCalls } from "./calls.js";

const named = (call: (typeof allCalls)[number]) => `${call.method} ${call.path}`;

describe("the idempotent calls", () => {
  it("are declared on every creation: each session POST answering 201", () => {
    const creations = allCalls.filter(
      (call) => call.session && call.method === "POST" && call.status === 201,
    );
    expect(creations.length).toBeGreaterThan(0);
    expect(creations.filter((call) => !call.idempotent).map(named)).toEqual([]);
  });

  it("are session POSTs: a key is its sender's, and only a write is done once", () => {
    const idempotent = allCalls.filter((call) => call.idempotent);
    expect(idempotent.filter((call) => !call.session || call.method !== "POST").map(named)).toEqual([]);
  });
});
