import { type Call, CSV_MEDIA_TYPE, Permission } from "@concierge/contract";
import { expect } from "vitest";
import type { Api, Headers, Sent } from "./harness.js";

// Helpers of the export tests (CONTRACT, "Lists: search, sort, filter, export").

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

/** A JSON field as its CSV cell reads: lists joined with "; ", null empty, objects as JSON, the rest as text. */
export const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join("; ");
  if (value === null) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

/** A time as the instant it names, whatever its offset (the bookings' file is on the branch's clock). */
const asInstant = (cell: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(cell)
    ? new Date(Date.parse(cell) - (Date.parse(cell) % 1000)).toISOString()
    : cell;

export const csv = { accept: CSV_MEDIA_TYPE };
export const staffPermissions = [
  Permission.MANAGE_BRANCHES,
  Permission.MANAGE_ROLES,
  Permission.MANAGE_IMAGES,
  Permission.MANAGE_SUITES,
  Permission.MANAGE_USERS,
  Permission.MANAGE_BOOKINGS,
  Permission.VIEW_DOMAINS,
];

/** The file a list exports, read as a spreadsheet reads it: the header, then the rows. */
export async function exported(api: Api, call: Call, sent: Sent, headers: Headers) {
  const response = await api.call(call, sent, { ...headers, ...csv });
  expect(response.statusCode, response.body).toBe(200);
  const [header = [], ...rows] = readCsv(response.body);
  return { response, header, rows };
}

/** The rows the export holds are the list's matching rows, all of them, in the page's order. */
export async function expectExportOfList(
  api: Api,
  call: Call,
  sent: Sent & { params: object },
  headers: Headers,
) {
  const json = await api.call(call, { ...sent, params: { ...sent.params, page: 1, pageSize: 100 } }, headers);
  expect(json.statusCode, json.body).toBe(200);
  const { Count, ...rest } = json.json() as Record<string, unknown>;
  const items = Object.values(rest)[0] as Record<string, unknown>[];
  // Whatever page is asked, the file holds every row.
  const file = await exported(
    api,
    call,
    { ...sent, params: { ...sent.params, page: 2, pageSize: 1 } },
    headers,
  );
  // The page's fields, in its order: an export may add columns of its own (the bookings' branch,
  // nights and total, before the fields the page gained since, so that existing readers find theirs).
  // A list of records (a booking's priced nights) is no cell: the export says it its own way.
  const fields = Object.keys(items[0] ?? {}).filter((field) => !isRecordList(items[0]?.[field]));
  expect(file.header.filter((column) => fields.includes(column))).toEqual(fields);
  const at = fields.map((field) => file.header.indexOf(field));
  expect(file.rows.map((row) => at.map((column) => asInstant(row[column] ?? "")))).toEqual(
    items.map((item) => fields.map((field) => asInstant(shown(item[field])))),
  );
  expect(file.rows).toHaveLength(Count as number);
  return file.rows;
}

export const pageOf = (staff: { domainId: string }) => ({ domainId: staff.domainId, page: 1, pageSize: 100 });
export const branchPage = (staff: { domainId: string; branchId: string }) => ({
  ...pageOf(staff),
  branchId: staff.branchId,
});

const isRecordList = (value: unknown) =>
  Array.isArray(value) && value.some((item) => typeof item === "object" && item !== null);
