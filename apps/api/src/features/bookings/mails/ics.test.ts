import { describe, expect, it } from "vitest";
import { calendarOf, escapeText, foldLine } from "./ics.js";

const event = {
  uid: "0b6c5a52-3f5e-4b0e-9d7e-1f2a3b4c5d6e@hotel.example.com",
  start: new Date("2031-03-10T10:00:00Z"),
  end: new Date("2031-03-12T08:00:00Z"),
  stamp: new Date("2031-03-01T09:30:15.250Z"),
  summary: "Stay at Hôtel du Lac; Genève, Suisse",
  location: "Quai 1\nGenève",
  description: `Room: Deluxe\\Suite ${"long words ".repeat(12)}`,
};

describe("a stay's calendar file", () => {
  const file = calendarOf(event);
  const lines = file.split("\r\n");

  it("ends every line with CRLF and holds one event of the stay, in UTC", () => {
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain("DTSTART:20310310T100000Z");
    expect(lines).toContain("DTEND:20310312T080000Z");
    expect(lines).toContain("DTSTAMP:20310301T093015Z");
  });

  it("escapes text values and folds lines at 75 octets", () => {
    const unfolded = file.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Stay at Hôtel du Lac\\; Genève\\, Suisse\r\n");
    expect(unfolded).toContain("LOCATION:Quai 1\\nGenève\r\n");
    expect(unfolded).toContain("DESCRIPTION:Room: Deluxe\\\\Suite long words");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("folding a line", () => {
  it("leaves a line of 75 octets whole and cuts the 76th onto a continuation", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
    expect(foldLine("a".repeat(75 + 74 + 1))).toBe(`${"a".repeat(75)}\r\n ${"a".repeat(74)}\r\n a`);
  });

  it("never cuts a character of several octets in two", () => {
    const folded = foldLine(`${"a".repeat(74)}é${"b".repeat(3)}`);
    expect(folded).toBe(`${"a".repeat(74)}\r\n ébbb`);
  });
});

describe("escaping text", () => {
  it("escapes backslashes, semicolons, commas and line breaks, not colons", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf:g")).toBe("a\\\\b\\;c\\,d\\ne\\nf:g");
  });
});
