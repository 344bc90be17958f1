import { describe, expect, it } from "vitest";
import { isPhone } from "./booking-values.js";

describe("a guest's phone", () => {
  it.each([
    "08012345678",
    "+971 50 123 4567",
    "+44-20-7946-0958",
    "+12345678",
    "+123456789012345",
    " +2348012345678 ",
  ])("takes %j", (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each([
    ["10 characters", "0801234567"],
    ["12 characters", "080123456789"],
    ["7 digits after +", "+1234567"],
    ["16 digits after +", "+1234567890123456"],
    ["letters", "+971 50 ABC 4567"],
    ["two separators in a row", "+971  50 123 4567"],
    ["a separator after +", "+ 971 50 123 4567"],
    ["a trailing hyphen", "+971 50 123 4567-"],
    ["brackets", "+1 (212) 555-0100"],
  ])("refuses %s", (_case, phone) => {
    expect(isPhone(phone)).toBe(false);
  });
});
