import { CSV_MEDIA_TYPE } from "@concierge/contract";

/** CONTRACT, "Lists: search, sort, filter, export": what a spreadsheet reads, and cannot run. */

/** Spreadsheets read the file as UTF-8 only when it starts with the byte order mark. */
const BOM = "\uFEFF";
/** What a spreadsheet would take for the start of a formula: such a cell gets a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells that RFC 4180 quotes: those holding a quote, a comma or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

type Value =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly Value[]
  | { readonly [field: string]: unknown };

/**
 * One cell's text: arrays joined with "; ", null empty, numbers and booleans as on the wire, dates
 * in ISO 8601, an object (an audit entry's Changes) as its JSON.
 */
function text(value: Value): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(text).join("; ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function csvCell(value: Value): string {
  const raw = text(value);
  const safe = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: readonly Value[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The file's start: the mark and the header line of the items' field names. */
export const csvHead = (fields: readonly string[]) => BOM + line(fields);

/** One line per item, its fields in the header's order. */
export const csvLines = (fields: readonly string[], items: readonly Record<string, unknown>[]) =>
  items.map((item) => line(fields.map((field) => item[field] as Value))).join("");

/** How much the `Accept` header wants `type` (its q, 1 unless said; 0 when not named). */
function preference(accept: string, type: string) {
  for (const part of accept.toLowerCase().split(",")) {
    const [media, ...parameters] = part.split(";").map((piece) => piece.trim());
    if (media !== type) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    return q ? Number(q.slice(2)) || 0 : 1;
  }
  return 0;
}

/** The request asks for `type` (CSV, a PDF), and not for JSON before it. */
export function accepts(request: { headers: { accept?: string } }, type: string) {
  const accept = request.headers.accept ?? "";
  const wanted = preference(accept, type);
  return wanted > 0 && wanted >= preference(accept, "application/json");
}

export const acceptsCsv = (request: { headers: { accept?: string } }) => accepts(request, CSV_MEDIA_TYPE);
