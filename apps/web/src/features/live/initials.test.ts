import { expect, it } from "vitest";
import { initialsOf } from "./initials";

it("a username's initials are its first and last parts' first letters, or a lone part's first two", () => {
  expect(initialsOf("maria.hk")).toBe("MH");
  expect(initialsOf("jean-luc_picard")).toBe("JP");
  expect(initialsOf("omar")).toBe("OM");
  expect(initialsOf("ليلى.ع")).toBe("لع");
});
