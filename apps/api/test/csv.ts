import { expect } from "vitest";

/** The rows of an RFC 4180 file as a spreadsheet reads them, after checking its byte order mark. */
export function readCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF"), "the file starts with the byte order mark").toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let at = 1; at < text.length; at++) {
    const character = text[at];
    if (quoted) {
      if (character === '"' && text[at + 1] === '"') cell += text[++at];
      else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[at + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      at++;
    } else cell += character;
  }
  expect(cell === "" && row.length === 0, "the file ends with a complete line").toBe(true);
  return rows;
}

/** A JSON field as its CSV cell reads: lists joined with "; ", null empty, the rest as text. */
export const shown = (value: unknown): string =>
  Array.isArray(value) ? value.map(shown).join("; ") : value === null ? "" : String(value);
