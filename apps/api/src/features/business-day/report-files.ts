import type { DayReport, Forecast } from "@concierge/contract";
import { csvHead, csvLines } from "../../lib/csv.js";
import { a4Document, MARGIN, money } from "../../lib/pdf.js";

/** The branch a file is of: its name heads the PDF, its code names the files. */
export interface ReportBranch {
  name: string;
  code: string;
  timeZone: string;
}

/** A file's name: `day-PAR-2026-11-24.pdf`; a code's odd characters left out of the header. */
export const reportFileName = (kind: string, branchCode: string, date: string, extension: string) =>
  `${kind}-${branchCode.replace(/[^\w-]/g, "") || "branch"}-${date}.${extension}`;

/** The figures as a sheet reads them: one line each, then revenue by item, then payments by method. */
const REPORT_FIELDS = ["Section", "Key", "Name", "Value", "Net", "Tax"] as const;
const FIGURES = [
  "Date",
  "Currency",
  "RoomsSold",
  "RoomsAvailable",
  "Occupancy",
  "RoomRevenue",
  "Adr",
  "RevPar",
  "Arrivals",
  "Departures",
  "NoShows",
  "ClosedAt",
  "ClosedBy",
] as const;

export function dayReportCsv(report: DayReport) {
  const lines = [
    ...FIGURES.map((key) => ({ Section: "Figures", Key: key, Value: report[key] })),
    ...report.Revenue.map((line) => ({
      Section: "Revenue",
      Key: line.Item,
      Name: line.Name,
      Value: line.Amount,
      Net: line.Net,
      Tax: line.Tax,
    })),
    ...report.Payments.map((line) => ({ Section: "Payments", Key: line.Method, Value: line.Amount })),
  ];
  return csvHead(REPORT_FIELDS) + csvLines(REPORT_FIELDS, lines);
}

const FORECAST_FIELDS = [
  "Night",
  "Rooms",
  "RoomsAvailable",
  "Occupancy",
  "Revenue",
  "Arrivals",
  "Departures",
  "Pickup",
] as const;

/** The forecast as a sheet reads it: one line per night. */
export const forecastCsv = (forecast: Forecast) =>
  csvHead(FORECAST_FIELDS) + csvLines(FORECAST_FIELDS, forecast.Nights);

/** An instant on the branch's clock: 2026-11-25 03:00. */
const wallClock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(
    new Date(instant),
  );

const RIGHT = 545;

/** A line of cells, each at its left edge and width; numbers (all but the first) to the right. */
function row(
  doc: PDFKit.PDFDocument,
  columns: readonly (readonly [number, number])[],
  cells: string[],
  font = "regular",
) {
  // A branch with a long catalogue runs onto a second page rather than off the first.
  if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
  const top = doc.y;
  let bottom = top;
  doc.font(font).fontSize(9);
  columns.forEach(([x, width], i) => {
    doc.text(cells[i] ?? "", x, top, { width, align: i === 0 ? "left" : "right" });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 3;
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).stroke();
  doc.y += 3;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.y += 12;
  doc.font("bold").fontSize(11).text(text, MARGIN, doc.y);
  doc.y += 4;
}

function figures(doc: PDFKit.PDFDocument, report: DayReport) {
  const pairs: [string, string][] = [
    ["Rooms sold", String(report.RoomsSold)],
    ["Rooms available", String(report.RoomsAvailable)],
    ["Occupancy", `${report.Occupancy.toFixed(1)}%`],
    ["Room revenue", money(report.RoomRevenue)],
    ["ADR", money(report.Adr)],
    ["RevPAR", money(report.RevPar)],
    ["Arrivals", String(report.Arrivals)],
    ["Departures", String(report.Departures)],
    ["No-shows", String(report.NoShows)],
  ];
  const half = Math.ceil(pairs.length / 2);
  const top = doc.y;
  pairs.forEach(([label, value], i) => {
    const x = i < half ? MARGIN : 310;
    if (i === half) doc.y = top;
    row(
      doc,
      [
        [x, 140],
        [x + 140, 95],
      ],
      [label, value],
    );
  });
  doc.y = top + half * 15;
}

const REVENUE_COLUMNS = [
  [MARGIN, 220],
  [270, 90],
  [360, 90],
  [450, 95],
] as const;
const PAYMENT_COLUMNS = [
  [MARGIN, 220],
  [450, 95],
] as const;
const sum = (amounts: number[]) =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

function revenue(doc: PDFKit.PDFDocument, report: DayReport) {
  heading(doc, "Revenue by item");
  row(doc, REVENUE_COLUMNS, ["Item", "Net", "Tax", "Amount"], "bold");
  rule(doc);
  for (const line of report.Revenue) {
    row(doc, REVENUE_COLUMNS, [line.Name || line.Item, money(line.Net), money(line.Tax), money(line.Amount)]);
  }
  rule(doc);
  const total = (pick: (line: DayReport["Revenue"][number]) => number) =>
    money(sum(report.Revenue.map(pick)));
  row(
    doc,
    REVENUE_COLUMNS,
    ["Total", total((l) => l.Net), total((l) => l.Tax), total((l) => l.Amount)],
    "bold",
  );
}

function payments(doc: PDFKit.PDFDocument, report: DayReport) {
  heading(doc, "Payments by method");
  row(doc, PAYMENT_COLUMNS, ["Method", "Amount"], "bold");
  rule(doc);
  for (const line of report.Payments) row(doc, PAYMENT_COLUMNS, [line.Method, money(line.Amount)]);
  rule(doc);
  row(doc, PAYMENT_COLUMNS, ["Total", money(sum(report.Payments.map((line) => line.Amount)))], "bold");
}

/** The closed day on one A4 page: its branch and date, its figures, revenue and payments, who closed it. */
export function dayReportPdf(report: DayReport, branch: ReportBranch): Promise<Buffer> {
  const { doc, bytes } = a4Document(`Day report ${branch.name} ${report.Date}`);
  doc.font("bold").fontSize(16).text("Day report", MARGIN, MARGIN);
  doc.font("regular").fontSize(10);
  doc.text(branch.name);
  doc.text(`Business date: ${report.Date}`);
  doc.text(`Currency: ${report.Currency}`);
  doc.y += 12;
  figures(doc, report);
  revenue(doc, report);
  payments(doc, report);
  doc.y += 16;
  doc
    .font("regular")
    .fontSize(9)
    .text(
      `Closed ${wallClock(report.ClosedAt, branch.timeZone)} (${branch.timeZone}) by ${report.ClosedBy}`,
      MARGIN,
    );
  doc.end();
  return bytes;
}
