import { readFile } from "node:fs/promises";
import { calls } from "@concierge/contract";
import { expect, it } from "vitest";
import { postPayment } from "../apps/api/test/cashier-postings.js";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

it("a manager reads the cashier's day, downloads it and sees who left owing", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["C01", "C02"]);
  const walkIn = async (first: string, room: string) => {
    const body = stayOf(admin, { first, last: "Cashier" }, room, new Date(Date.now() + 2 * DAY));
    const made = await sendCall(page.request, calls.bookings.create, { body }, token);
    expect(made.status()).toBe(201);
    return (await made.json()).Id as string;
  };
  const staying = await walkIn("Amara", "C01");
  await postPayment(env.site, admin, staying, 12_000, { reference: "receipt 7" });
  await postPayment(env.site, admin, staying, 4_550, { method: "card" });
  const leaving = await walkIn("Bola", "C02");
  await postPayment(env.site, admin, leaving, 2_000);
  const forced = await sendCall(
    page.request,
    calls.bookings.checkOut,
    {
      params: { domainId: admin.domainId, bookingId: leaving },
      body: { Force: true, Reason: "deposit kept" },
    },
    token,
  );
  expect(forced.status()).toBe(200);

  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Cashier", exact: true }).click();
  await page.waitForURL("**/admin/cashier");
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Cashier's day" }).waitFor();
  await main.getByText("$185.50").first().waitFor();
  await main.getByText("$140.00").first().waitFor();
  await main.getByText("$45.50").first().waitFor();
  await main.getByRole("cell", { name: "receipt 7" }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cashier-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.slice(1).trim().split(/\r?\n/)).toHaveLength(4);

  const departed = main.getByRole("region", { name: "Departed with a balance" });
  const owing = departed.getByRole("link", { name: "Bola Cashier" });
  await owing.waitFor();
  expect(await departed.getByText("-$20.00").count()).toBe(1);
  expect(await departed.getByRole("link", { name: "Amara Cashier" }).count()).toBe(0);
  await owing.click();
  await page.waitForURL(`**/admin/bookings?**details=${leaving}**`);
});
