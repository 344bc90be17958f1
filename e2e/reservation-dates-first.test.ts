import { addDays, type Booking, calls, dayIn, type RatePlan } from "@concierge/contract";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { atTheRack } from "./support/rack.js";

const env = useConsole();

/** The clicks and keys a receptionist spends on anything but the guest's own fields. */
function counted(page: Page) {
  const spent = { clicks: 0, keys: 0 };
  return {
    spent,
    click: async (locator: Locator) => {
      spent.clicks += 1;
      await locator.click();
    },
    type: async (label: string, text: string) => {
      spent.keys += text.length;
      await page.getByLabel(label, { exact: true }).fill(text);
    },
  };
}

/** A rate plan of the admin's branch made through the API. */
async function createPlan(
  page: Page,
  token: string,
  admin: { domainId: string; branchId: string },
  body: { Code: string; Name: string; ParentId?: string; Percent?: number; Refundable?: boolean },
) {
  const plan = await sendCall(
    page.request,
    calls.rates.createPlan,
    { body: { DomainId: admin.domainId, BranchId: admin.branchId, ...body } },
    token,
  );
  expect(plan.status(), await plan.text()).toBe(201);
  return (await plan.json()) as RatePlan;
}

it("staff take a phone reservation dates first in at most 10 clicks, a refused category saying why", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5", "A6"]);
  await addSuite(page, token, admin, "Suite", ["S1"], 200);
  const plans = await sendCall(
    page.request,
    calls.rates.plans,
    { params: { domainId: admin.domainId, branchId: admin.branchId } },
    token,
  );
  const bar = ((await plans.json()) as { RatePlans: RatePlan[] }).RatePlans.find(
    (plan) => plan.Code === "BAR",
  );
  if (!bar) throw new Error("no BAR");
  const nrf = await createPlan(page, token, admin, {
    Code: "NRF",
    Name: "Non-refundable",
    ParentId: bar.Id,
    Percent: -10,
    Refundable: false,
  });
  // The Suite asks three nights of an arrival on the first night: a two-night stay is refused.
  const arrival = addDays(dayIn(new Date(), "UTC"), 3);
  const departure = addDays(arrival, 2);
  const suiteId = await suiteOf(page, token, admin, "Suite");
  const minStay = await sendCall(
    page.request,
    calls.rates.set,
    {
      params: { domainId: admin.domainId, branchId: admin.branchId },
      body: { RatePlanId: bar.Id, SuiteIds: [suiteId], From: arrival, To: addDays(arrival, 1), MinStay: 3 },
    },
    token,
  );
  expect(minStay.status(), await minStay.text()).toBe(200);
  await signInAtHome(page, admin);

  const desk = counted(page);
  await desk.click(page.getByRole("link", { name: "Bookings" }));
  await desk.click(page.getByRole("link", { name: "Add booking" }));
  await desk.click(page.getByRole("radio", { name: "Reservation" }));
  await desk.type("Arrival date", arrival);
  await desk.type("Checkout date", departure);

  const offers = page.getByRole("list", { name: "Prices for the stay" });
  const weekday = new Intl.DateTimeFormat("en", { timeZone: "UTC", weekday: "long" }).format(
    new Date(`${arrival}T00:00:00Z`),
  );
  await offers
    .getByRole("listitem", { name: "Suite · BAR" })
    .getByText(`arrival on ${weekday} needs at least 3 nights`)
    .waitFor();
  // A refused offer cannot be chosen; the ones that sell show their total.
  expect(
    await offers
      .getByRole("listitem", { name: "Suite · BAR" })
      .getByRole("button", { name: /^Choose/ })
      .count(),
  ).toBe(0);
  await desk.click(offers.getByRole("button", { name: /^Choose Deluxe · NRF, \D*216\.00$/ }));

  // The guest, as the caller spells it: not counted.
  await page.getByRole("combobox", { name: "Title" }).click();
  await page.getByRole("option", { name: "Mrs", exact: true }).click();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Obi");
  await page.getByLabel("Phone").fill("08012345678");
  // The first free room of the category chosen is proposed.
  expect(await page.getByRole("combobox", { name: "Suite code" }).inputValue()).toBe("A5");
  await desk.click(page.getByRole("button", { name: "add booking" }));
  await page.getByRole("alert").filter({ hasText: "Ada Obi" }).first().waitFor();

  expect(desk.spent.clicks).toBeLessThanOrEqual(10);
  const list = await sendCall(
    page.request,
    calls.bookings.list,
    { params: { domainId: admin.domainId, branchId: admin.branchId, page: 1, pageSize: 10 }, query: {} },
    token,
  );
  const [booked] = ((await list.json()) as { Bookings: Booking[] }).Bookings;
  expect(booked).toMatchObject({
    SuiteCode: "A5",
    RatePlanId: nrf.Id,
    Total: 216,
    Nights: [
      { Night: arrival, Price: 108 },
      { Night: addDays(arrival, 1), Price: 108 },
    ],
  });
  // Its details say the plan, each night's price and the total.
  await page.getByRole("button", { name: "Details Ada Obi in A5" }).click();
  const details = page.getByRole("dialog", { name: "Booking", exact: true });
  await details.getByText("Non-refundable (NRF)").waitFor();
  // The rate per night (the first night's) and each of the two nights.
  expect(await details.getByText(/^\D*108\.00$/).count()).toBe(3);
  await details.getByText(/^\D*216\.00$/).waitFor();
  console.info(`phone reservation: ${desk.spent.clicks} clicks, ${desk.spent.keys} keys besides the guest`);
});

