import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  CSV_MEDIA_TYPE,
  calls,
  type DayClosed,
  DayMessage,
  type DayReport,
  dayIn,
  IDEMPOTENCY_HEADER,
  PDF_MEDIA_TYPE,
  Permission,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, awayFromMidnight, walkIn } from "../../../test/front-desk.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { branches, dayReports } from "../../db/schema/index.js";

let api: Api;
type Staff = Awaited<ReturnType<typeof signedInUser>>;
let staff: Staff;
const DATE = "2026-11-24";

beforeAll(async () => {
  api = await startApi();
  await awayFromMidnight(["UTC"]);
  staff = await signedInUser(api, { permissions: [Permission.CLOSE_DAY] });
  await api.db
    .update(branches)
    .set({ name: "Marina Suites", code: "MAR", timeZone: "Africa/Lagos" })
    .where(eq(branches.id, staff.branchId));
  await api.db.insert(dayReports).values({
    domainId: staff.domainId,
    branchId: staff.branchId,
    date: DATE,
    closedAt: new Date("2026-11-25T02:00:05Z"),
    closedBy: staff.userId,
    closedByName: "Ada Night",
    currency: "USD",
    roomsSold: 2,
    roomsAvailable: 3,
    roomRevenue: 24_000,
    revenue: [
      { key: "room", name: "Room", amount: 26_400, net: 24_000, tax: 2_400 },
      { key: "minibar", name: "Minibar, snacks", amount: 1_250, net: 1_136, tax: 114 },
    ],
    // As the ledger signs them: a payment takes from balances, a refund gives back.
    payments: [
      { key: "cash", amount: -30_000, net: -30_000, tax: 0 },
      { key: "card", amount: 2_000, net: 2_000, tax: 0 },
    ],
    arrivals: 1,
    departures: 4,
    noShows: 1,
  });
});
afterAll(() => api.close());

const read = (date: string, accept = "application/json", headers: Headers = staff.headers) =>
  api.call(
    calls.day.report,
    { params: { domainId: staff.domainId, branchId: staff.branchId, date } },
    { ...headers, accept },
  );

async function reportOf(date = DATE) {
  const answer = await read(date);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as DayReport;
}

/** The PDF's pages' text, joined. */
async function textOf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: texts.join("\n"), pages };
}

describe("a closed day's report", () => {
  it("is the one the close wrote: closing the business day through the API, then reading it", async () => {
    const manager = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.CLOSE_DAY],
    });
    await addSuite(api, manager, manager.branchId, ["A5", "A6"]);
    const made = await api.call(calls.bookings.create, { body: walkIn(manager) }, manager.headers);
    expect(made.statusCode, made.body).toBe(201);
    const day = dayIn(new Date(), "UTC");
    const closed = await api.call(
      calls.day.close,
      { params: { domainId: manager.domainId, branchId: manager.branchId }, body: { BusinessDate: day } },
      { ...manager.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = await api.call(
      calls.day.report,
      { params: { domainId: manager.domainId, branchId: manager.branchId, date: day } },
      manager.headers,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual((closed.json() as DayClosed).Report);
    expect(answer.json()).toMatchObject({
      Date: day,
      RoomsSold: 1,
      RoomsAvailable: 2,
      Occupancy: 50,
      Arrivals: 1,
    });
  });

  it("answers the day's frozen figures, ADR and RevPAR in the currency's units", async () => {
    expect(await reportOf()).toMatchObject({
      Date: DATE,
      ClosedAt: "2026-11-25T02:00:05.000Z",
      ClosedBy: "Ada Night",
      Currency: "USD",
      RoomsSold: 2,
      RoomsAvailable: 3,
      Occupancy: 66.7,
      RoomRevenue: 240,
      Adr: 120,
      RevPar: 80,
      Revenue: [
        { Item: "room", Name: "Room", Amount: 264, Net: 240, Tax: 24 },
        { Item: "minibar", Name: "Minibar, snacks", Amount: 12.5, Net: 11.36, Tax: 1.14 },
      ],
      Payments: [
        { Method: "cash", Amount: 300 },
        { Method: "card", Amount: -20 },
      ],
      Arrivals: 1,
      Departures: 4,
      NoShows: 1,
    });
  });

  it("answers 404 for a day not closed, 400 for a date that is none, and refuses staff without CLOSE_DAY", async () => {
    expectRefusal(await read("2026-11-23"), 404, DayMessage.reportNotFound("2026-11-23"));
    expectRefusal(await read("24-11-2026"), 400, DayMessage.date);
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await read(DATE, "application/json", clerk.headers), 403, AccessMessage.forbidden);
    expect((await read(DATE, "application/json", {})).statusCode).toBe(401);
  });

  it("answers CSV to Accept: text/csv: a line per figure, then revenue by item, then payments by method", async () => {
    const answer = await read(DATE, CSV_MEDIA_TYPE);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="day-MAR-${DATE}.csv"`);
    expect(answer.body.split("\r\n")).toEqual([
      "\uFEFFSection,Key,Name,Value,Net,Tax",
      `Figures,Date,,${DATE},,`,
      "Figures,Currency,,USD,,",
      "Figures,RoomsSold,,2,,",
      "Figures,RoomsAvailable,,3,,",
      "Figures,Occupancy,,66.7,,",
      "Figures,RoomRevenue,,240,,",
      "Figures,Adr,,120,,",
      "Figures,RevPar,,80,,",
      "Figures,Arrivals,,1,,",
      "Figures,Departures,,4,,",
      "Figures,NoShows,,1,,",
      "Figures,ClosedAt,,2026-11-25T02:00:05.000Z,,",
      "Figures,ClosedBy,,Ada Night,,",
      "Revenue,room,Room,264,240,24",
      'Revenue,minibar,"Minibar, snacks",12.5,11.36,1.14',
      "Payments,cash,,300,,",
      // A negative amount is not a formula: the sheet reads it as text, never runs it.
      "Payments,card,,'-20,,",
      "",
    ]);
  });

  it("answers a one-page A4 PDF to Accept: application/pdf, with the branch, the date, the figures, revenue, payments and who closed it", async () => {
    const answer = await read(DATE, PDF_MEDIA_TYPE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe(PDF_MEDIA_TYPE);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="day-MAR-${DATE}.pdf"`);
    const { text, pages } = await textOf(answer.rawPayload);
    expect(pages).toBe(1);
    for (const part of [
      "Marina Suites",
      `Business date: ${DATE}`,
      "Currency: USD",
      "Rooms sold",
      "66.7%",
      "Room revenue",
      "240.00",
      "ADR",
      "120.00",
      "RevPAR",
      "80.00",
      "No-shows",
      "Revenue by item",
      "Minibar, snacks",
      "12.50",
      "276.50",
      "Payments by method",
      "cash",
      "300.00",
      "card",
      "-20.00",
      "280.00",
      // Its closing time on the branch's clock (Lagos, UTC+1).
      "Closed 2026-11-25 03:00 (Africa/Lagos) by Ada Night",
    ]) {
      expect(text).toContain(part);
    }
  });
});
