import { describe, expect, it } from "vitest";
import { mayCall, paramsOfPath, pathOf } from "./call.js";
import { Permission } from "./permissions.js";
import { scanCalls } from "./scans.js";

describe("a call's parameters read back from an address it made", () => {
  const read = scanCalls.read;
  const params = {
    domainId: "1b6f1c1e-0d7e-4d8e-9a43-5b4a0e2f7c11",
    scanId: "0f3c6a55-9a1e-4c2b-8e0f-3d2a1b0c9e8d",
  };

  it("gives back what pathOf put in", () => {
    expect(paramsOfPath(read, pathOf(read, params))).toEqual(params);
  });

  it("answers null for another call's address, a longer one, or a broken escape", () => {
    expect(paramsOfPath(read, "/images/a/b.png")).toBeNull();
    expect(paramsOfPath(read, `${pathOf(read, params)}/more`)).toBeNull();
    expect(
      paramsOfPath(read, pathOf(read, { ...params, scanId: "%" }).replace("%25", "%E0%A4%A")),
    ).toBeNull();
  });
});

describe("who may send a call", () => {
  const { HOUSEKEEPING, MANAGE_BOOKINGS, MANAGE_SUITES, VIEW_AUDIT } = Permission;
  const call = { permissions: [VIEW_AUDIT], anyPermission: [HOUSEKEEPING, MANAGE_BOOKINGS] };

  it("needs every one of its permissions and one of its alternatives", () => {
    expect(mayCall([VIEW_AUDIT, HOUSEKEEPING], call)).toBe(true);
    expect(mayCall([MANAGE_BOOKINGS, VIEW_AUDIT], call)).toBe(true);
    expect(mayCall([VIEW_AUDIT, MANAGE_SUITES], call)).toBe(false);
    expect(mayCall([HOUSEKEEPING, MANAGE_BOOKINGS], call)).toBe(false);
    expect(mayCall(undefined, call)).toBe(false);
  });

  it("needs no alternative when it names none", () => {
    expect(mayCall([VIEW_AUDIT], { permissions: [VIEW_AUDIT] })).toBe(true);
    expect(mayCall([], { permissions: [], anyPermission: [] })).toBe(true);
  });
});
