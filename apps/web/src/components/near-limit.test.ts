import { describe, expect, it } from "vitest";
import { nearLimit } from "./near-limit";

describe("nearLimit", () => {
  it("counts from 80 % of the limit on, and past it, not before", () => {
    expect(nearLimit(79, 100)).toBe(false);
    expect(nearLimit(80, 100)).toBe(true);
    expect(nearLimit(101, 100)).toBe(true);
    expect(nearLimit(8, 11)).toBe(true);
    expect(nearLimit(7, 11)).toBe(false);
  });
});
