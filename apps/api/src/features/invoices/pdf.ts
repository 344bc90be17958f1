import type { Invoice } from "@concierge/contract";
import { a4Document, MARGIN, money } from "../../lib/pdf.js";
import type { Issuer } from "./issuer.js";

/** The lines' columns: left edge and width on an A4 page (595 points wide). */
const COLUMNS = {
  date: [MARGIN, 70],
  description: [122, 190],
  quantity: [314, 36],
  net: [352, 62],
  tax: [416, 62],
  amount: [480, 65],
} as const;

/** The day the document was issued, in the branch's zone, as YYYY-MM-DD. */
const dayIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );

/** The invoice (or credit note) as a one-or-more-page A4 PDF. */
export function invoicePdf(invoice: Invoice, issuer: Issuer): Promise<Buffer> {
  const { doc, bytes } = a4Document(
    `${invoice.Kind === "invoice" ? "Invoice" : "Credit note"} ${invoice.Number ?? ""}`,
  );
  head(doc, issuer);
  parties(doc, invoice, issuer);
  lines(doc, invoice);
  totals(doc, invoice);
  doc.end();
  return bytes;
}

function head(doc: PDFKit.PDFDocument, issuer: Issuer) {
  const top = doc.y;
  if (issuer.logo) doc.image(issuer.logo, MARGIN, top, { fit: [120, 60] });
  const left = issuer.logo ? MARGIN + 130 : MARGIN;
  doc.font("bold").fontSize(14).text(issuer.company, left, top, { width: 250 });
  doc.font("regular").fontSize(9);
  if (issuer.rcNumber) doc.text(`RC ${issuer.rcNumber}`, left, doc.y, { width: 250 });
  const bottom = Math.max(doc.y, issuer.logo ? top + 60 : 0);
  doc.font("bold").text(issuer.branch, 380, top, { width: 165, align: "right" });
  doc.font("regular");
  for (const line of issuer.address) doc.text(line, 380, doc.y, { width: 165, align: "right" });
  doc.y = Math.max(bottom, doc.y) + 24;
}

function parties(doc: PDFKit.PDFDocument, invoice: Invoice, issuer: Issuer) {
  const top = doc.y;
  doc
    .font("bold")
    .fontSize(16)
    .text(invoice.Kind === "invoice" ? "Invoice" : "Credit note", MARGIN, top);
  doc.font("regular").fontSize(9);
  doc.text(`Number: ${invoice.Number ?? "(preview)"}`);
  doc.text(`Date: ${invoice.IssuedAt ? dayIn(invoice.IssuedAt, issuer.timeZone) : ""}`);
  doc.text(`Currency: ${invoice.Currency}`);
  const left = doc.y;
  doc.font("bold").text("Bill to", 330, top, { width: 215 });
  doc.font("regular").text(invoice.Recipient, 330, doc.y, { width: 215 });
  doc.y = Math.max(left, doc.y) + 20;
}

type Cells = Record<keyof typeof COLUMNS, string>;

function row(doc: PDFKit.PDFDocument, cells: Cells, font = "regular") {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const top = doc.y;
  let bottom = top;
  doc.font(font).fontSize(9);
  for (const [column, [x, width]] of Object.entries(COLUMNS)) {
    const numeric = column !== "date" && column !== "description";
    doc.text(cells[column as keyof Cells], x, top, { width, align: numeric ? "right" : "left" });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 4;
}

function lines(doc: PDFKit.PDFDocument, invoice: Invoice) {
  row(
    doc,
    { date: "Date", description: "Description", quantity: "Qty", net: "Net", tax: "Tax", amount: "Amount" },
    "bold",
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(545, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const line of invoice.Lines) {
    row(doc, {
      date: line.ServiceDate,
      description: [line.Item, line.Description].filter(Boolean).join(" · ") || line.Kind,
      quantity: String(line.Quantity),
      net: money(line.Net),
      tax: money(line.Tax),
      amount: money(line.Amount),
    });
  }
  doc.moveTo(MARGIN, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 10;
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const pair = (label: string, value: string, font = "regular") => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const top = doc.y;
    doc.font(font).fontSize(9).text(label, 300, top, { width: 150 });
    doc.text(value, 450, top, { width: 95, align: "right" });
  };
  for (const tax of invoice.Taxes) {
    pair(`${tax.Code} ${tax.Percent}% on ${money(tax.Net)}`, money(tax.Tax));
  }
  if (invoice.Taxes.length) doc.y += 6;
  pair("Net", money(invoice.Net));
  pair("Tax", money(invoice.Tax));
  pair(`Total ${invoice.Currency}`, money(invoice.Total), "bold");
  pair("Paid", money(invoice.Paid));
  pair(`Due ${invoice.Currency}`, money(invoice.Due), "bold");
}
