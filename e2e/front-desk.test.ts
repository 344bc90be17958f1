import { addDays, BookingMessage, calls, dayIn, instantAt } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { branches, domains } from "../apps/api/src/db/schema/index.js";
import { createBranch, createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

/** A signed-in administrator at home, whose branch has rooms A5 and A6 (Deluxe, 120 a night). */
async function frontDesk(settings: { timeZone?: string; currency?: string } = {}) {
  const admin = await createUser(env.site.db);
  const { timeZone, currency } = settings;
  if (timeZone) await env.site.db.update(branches).set({ timeZone }).where(eq(branches.id, admin.branchId));
  if (currency) await env.site.db.update(domains).set({ currency }).where(eq(domains.id, admin.domainId));
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5", "A6"]);
  await signInAtHome(page, admin);
  return { admin, page, token };
}

type Admin = Awaited<ReturnType<typeof frontDesk>>["admin"];

/** A booking's body for `first` Okafor in `room`, leaving in `nights` days. */
const okaforIn = (admin: Admin, first: string, room: string, nights: number) =>
  stayOf(admin, { first, last: "Okafor" }, room, new Date(Date.now() + nights * DAY));

/** A reservation arriving now, made as a script would. */
async function reserveNow(page: Page, token: string, body: ReturnType<typeof okaforIn>) {
  const reserved = await sendCall(
    page.request,
    calls.bookings.reserve,
    { body: { ...body, CheckinDate: new Date().toISOString() } },
    token,
  );
  expect(reserved.status()).toBe(201);
}

/** The add form's guest: everything but the room and the dates. */
async function fillGuest(page: Page, first: string, last: string) {
  await page.getByRole("combobox", { name: "Title" }).click();
  await page.getByRole("option", { name: "Mrs", exact: true }).click();
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(last);
  await page.getByLabel("Other name").fill("Chioma");
  await page.getByLabel("Phone").fill("08012345678");
  await page.getByLabel("Email").fill("guest@example.com");
  await page.getByLabel("Guest ID number").fill("A12345678");
  await page.getByRole("combobox", { name: "ID type" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await page.getByLabel("ID image url").fill("/logo.svg");
}

/** The add form's room, among those free for the stay its dates ask: a category, then a code. */
async function pickRoom(page: Page, category: string, code: string) {
  await page.getByRole("combobox", { name: "Suite category" }).click();
  await page.getByRole("option", { name: category }).click();
  await page.getByRole("combobox", { name: "Suite code" }).click();
  await page.getByRole("option", { name: code }).click();
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

it("staff reserve a room for a later arrival on the branch's clock, and the list shows it reserved", async () => {
  const zone = "Pacific/Kiritimati";
  const { admin, page, token } = await frontDesk({ timeZone: zone });
  const arrival = addDays(dayIn(new Date(), zone), 2);
  const departure = addDays(arrival, 2);

  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Add booking" }).click();
  await fillGuest(page, "Ada", "Obi");
  await page.getByRole("radio", { name: "Reservation" }).check();
  await page.getByText(`On the branch's clock: ${zone}`).first().waitFor();
  await page.getByLabel("Arrival date").fill(arrival);
  await page.getByLabel("Arrival time").fill("14:00");
  await page.getByLabel("Checkout date").fill(departure);
  await page.getByLabel("Checkout time").fill("11:00");
  await pickRoom(page, "Deluxe", "A5");
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");
  await page.getByText("Ada Obi reserved in A5").waitFor();

  // Reserved, arriving at 14:00 on the branch's clock, the zone named once for the list.
  const ada = page.getByRole("row").filter({ hasText: "Ada" });
  await ada.getByText("Reserved", { exact: true }).waitFor();
  await page.getByText(`Dates and times are in ${zone}, the branch's time zone.`).waitFor();
  const listed = await sendCall(
    page.request,
    calls.bookings.list,
    { params: { domainId: admin.domainId, branchId: admin.branchId, page: 1, pageSize: 10 }, query: {} },
    token,
  );
  const [booking] = (await listed.json()).Bookings;
  expect(booking.Status).toBe("reserved");
  expect(Date.parse(booking.CheckinDate)).toBe(instantAt(arrival, "14:00", zone).getTime());
  expect(Date.parse(booking.CheckoutDate)).toBe(instantAt(departure, "11:00", zone).getTime());
  const shownArrival = await page.evaluate(
    ([iso, timeZone]) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
        new Date(iso),
      ),
    [booking.CheckinDate, zone] as const,
  );
  await ada.getByText(shownArrival, { exact: true }).waitFor();

  // Before its day it cannot be checked in: the dialog stays open with the server's reason.
  await page.getByRole("button", { name: "Check in Ada Obi in A5" }).click();
  const checkIn = page.getByRole("dialog", { name: "Check in" });
  await checkIn.getByText("Check Ada Obi in to A5 now?").waitFor();
  await checkIn.getByRole("button", { name: "Check in", exact: true }).click();
  await checkIn
    .getByRole("alert")
    .filter({ hasText: BookingMessage.notYetArrived(arrival) })
    .waitFor();
  await checkIn.getByRole("button", { name: "Cancel" }).click();
  await checkIn.waitFor({ state: "hidden" });
  await ada.getByText("Reserved", { exact: true }).waitFor();
});

it("a reservation whose answer is lost on the way is sent again with the same key and made once", async () => {
  const { admin, page, token } = await frontDesk();
  const arrival = addDays(dayIn(new Date(), "UTC"), 3);
  const keys: string[] = [];
  await page.route(
    (url) => url.pathname === calls.bookings.reserve.path,
    async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      const answer = await route.fetch();
      // The server made it; the first answer never reaches the browser.
      if (keys.length === 1) return route.abort("connectionreset");
      return route.fulfill({ response: answer });
    },
  );

  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Add booking" }).click();
  await fillGuest(page, "Lost", "Answer");
  await page.getByRole("radio", { name: "Reservation" }).check();
  await page.getByLabel("Arrival date").fill(arrival);
  await page.getByLabel("Arrival time").fill("14:00");
  await page.getByLabel("Checkout date").fill(addDays(arrival, 1));
  await page.getByLabel("Checkout time").fill("11:00");
  await pickRoom(page, "Deluxe", "A5");
  const save = page.getByRole("button", { name: "add booking", exact: true });
  await save.click();
  await page.getByText("Can't reach Concierge. Check your connection.").first().waitFor();
  await save.click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const listed = await sendCall(
    page.request,
    calls.bookings.list,
    { params: { domainId: admin.domainId, branchId: admin.branchId, page: 1, pageSize: 10 }, query: {} },
    token,
  );
  const { Count, Bookings } = await listed.json();
  expect(Count).toBe(1);
  expect(Bookings[0]).toMatchObject({ FirstName: "Lost", Status: "reserved" });
});

it("staff reserve a free room for tonight from home by phone, without the guest's ID, with a note the arrivals and the rack show, and check the guest in from today's arrivals once the registration is complete", async () => {
  const { page } = await frontDesk();
  const today = dayIn(new Date(), "UTC");

  await region(page, "Rooms free tonight").getByRole("link", { name: "Reserve A5" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings/add");
  expect(await page.getByRole("radio", { name: "Reservation" }).isChecked()).toBe(true);
  await expect.poll(() => page.getByRole("combobox", { name: "Suite code" }).inputValue()).toBe("A5");
  expect(await page.getByLabel("Arrival date").inputValue()).toBe(today);
  expect(await page.getByLabel("Arrival time").inputValue()).toBe("14:00");
  expect(await page.getByLabel("Checkout date").inputValue()).toBe(addDays(today, 1));
  expect(await page.getByLabel("Checkout time").inputValue()).toBe("11:00");
  // Taken by phone: a name and an international number; the ID waits for the check-in.
  await page.getByRole("combobox", { name: "Title" }).click();
  await page.getByRole("option", { name: "Mrs", exact: true }).click();
  await page.getByLabel("First name").fill("Bola");
  await page.getByLabel("Last name").fill("Ade");
  await page.getByLabel("Phone").fill("+971 50 123 4567");
  await page.getByText("Can wait until the check-in").first().waitFor();
  await page.getByRole("textbox", { name: "Notes" }).fill("Late arrival, about 23:00\nAsks for a high floor");
  await page.getByRole("button", { name: "add booking", exact: true }).click();

  // Back home: Bola is due today, her note under her line, and A5 is no longer free tonight.
  await page.waitForURL((url) => url.pathname === "/admin");
  const arrivals = region(page, "Arrivals");
  await arrivals.getByText("Bola Ade · A5").waitFor();
  await arrivals.getByText("Late arrival, about 23:00").waitFor();
  await region(page, "Rooms free tonight").getByRole("link", { name: "Reserve A6" }).waitFor();
  expect(await region(page, "Rooms free tonight").getByRole("link", { name: "Reserve A5" }).count()).toBe(0);

  // The check-in asks for what the reservation left out, in its own dialog, then checks her in.
  await arrivals.getByRole("button", { name: "Check in Bola Ade in A5" }).click();
  const registration = page.getByRole("dialog", { name: "Complete the registration" });
  await registration.getByText("To check Bola Ade in to A5, the registration needs:").waitFor();
  await registration.getByRole("button", { name: "Save and check in" }).click();
  await registration.getByText("otherName is required", { exact: true }).waitFor();
  await registration.getByLabel("Other name").fill("Chioma");
  await registration.getByLabel("Guest ID number").fill("A12345678");
  await registration.getByRole("combobox", { name: "ID type" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await registration.getByLabel("ID image url").fill("/logo.svg");
  await registration.getByRole("button", { name: "Save and check in" }).click();
  await registration.waitFor({ state: "hidden" });
  await page.getByText("Bola Ade checked in to A5").waitFor();
  await arrivals.getByText("No arrivals today.").waitFor();
  await region(page, "In house").getByText("Bola Ade · A5").waitFor();

  // The completed registration kept the note: the rack's bar says it, and its dialog shows it whole.
  await page.getByRole("link", { name: "Open the room rack" }).click();
  await page
    .getByRole("button", {
      name: /^Bola Ade, room A5, .*, in house\. Note: Late arrival, about 23:00 Asks for a high floor$/,
    })
    .click();
  const stay = page.getByRole("dialog", { name: "Stay of Bola Ade" });
  await stay.getByText("Late arrival, about 23:00 Asks for a high floor", { exact: true }).waitFor();
});

it("a check-out leaves the room dirty at home and on the housekeeping page, where it is made clean", async () => {
  const { admin, page, token } = await frontDesk();
  const walkIn = await sendCall(
    page.request,
    calls.bookings.create,
    { body: okaforIn(admin, "Chidi", "A5", 2) },
    token,
  );
  expect(walkIn.status()).toBe(201);
  await page.reload();

  const dirty = region(page, "Dirty rooms");
  await dirty.getByText("No dirty rooms.").waitFor();
  await region(page, "In house").getByRole("button", { name: "Check out Chidi Okafor in A5" }).click();
  const checkOut = page.getByRole("dialog", { name: "Check out" });
  await checkOut.getByRole("button", { name: "Check out" }).click();
  await checkOut.waitFor({ state: "hidden" });
  await page.getByText("Chidi Okafor checked out of A5").waitFor();
  await dirty.getByRole("button", { name: "Mark A5 clean" }).waitFor();
  await region(page, "In house").getByText("Nobody is in house.").waitFor();

  await page.getByRole("link", { name: "Housekeeping" }).click();
  const dirtyRooms = page.getByRole("list", { name: "Dirty rooms" });
  const a5 = dirtyRooms.getByRole("listitem").filter({ hasText: "A5" });
  await a5.getByText("Nobody tonight").waitFor();
  await a5.getByRole("button", { name: "Mark clean" }).click();
  await page.getByText("A5 marked clean").waitFor();
  await page
    .getByRole("list", { name: "Clean rooms" })
    .getByRole("listitem")
    .filter({ hasText: "A5" })
    .waitFor();
  await page.getByText("No dirty rooms.").waitFor();

  await page.getByRole("link", { name: "Home" }).click();
  await region(page, "Dirty rooms").getByText("No dirty rooms.").waitFor();
});

it("checking a guest in to a dirty room warns first: kept back it stays reserved, confirmed it checks in", async () => {
  const { admin, page, token } = await frontDesk();
  const room = { domainId: admin.domainId, branchId: admin.branchId, code: "A6" };
  const made = await sendCall(
    page.request,
    calls.rooms.housekeeping,
    { params: room, body: { Housekeeping: "dirty" } },
    token,
  );
  expect(made.status()).toBe(200);
  await reserveNow(page, token, okaforIn(admin, "Dayo", "A6", 1));

  await page.getByRole("link", { name: "Bookings" }).click();
  const dayo = page.getByRole("row").filter({ hasText: "Dayo" });
  await dayo.getByText("Reserved", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Check in Dayo Okafor in A6" }).click();
  const checkIn = page.getByRole("dialog", { name: "Check in" });
  await checkIn.getByText("Room A6 is dirty: check the guest in anyway?").waitFor();
  await checkIn.getByRole("button", { name: "Cancel" }).click();
  await checkIn.waitFor({ state: "hidden" });
  await dayo.getByText("Reserved", { exact: true }).waitFor();

  await page.getByRole("button", { name: "Check in Dayo Okafor in A6" }).click();
  await checkIn.getByText("Room A6 is dirty: check the guest in anyway?").waitFor();
  await checkIn.getByRole("button", { name: "Check in anyway" }).click();
  await checkIn.waitFor({ state: "hidden" });
  await page.getByText("Dayo Okafor checked in to A6").waitFor();
  await dayo.getByText("In house", { exact: true }).waitFor();
  expect(await page.getByRole("button", { name: "Check in Dayo Okafor in A6" }).count()).toBe(0);
});

it("at the check-in staff print the guest's registration card, the guest, the stay and a line to sign on the paper, and come back to the check-in", async () => {
  const { admin, page, token } = await frontDesk();
  await reserveNow(page, token, okaforIn(admin, "Dayo", "A5", 2));
  // The browser's print dialog is counted, not opened.
  await page.evaluate(() => {
    const counted = window as Window & { printed?: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });

  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("row").filter({ hasText: "Dayo" }).getByText("Reserved", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Check in Dayo Okafor in A5" }).click();
  const checkIn = page.getByRole("dialog", { name: "Check in" });
  await checkIn.getByRole("button", { name: "Registration card" }).click();
  const card = page.getByRole("dialog", { name: "Registration card" });
  await card.getByText("Guest's signature").waitFor();
  // Each fact beside its label: the guest, the ID, the room with its category, the nights and the money.
  const facts = [
    ["First name", "Dayo"],
    ["Last name", "Okafor"],
    ["Guest ID number", "A1234567"],
    ["Room", "A5 · Deluxe"],
    ["Nights", "2"],
    ["Rate per night", "$120.00"],
    ["Total", "$240.00"],
  ] as const;
  for (const [label, value] of facts) {
    const term = card.getByRole("term").filter({ hasText: label }).first();
    expect(await term.evaluate((node) => node.nextElementSibling?.textContent)).toBe(value);
  }
  await card.getByText("Date", { exact: true }).waitFor();
  await expect.poll(() => page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  // On paper the card alone: the console's navigation and the card's own buttons are left off.
  await page.emulateMedia({ media: "print" });
  expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
  expect(await card.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
  expect(await card.getByText("Guest's signature").isVisible()).toBe(true);
  expect(await card.getByText("Okafor", { exact: true }).isVisible()).toBe(true);
  await page.emulateMedia({ media: "screen" });

  await card.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(2);
  await card.getByRole("button", { name: "Close" }).click();
  await checkIn.getByText("Check Dayo Okafor in to A5 now?").waitFor();
});

it("staff mark a no-show and cancel a reservation from the list; the cancelled one leaves it", async () => {
  const { admin, page, token } = await frontDesk();
  await reserveNow(page, token, okaforIn(admin, "Emeka", "A5", 1));
  await reserveNow(page, token, okaforIn(admin, "Funmi", "A6", 1));

  await page.getByRole("link", { name: "Bookings" }).click();
  const emeka = page.getByRole("row").filter({ hasText: "Emeka" });
  const funmi = page.getByRole("row").filter({ hasText: "Funmi" });
  await emeka.getByRole("button", { name: "Mark no-show Emeka Okafor in A5" }).click();
  const noShow = page.getByRole("dialog", { name: "Mark a no-show" });
  await noShow.getByRole("button", { name: "Mark no-show" }).click();
  await noShow.waitFor({ state: "hidden" });
  await page.getByText("Emeka Okafor marked a no-show; A5 is free again").waitFor();
  await emeka.getByText("No-show", { exact: true }).waitFor();
  expect(await emeka.getByRole("button", { name: /^(Check in|Cancel booking)/ }).count()).toBe(0);

  // Kept at first, then cancelled: it goes from the list.
  await funmi.getByRole("button", { name: "Cancel booking Funmi Okafor in A6" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel booking" });
  await cancel.getByText("Cancel the booking of Funmi Okafor in A6?").waitFor();
  await cancel.getByRole("button", { name: "Keep booking" }).click();
  await cancel.waitFor({ state: "hidden" });
  await funmi.getByText("Reserved", { exact: true }).waitFor();
  await funmi.getByRole("button", { name: "Cancel booking Funmi Okafor in A6" }).click();
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await cancel.waitFor({ state: "hidden" });
  await page.getByText("Booking of Funmi Okafor in A6 cancelled").waitFor();
  await funmi.waitFor({ state: "detached" });
  await emeka.waitFor();
});

it("the 30-night figures show rooms sold, ADR and RevPAR with their definitions, in the domain's currency", async () => {
  const { admin, page, token } = await frontDesk({ currency: "EUR" });
  const walkIn = await sendCall(
    page.request,
    calls.bookings.create,
    { body: okaforIn(admin, "Gozie", "A5", 2) },
    token,
  );
  expect(walkIn.status()).toBe(201);
  await page.reload();

  const nights = region(page, "The last 30 nights");
  const figure = (name: string) => nights.getByRole("group", { name, exact: true });
  // Tonight is one of the 30 nights: one room-night sold of 2 rooms × 30, at 120 a night.
  await figure("Rooms sold").getByText("1", { exact: true }).waitFor();
  await figure("Rooms sold").getByText("Rooms sold: the room-nights held by stays").waitFor();
  await figure("Room revenue").getByText("€120.00", { exact: true }).waitFor();
  await figure("ADR").getByText("€120.00", { exact: true }).waitFor();
  await figure("ADR").getByText("ADR: room revenue ÷ rooms sold").waitFor();
  await figure("RevPAR").getByText("€2.00", { exact: true }).waitFor();
  await figure("RevPAR").getByText("RevPAR: room revenue ÷ rooms available").waitFor();
  await figure("Occupancy").getByText("1.7%", { exact: true }).waitFor();
  await nights
    .getByText(/A night is sold when a stay holds its midnight in the branch's time zone, UTC/)
    .waitFor();
  await nights.getByText(/rooms out of order are not available/).waitFor();
  await page.getByRole("link", { name: "Open the room rack" }).waitFor();
});

it("an administrator picks another branch on the bookings list, stays there on reload, books there from the add form and lands on its list, never offered a room taken for the stay", async () => {
  const { admin, page, token } = await frontDesk();
  const annexe = await createBranch(env.site.db, admin, { name: "Lekki Annexe" });
  await addSuite(page, token, { domainId: admin.domainId, branchId: annexe.id }, "Garden", ["G1", "G2"]);
  const inG1 = { ...okaforIn(admin, "Kemi", "G1", 3), BranchId: annexe.id };
  expect((await sendCall(page.request, calls.bookings.create, { body: inG1 }, token)).status()).toBe(201);

  // The list opens on the administrator's own branch; the annexe is picked by its name.
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByText("no items available").waitFor();
  const branch = page.getByRole("combobox", { name: "Branch" });
  expect(await branch.inputValue()).toBe("Head office");
  await branch.click();
  await page.getByRole("option", { name: "Lekki Annexe" }).click();
  const kemi = page.getByRole("row").filter({ hasText: "Kemi" });
  await kemi.getByRole("cell", { name: "G1" }).waitFor();
  expect(new URL(page.url()).searchParams.get("branch")).toBe(annexe.id);
  await page.reload();
  await kemi.getByRole("cell", { name: "G1" }).waitFor();
  expect(await branch.inputValue()).toBe("Lekki Annexe");
  await page.goBack();
  await page.getByText("no items available").waitFor();
  expect(await branch.inputValue()).toBe("Head office");

  // The add form starts at the list's branch; the annexe is chosen there, and its rooms follow.
  await page.getByRole("link", { name: "Add booking" }).click();
  await fillGuest(page, "Tobi", "Eze");
  await page.getByLabel("Checkout date").fill(addDays(dayIn(new Date(), "UTC"), 2));
  await page.getByLabel("Checkout time").fill("11:00");
  const form = page.getByRole("combobox", { name: "Branch" });
  expect(await form.inputValue()).toBe("Head office");
  await form.click();
  await page.getByRole("option", { name: "Lekki Annexe" }).click();
  await page.getByRole("combobox", { name: "Suite category" }).click();
  const garden = page.getByRole("option", { name: /^Garden/ });
  await garden.waitFor();
  expect(await page.getByRole("option", { name: /Deluxe/ }).count()).toBe(0);
  await garden.click();
  await page.getByRole("combobox", { name: "Suite code" }).click();
  // Kemi's G1 is taken for the stay: G2 alone is offered, at the suite's price per night.
  await page.getByRole("option", { name: /^G2/ }).filter({ hasText: "$120.00 a night" }).waitFor();
  expect(await page.getByRole("option", { name: /G1/ }).count()).toBe(0);
  await page.getByRole("option", { name: /^G2/ }).click();
  await page.getByRole("button", { name: "add booking", exact: true }).click();

  await page.waitForURL((url) => url.pathname === "/admin/bookings");
  expect(new URL(page.url()).searchParams.get("branch")).toBe(annexe.id);
  await page.getByRole("row").filter({ hasText: "Tobi" }).getByRole("cell", { name: "G2" }).waitFor();
  await kemi.waitFor();
  expect(await branch.inputValue()).toBe("Lekki Annexe");
});
