import { type Invoice, fromMinorUnits as units } from "@concierge/contract";
import type { InvoiceDocument } from "./documents.js";
import { taxesOf } from "./lines.js";

/** A stored rate (hundredths of a percent) as a percent: 1900 is 19. */
const percent = (rate: number) => rate / 100;

export function presentInvoice(document: InvoiceDocument): Invoice {
  return {
    Id: document.id,
    Number: document.number,
    Kind: document.kind,
    CancelsId: document.cancelsId,
    FolioId: document.folioId,
    BookingId: document.bookingId,
    IssuedAt: document.issuedAt?.toISOString() ?? null,
    Recipient: document.recipient,
    Currency: document.currency,
    Lines: document.lines.map((line, i) => ({
      LineNo: i + 1,
      Kind: line.kind,
      Item: line.item,
      Description: line.description,
      Quantity: line.quantity,
      ServiceDate: line.serviceDate,
      Amount: units(line.amount),
      Net: units(line.net),
      Tax: units(line.tax),
      Taxes: line.taxes.map((tax) => ({ Code: tax.Code, Percent: percent(tax.Rate), Tax: units(tax.Tax) })),
    })),
    Taxes: taxesOf(document.lines).map((tax) => ({
      Code: tax.code,
      Percent: percent(tax.rate),
      Net: units(tax.net),
      Tax: units(tax.tax),
    })),
    Net: units(document.net),
    Tax: units(document.tax),
    Total: units(document.total),
    Paid: units(document.paid),
    Due: units(document.total - document.paid),
  };
}
