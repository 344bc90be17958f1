import { calls, folioCalls } from "@concierge/contract";
import { expect, it } from "vitest";
import { chargeItems, taxes } from "../apps/api/src/db/schema/index.js";
import { createUser } from "../apps/api/test/factories.js";
import { linkToRecord } from "../apps/web/src/screens.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

/**
 * A signed-in administrator whose branch has room A5 (120 a night), 19 % VAT and a minibar at 7.00
 * tax included, and Ada Obi in house in A5 for two nights.
 */
async function guestInHouse() {
  const admin = await createUser(env.site.db);
  const at = { domainId: admin.domainId, branchId: admin.branchId };
  await env.site.db
    .insert(taxes)
    .values({ ...at, code: "VAT", name: "VAT", rate: 1900, validFrom: "2020-01-01" });
  await env.site.db
    .insert(chargeItems)
    .values({ ...at, code: "MINIBAR", name: "Minibar", price: 700, taxCodes: ["VAT"] });
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5"]);
  const body = stayOf(admin, { first: "Ada", last: "Obi" }, "A5", new Date(Date.now() + 2 * DAY));
  const made = await sendCall(page.request, calls.bookings.create, { body }, token);
  expect(made.status()).toBe(201);
  const booking: { Id: string } = await made.json();
  await signInAtHome(page, admin);
  return { admin, page, token, booking };
}

it("staff charge the nights and the minibar, correct a line with a reason and take what is due", async () => {
  const { page, booking } = await guestInHouse();
  await page.goto(linkToRecord("folio", { bookingId: booking.Id }));
  const due = page.getByTestId("folio-due");

  await page.getByRole("button", { name: "Charge nights" }).click();
  await page.getByText("2 nights charged").waitFor();
  await due.filter({ hasText: "$240.00" }).waitFor();

  await page.getByRole("button", { name: "Add charge" }).click();
  const charge = page.getByRole("dialog", { name: "Add charge" });
  await charge.getByRole("combobox", { name: "Item" }).click();
  await page.getByRole("option", { name: /Minibar/ }).click();
  await charge.getByLabel("Quantity").fill("6");
  // The contract's tax per line, before it is posted: 6 × 7.00 is 42.00, never 41.99.
  await charge.getByText("Amount $42.00").waitFor();
  await charge.getByText("Tax $6.71").waitFor();
  await charge.getByRole("button", { name: "Post charge" }).click();
  await charge.waitFor({ state: "hidden" });
  await due.filter({ hasText: "$282.00" }).waitFor();

  await page.getByRole("button", { name: /^Correct .*minibar/i }).click();
  const correct = page.getByRole("dialog", { name: "Correct" });
  await correct.getByRole("button", { name: "Correct" }).click();
  await correct.getByText("Reason is required").waitFor();
  await correct.getByLabel("Reason").fill("Not drunk: the guest was away");
  await correct.getByRole("button", { name: "Correct" }).click();
  await correct.waitFor({ state: "hidden" });
  await due.filter({ hasText: "$240.00" }).waitFor();

  await page.getByRole("button", { name: "Take payment" }).click();
  const payment = page.getByRole("dialog", { name: "Take payment" });
  expect(await payment.getByLabel("Amount").inputValue()).toMatch(/^\$240(\.00)?$/);
  await payment.getByRole("button", { name: "Post payment" }).click();
  await payment.waitFor({ state: "hidden" });
  await page.getByText("Balanced").waitFor();
  await due.filter({ hasText: "$0.00" }).waitFor();
});

it("a check-out refused for the balance due is done once the payment is taken", async () => {
  const { page, token, booking, admin } = await guestInHouse();
  const params = { domainId: admin.domainId, bookingId: booking.Id };
  const folio: { Id: string } = await (
    await sendCall(page.request, folioCalls.bookingFolio, { params }, token)
  ).json();
  const charged = await sendCall(
    page.request,
    folioCalls.charge,
    { params: { domainId: admin.domainId, folioId: folio.Id }, body: { Item: "MINIBAR", Quantity: 2 } },
    token,
  );
  expect(charged.status()).toBe(201);

  await page
    .getByRole("region", { name: "In house", exact: true })
    .getByRole("button", { name: "Check out Ada Obi in A5" })
    .click();
  const checkOut = page.getByRole("dialog", { name: "Check out" });
  await checkOut.getByRole("button", { name: "Check out" }).click();
  await checkOut.getByText("14.00 USD is due").waitFor();
  await checkOut.getByRole("button", { name: "Take payment" }).click();
  const payment = page.getByRole("dialog", { name: "Take payment" });
  expect(await payment.getByLabel("Amount").inputValue()).toMatch(/^\$14(\.00)?$/);
  await payment.getByRole("button", { name: "Post payment" }).click();
  await page.getByText("Ada Obi checked out of A5").waitFor();
  await checkOut.waitFor({ state: "hidden" });
});

