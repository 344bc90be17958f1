import { describe, expect, it } from "vitest";
import { noteExcerpt } from "./booking-notes";

describe("a note's excerpt", () => {
  it("says a short note on one line, its spaces and line breaks as single spaces", () => {
    expect(noteExcerpt("  Late arrival,\n\nabout 23:00  ")).toBe("Late arrival, about 23:00");
  });

  it("cuts a long note with an ellipsis at the limit, never inside a character", () => {
    expect(noteExcerpt("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
    expect(noteExcerpt("a".repeat(10), 10)).toBe("a".repeat(10));
    expect(noteExcerpt(`${"😀".repeat(12)}`, 10)).toBe(`${"😀".repeat(9)}…`);
    expect(noteExcerpt("wait here please", 11)).toBe("wait here…");
  });
});