it("staff see what the new nights cost before moving a stay to a dearer room or keeping it longer", async () => {
  const { page, reserve, openRack } = await atTheRack(env, 150);
  const ada = (await (await reserve("A5", 1, 2)).json()) as Booking;
  expect(ada.Total).toBe(240);
  await openRack();
  // Under the rooms, each category's rooms free each night: Ada's two nights leave one Deluxe.
  const rack = page.getByRole("region", { name: "Room rack" });
  expect(await rack.getByText(/^1 Deluxe room free on /).count()).toBe(2);
  expect(await rack.getByText(/^2 Deluxe rooms free on /).count()).toBe(12);
  await page.getByRole("button", { name: /^Ada Obi, room A5, / }).click();
  const dialog = page.getByRole("dialog", { name: "Stay of Ada Obi" });
  await dialog.getByRole("button", { name: "Change departure…" }).click();
  await dialog.getByLabel("Departure").fill(addDays(dayIn(new Date(), "UTC"), 4));
  await dialog.getByText(/^The new night costs \D*120\.00; the total becomes \D*360\.00\.$/).waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await dialog.getByRole("button", { name: "Move to room…" }).click();
  await dialog.getByRole("combobox", { name: "Move to room" }).click();
  await page.getByRole("option", { name: "B1" }).click();
  const newNights = /^The 2 new nights cost \D*300\.00; the total becomes \D*300\.00\.$/;
  await dialog.getByText(newNights).waitFor();
  // The question of the rate to keep says it again, beside "Take".
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Move Ada Obi to B1" });
  await question.getByText(newNights).waitFor();
  await question.getByRole("button", { name: "Cancel" }).click();
  await question.waitFor({ state: "hidden" });
});

it("staff see the new nights' price before saving a booking edited to leave later", async () => {
  const { page, reserve } = await atTheRack(env);
  expect((await reserve("A5", 1, 2)).status()).toBe(201);
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("button", { name: "Edit Ada Obi" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit booking" });
  await dialog.getByLabel("Checkout date").fill(addDays(dayIn(new Date(), "UTC"), 5));
  await dialog.getByText(/^The 2 new nights cost \D*240\.00; the total becomes \D*480\.00\.$/).waitFor();
});

/** The id of the admin's suite of `category`. */
async function suiteOf(page: Page, token: string, admin: { domainId: string }, category: string) {
  const suites = await sendCall(
    page.request,
    calls.suites.list,
    { params: { domainId: admin.domainId, page: 1, pageSize: 50 }, query: {} },
    token,
  );
  const found = ((await suites.json()) as { Suites: { Id: string; Category: string }[] }).Suites.find(
    (suite) => suite.Category === category,
  );
  if (!found) throw new Error(`no suite ${category}`);
  return found.Id;
}