it("staff split the minibar to a new folio for its payer and refund part of a deposit", async () => {
  const { page, token, booking, admin } = await guestInHouse();
  const params = { domainId: admin.domainId, bookingId: booking.Id };
  const folio: { Id: string } = await (
    await sendCall(page.request, folioCalls.bookingFolio, { params }, token)
  ).json();
  const at = { domainId: admin.domainId, folioId: folio.Id };
  const posted = await Promise.all([
    sendCall(page.request, folioCalls.charge, { params: at, body: { Item: "MINIBAR", Quantity: 3 } }, token),
    sendCall(page.request, folioCalls.payment, { params: at, body: { Amount: 50, Method: "cash" } }, token),
  ]);
  expect(posted.map((answer) => answer.status())).toEqual([201, 201]);
  await page.goto(linkToRecord("folio", { bookingId: booking.Id }));
  const due = page.getByTestId("folio-due");
  await due.filter({ hasText: "$29.00" }).waitFor();

  await page.getByRole("checkbox", { name: /minibar/i }).check();
  await page.getByRole("button", { name: "Split 1 line" }).click();
  const split = page.getByRole("dialog", { name: "Split to a new folio" });
  await split.getByLabel("Payer").fill("Acme Ltd");
  await split.getByRole("button", { name: "Split" }).click();
  await page.getByText("1 line moved to a new folio for Acme Ltd").waitFor();
  await due.filter({ hasText: "$50.00" }).waitFor();
  await page.getByText("In credit").waitFor();

  await page.getByRole("button", { name: /^Refund / }).click();
  const refund = page.getByRole("dialog", { name: "Refund" });
  await refund.getByLabel("Amount").fill("20");
  await refund.getByLabel("Reason").fill("Deposit returned in part");
  await refund.getByRole("button", { name: "Refund" }).click();
  await refund.waitFor({ state: "hidden" });
  await due.filter({ hasText: "$30.00" }).waitFor();

  await page.getByRole("tab", { name: "Folio 2 · Acme Ltd" }).click();
  await due.filter({ hasText: "$21.00" }).waitFor();
});

it("a balanced folio's invoice is previewed, issued with the next number and cancelled by a credit note", async () => {
  const { page, token, booking, admin } = await guestInHouse();
  const params = { domainId: admin.domainId, bookingId: booking.Id };
  const folio: { Id: string } = await (
    await sendCall(page.request, folioCalls.bookingFolio, { params }, token)
  ).json();
  const at = { domainId: admin.domainId, folioId: folio.Id };
  const charged = await sendCall(
    page.request,
    folioCalls.charge,
    { params: at, body: { Item: "MINIBAR", Quantity: 6 } },
    token,
  );
  expect(charged.status()).toBe(201);
  const paid = await sendCall(
    page.request,
    folioCalls.payment,
    { params: at, body: { Amount: 42, Method: "card" } },
    token,
  );
  expect(paid.status()).toBe(201);
  await page.goto(linkToRecord("folio", { bookingId: booking.Id }));

  await page.getByRole("button", { name: "Preview invoice" }).click();
  const invoice = page.getByRole("dialog", { name: "Preview invoice" });
  await invoice.getByText("VAT 19 % on $35.29: $6.71").waitFor();
  await invoice.getByRole("button", { name: "Issue invoice" }).click();
  await invoice.getByText(/^Invoice .+-\d{4}-1 issued$/).waitFor();
  await invoice.getByRole("button", { name: "PDF" }).waitFor();
  await invoice.getByRole("button", { name: "Close" }).first().click();
  await page.getByText("Closed", { exact: true }).waitFor();

  await page.getByRole("button", { name: "Cancel invoice" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel invoice" });
  await cancel.getByRole("button", { name: "Cancel invoice" }).click();
  await page.getByText(/^Invoice .+-1 cancelled by credit note .+-2$/).waitFor();
  await page.getByText("Open", { exact: true }).waitFor();
});
