import { type Booking, calls, PDF_MEDIA_TYPE, Permission, taxedLine } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { dataUrl, png } from "../../../test/image-samples.js";
import { folioOf, settled } from "../../../test/invoice-desk.js";
import { branches, domains } from "../../db/schema/index.js";

let api: Api;
type Staff = Awaited<ReturnType<typeof signedInUser>>;
let staff: Staff;

/** A desk of a domain of its own that books, charges, issues, uploads images and erases guests. */
async function desk() {
  const made = await signedInUser(api, {
    permissions: [
      Permission.MANAGE_BOOKINGS,
      Permission.MANAGE_SUITES,
      Permission.MANAGE_FOLIOS,
      Permission.MANAGE_IMAGES,
      Permission.ERASE_GUESTS,
      Permission.MANAGE_GUESTS,
    ],
  });
  await addSuite(api, made, made.branchId, ["A5", "A6"]);
  return made;
}

beforeAll(async () => {
  api = await startApi();
  staff = await desk();
  await api.db.update(domains).set({ rcNumber: "RC-778899" }).where(eq(domains.id, staff.domainId));
  await api.db
    .update(branches)
    .set({ address: "12 Admiralty Way", state: "Lagos", country: "Nigeria" })
    .where(eq(branches.id, staff.branchId));
});
afterAll(() => api.close());

/** An invoice of 6 × 7.00 at 19 % tax included, paid, for a walk-in in `room`, as issued. */
async function issued(room: string, body: object = {}, by: Staff = staff) {
  const made = await api.call(calls.bookings.create, { body: walkIn(by, { SuiteCode: room }) }, by.headers);
  const booking = made.json() as Booking;
  const folio = await folioOf(api, by.domainId, booking.Id);
  await settled(api, by, folio.id, taxedLine(4_200, [{ Code: "VAT", Rate: 1900 }], true));
  const answer = await api.call(
    calls.invoices.issueInvoice,
    { params: { domainId: by.domainId, folioId: folio.id }, body },
    by.headers,
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return { booking, invoice: answer.json() as { Id: string; Number: string; Recipient: string } };
}

const read = (invoiceId: string, accept: string, by: Staff = staff) =>
  api.call(
    calls.invoices.invoice,
    { params: { domainId: by.domainId, invoiceId } },
    { ...by.headers, accept },
  );

/** The PDF's text, page by page joined, and whether it paints an image. */
async function readBack(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const texts: string[] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    images += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return { text: texts.join("\n"), images };
}

describe("an invoice's PDF", () => {
  it("answers application/pdf to Accept: application/pdf, with the company, RC number, branch, recipient, number, lines, taxes and totals", async () => {
    const { invoice } = await issued("A5", { Recipient: "Acme Ltd" });
    const answer = await read(invoice.Id, PDF_MEDIA_TYPE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe(PDF_MEDIA_TYPE);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, images } = await readBack(answer.rawPayload);
    for (const part of [
      staff.name,
      "RC RC-778899",
      "Head office",
      "12 Admiralty Way",
      "Acme Ltd",
      invoice.Number,
      "minibar · Snacks",
      "VAT 19% on 35.29",
      "35.29",
      "6.71",
      "Total USD",
      "42.00",
      "Paid",
      "Due USD",
      "0.00",
    ]) {
      expect(text).toContain(part);
    }
    // The domain's logo is the console's default '/logo.svg', not an image this server stores.
    expect(images).toBe(0);
    // JSON still unless the PDF is asked for.
    expect((await read(invoice.Id, "application/json")).json().Number).toBe(invoice.Number);
  });

  it("heads it with the company's logo when the logo is an image this server stores, and never fetches another", async () => {
    const upload = await api.call(
      calls.images.upload,
      { body: { name: "Logo", image: dataUrl("image/png", png) } },
      staff.headers,
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const { invoice } = await issued("A6");
    await api.db.update(domains).set({ logo: upload.json().link }).where(eq(domains.id, staff.domainId));
    expect((await readBack((await read(invoice.Id, PDF_MEDIA_TYPE)).rawPayload)).images).toBe(1);
    // A remote address is left out, not fetched (the test has no network to reach it).
    await api.db
      .update(domains)
      .set({ logo: `https://cdn.example.com/${staff.domainId}/${crypto.randomUUID()}.png` })
      .where(eq(domains.id, staff.domainId));
    expect((await readBack((await read(invoice.Id, PDF_MEDIA_TYPE)).rawPayload)).images).toBe(0);
  });

  it("keeps its recipient after the guest is erased (decision 0036), in JSON and in the PDF", async () => {
    const alone = await desk();
    const { booking, invoice } = await issued("A5", {}, alone);
    const guest = `${booking.Title} ${booking.FirstName} ${booking.LastName}`;
    expect(invoice.Recipient).toBe(guest);
    const params = { domainId: alone.domainId, bookingId: booking.Id };
    const out = await api.call(calls.bookings.checkOut, { params }, alone.headers);
    expect(out.statusCode, out.body).toBe(200);
    const erased = await api.call(
      calls.guestErasure.anonymize,
      { params: { domainId: alone.domainId, guestId: booking.ProfileId } },
      alone.headers,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await read(invoice.Id, "application/json", alone)).json().Recipient).toBe(guest);
    expect((await readBack((await read(invoice.Id, PDF_MEDIA_TYPE, alone)).rawPayload)).text).toContain(
      guest,
    );
  });
});
