import { describe, expect, it } from "vitest";
import { acceptsCsv, csvCell, csvHead, csvLines } from "./csv.js";

describe("a CSV cell", () => {
  it.each([
    ["plain", "plain"],
    ['say "hi"', '"say ""hi"""'],
    ["a,b", '"a,b"'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(1)", "'=SUM(1)"],
    ["+234", "'+234"],
    ["-1", "'-1"],
    ["@x", "'@x"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["Adèle Ọ̀nà", "Adèle Ọ̀nà"],
    ["🛎️ suite", "🛎️ suite"],
    ["", ""],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers and booleans as on the wire, null empty, dates in ISO 8601 and lists joined", () => {
    expect(csvCell(120.5)).toBe("120.5");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-24T10:00:00.000Z");
    expect(csvCell(["A5", "A6"])).toBe("A5; A6");
    expect(csvCell(["=cmd", "b,c"])).toBe('"\'=cmd; b,c"');
    expect(csvCell([])).toBe("");
  });

  it("writes an object (an audit entry's Changes) as its JSON, quoted", () => {
    expect(csvCell({ RoleName: ["Night", "Night manager"] })).toBe(
      '"{""RoleName"":[""Night"",""Night manager""]}"',
    );
  });
});

describe("a CSV file", () => {
  it("starts with the byte order mark and the header, then one CRLF line per item in the header's order", () => {
    const fields = ["Id", "Name", "Codes"];
    expect(csvHead(fields)).toBe("\uFEFFId,Name,Codes\r\n");
    expect(csvLines(fields, [{ Codes: ["A5"], Name: "Île, Bleue", Id: "1" }, { Id: "2" }])).toBe(
      '1,"Île, Bleue",A5\r\n2,,\r\n',
    );
  });
});

describe("the Accept header", () => {
  it.each([
    ["text/csv", true],
    ["text/csv; charset=utf-8", true],
    ["TEXT/CSV", true],
    ["text/csv, application/json;q=0.5", true],
    ["application/json", false],
    ["application/json, text/csv;q=0.9", false],
    ["text/csv;q=0", false],
    ["text/html,application/xhtml+xml,*/*;q=0.8", false],
    ["", false],
  ])("%j asks for CSV: %s", (accept, csv) => {
    expect(acceptsCsv({ headers: { accept } })).toBe(csv);
  });
});
