import { addDays, type Booking, instantAt } from "@concierge/contract";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { useConsole } from "./support/console.js";
import { centre, atTheRack as deskAtTheRack, today } from "./support/rack.js";

const env = useConsole();
const atTheRack = () => deskAtTheRack(env);

// The rack shows the test branch's nights as "Mon 24 Nov".
const short = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
const long = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const shortDay = (day: string) => short.format(new Date(`${day}T00:00:00Z`));
const longDay = (day: string) => long.format(new Date(`${day}T00:00:00Z`));

/** The stay's bar, by the words a screen reader says of it. */
const bar = (page: Page, guest: string, room: string) =>
  page.getByRole("button", { name: new RegExp(`^${guest}, room ${room}, `) });

/** The header of a room's row on the rack. */
const roomHead = (page: Page, room: string) =>
  page.getByRole("button", { name: new RegExp(`^Room ${room}, `) });

/** Whether `locator` is drawn on the row of `room`: its middle between the row header's top and bottom. */
async function onRowOf(page: Page, locator: Locator, room: string) {
  const { y } = await centre(locator);
  const { box } = await centre(roomHead(page, room));
  return y > box.y && y < box.y + box.height;
}

/** Holds the console's moves of stays until the returned function lets them go. */
async function holdMoves(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith("/move"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return release;
}

/** Clicks the rack where room `room`'s row crosses the column of `night`, as a person does. */
async function clickNight(page: Page, room: string, night: string) {
  const column = page.getByRole("region", { name: "Room rack" }).getByTitle(new RegExp(`${longDay(night)}$`));
  const x = (await centre(column)).x;
  const y = (await centre(roomHead(page, room))).y;
  await page.mouse.click(x, y);
}

/** Presses a bar and lets it go over room `room`'s row, as a mouse does. */
async function dragToRow(page: Page, from: Locator, room: string) {
  const start = await centre(from);
  const target = await centre(roomHead(page, room));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, target.y, { steps: 8 });
  await page.mouse.up();
}

it("staff reserve a room by clicking an empty night on the rack and come back to see the stay", async () => {
  const { page, openRack } = await atTheRack();
  await openRack();
  const arrival = addDays(today(), 1);
  await clickNight(page, "A5", arrival);

  await page.waitForURL((url) => url.pathname === "/admin/bookings/add");
  const asked = new URL(page.url()).searchParams;
  expect(Object.fromEntries(asked)).toMatchObject({
    room: "A5",
    arrival,
    departure: addDays(arrival, 1),
    back: "/admin/rack",
  });
  expect(await page.getByLabel("Arrival date").inputValue()).toBe(arrival);
  await page.getByRole("combobox", { name: "Title" }).click();
  await page.getByRole("option", { name: "Mrs", exact: true }).click();
  await page.getByLabel("First name").fill("Adèle");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Other name").fill("Chioma");
  await page.getByLabel("Phone").fill("08012345678");
  await page.getByLabel("Email").fill("adele@example.com");
  await page.getByLabel("Guest ID number").fill("A12345678");
  await page.getByRole("combobox", { name: "ID type" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await page.getByLabel("ID image url").fill("/logo.svg");
  await page.getByRole("button", { name: "add booking", exact: true }).click();

  await page.waitForURL((url) => url.pathname === "/admin/rack");
  const stay = page.getByRole("button", {
    name: `Adèle Okafor, room A5, ${shortDay(arrival)} to ${shortDay(addDays(arrival, 1))}, reserved`,
  });
  await stay.waitFor();
  expect(await onRowOf(page, stay, "A5")).toBe(true);
});

it("staff drag a stay to another room and the booking follows", async () => {
  const { page, reserve, booking, openRack } = await atTheRack();
  const made = await reserve("A5", 1, 2);
  expect(made.status()).toBe(201);
  const { Id } = (await made.json()) as Booking;
  await openRack();
  const ada = bar(page, "Ada Obi", "A5");
  expect(await onRowOf(page, ada, "A5")).toBe(true);

  const release = await holdMoves(page);
  await dragToRow(page, ada, "B1");

  // At its new place at once, waiting for the server's word.
  const moved = bar(page, "Ada Obi", "B1");
  await moved.waitFor();
  expect(await moved.getAttribute("aria-busy")).toBe("true");
  release();
  await page.getByText("Ada Obi moved to B1").waitFor();
  await page.waitForFunction(() => !document.querySelector("[aria-busy='true'][aria-label^='Ada Obi']"));
  expect(await onRowOf(page, moved, "B1")).toBe(true);
  expect(await bar(page, "Ada Obi", "A5").count()).toBe(0);
  expect((await booking(Id)).SuiteCode).toBe("B1");
});

it("staff extend a stay by two nights by dragging the end of its bar", async () => {
  const { page, reserve, booking, openRack } = await atTheRack();
  const made = await reserve("A5", 1, 2);
  const before = (await made.json()) as Booking;
  await openRack();
  const arrival = addDays(today(), 1);
  const ada = page.getByRole("button", {
    name: `Ada Obi, room A5, ${shortDay(arrival)} to ${shortDay(addDays(arrival, 2))}, reserved`,
  });
  const { box } = await centre(ada);
  const night = box.width / 2 + 2; // two nights, less the bar's 4 px of margin
  await page.mouse.move(box.x + box.width - 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 3 + 2 * night, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  // Before it is saved, the extension says what its new nights cost under the booking's plan.
  const asked = page.getByRole("dialog", { name: /^Extend Ada Obi’s stay to / });
  const [added, total] = [2 * before.Rate, before.Total + 2 * before.Rate].map((amount) => amount.toFixed(2));
  await asked.getByText(`The 2 new nights cost $${added}; the total becomes $${total}.`).waitFor();
  await asked.getByRole("button", { name: "Change departure" }).click();

  const longer = page.getByRole("button", {
    name: `Ada Obi, room A5, ${shortDay(arrival)} to ${shortDay(addDays(arrival, 4))}, reserved`,
  });
  await longer.waitFor();
  const widened = await centre(longer);
  expect(Math.round(widened.box.width / night)).toBe(4);
  const after = await booking(before.Id);
  // The same hour of departure, two nights later, on the branch's clock.
  expect(after.CheckoutDate).toBe(instantAt(addDays(arrival, 4), "11:00", "UTC").toISOString());
});

it("a drag onto a room held those nights is refused: the bar returns and the server says why", async () => {
  const { page, reserve, booking, openRack } = await atTheRack();
  const ada = (await (await reserve("A5", 1, 2)).json()) as Booking;
  expect((await reserve("A6", 2, 2, ["Femi", "Ade"])).status()).toBe(201);
  await openRack();

  const release = await holdMoves(page);
  await dragToRow(page, bar(page, "Ada Obi", "A5"), "A6");

  // Shown in A6 while the server decides, then put back.
  const tried = bar(page, "Ada Obi", "A6");
  await tried.waitFor();
  expect(await onRowOf(page, tried, "A6")).toBe(true);
  release();
  await page.getByText(/Ada Obi was not changed: room A6 is already booked for that stay/).waitFor();
  const back = bar(page, "Ada Obi", "A5");
  await back.waitFor();
  expect(await back.getAttribute("aria-busy")).toBeNull();
  expect(await onRowOf(page, back, "A5")).toBe(true);
  expect((await booking(ada.Id)).SuiteCode).toBe("A5");
});

it("staff take a room out of order from the rack, a reservation for those nights is refused, and the room comes back", async () => {
  const { page, reserve, openRack } = await atTheRack();
  await openRack();
  const from = addDays(today(), 1);
  await roomHead(page, "A6").click();
  await page.getByRole("menuitem", { name: "Take out of order…" }).click();
  const dialog = page.getByRole("dialog", { name: "Take room A6 out of order" });
  expect(await dialog.getByLabel("From").inputValue()).toBe(today());
  await dialog.getByLabel("From").fill(from);
  await dialog.getByLabel("To").fill(addDays(from, 3));
  await dialog.getByLabel("Reason").fill("Leak in the bathroom");
  await dialog.getByRole("button", { name: "Take out of order" }).click();
  await dialog.waitFor({ state: "hidden" });
  const block = page.getByRole("button", {
    name: `Out of order, room A6, ${shortDay(from)} to ${shortDay(addDays(from, 3))}: Leak in the bathroom`,
  });
  await block.waitFor();
  expect(await onRowOf(page, block, "A6")).toBe(true);

  const refused = await reserve("A6", 2, 1);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/^room A6 is /);

  await block.click();
  const confirm = page.getByRole("dialog", { name: "End out-of-order" });
  await confirm.getByRole("button", { name: "End out-of-order" }).click();
  await block.waitFor({ state: "detached" });
  expect((await reserve("A6", 2, 1)).status()).toBe(201);
  await page.reload();
  await bar(page, "Ada Obi", "A6").waitFor();
});

it("a keyboard user moves a stay to another room from its dialog, without dragging", async () => {
  const { page, reserve, booking, openRack } = await atTheRack();
  const ada = (await (await reserve("A5", 1, 2)).json()) as Booking;
  await openRack();

  await bar(page, "Ada Obi", "A5").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Stay of Ada Obi" });
  await dialog.getByText("Reserved", { exact: true }).waitFor();
  await dialog.getByRole("button", { name: "Move to room…" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.type("B1");
  // The rooms offered are those free for the stay, asked of the server: B1 shows once it answers.
  await page.getByRole("option", { name: "B1" }).waitFor();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  expect(await dialog.getByRole("combobox", { name: "Move to room" }).inputValue()).toBe("B1");
  await dialog.getByRole("button", { name: "Move", exact: true }).focus();
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "hidden" });

  const moved = bar(page, "Ada Obi", "B1");
  await moved.waitFor();
  expect(await onRowOf(page, moved, "B1")).toBe(true);
  expect((await booking(ada.Id)).SuiteCode).toBe("B1");
  await page
    .getByRole("alert")
    .filter({ hasText: "Ada Obi moved to B1" })
    .getByRole("button", { name: "Undo" })
    .waitFor();
});

it("staff move a stay from its dialog to a dearer category and keep its rate", async () => {
  const { page, reserve, booking, openRack } = await deskAtTheRack(env, 150);
  const ada = (await (await reserve("A5", 1, 2)).json()) as Booking;
  await openRack();
  await bar(page, "Ada Obi", "A5").click();
  const dialog = page.getByRole("dialog", { name: "Stay of Ada Obi" });
  await dialog.getByRole("button", { name: "Move to room…" }).click();
  await dialog.getByRole("combobox", { name: "Move to room" }).click();
  await page.getByRole("option", { name: "B1" }).click();
  await dialog.getByRole("button", { name: "Move", exact: true }).click();

  const question = page.getByRole("dialog", { name: "Move Ada Obi to B1" });
  await question.getByRole("button", { name: /^Keep \D*120\.00$/ }).click();
  await expect.poll(async () => (await booking(ada.Id)).SuiteCode).toBe("B1");
  expect((await booking(ada.Id)).Rate).toBe(120);
  await dialog.waitFor({ state: "hidden" });
  await bar(page, "Ada Obi", "B1").waitFor();
});

it("staff drag a stay to a dearer category, are asked which rate to keep, and Undo puts it back", async () => {
  const { page, reserve, booking, openRack } = await deskAtTheRack(env, 150);
  const ada = (await (await reserve("A5", 1, 2)).json()) as Booking;
  expect(ada.Rate).toBe(120);
  await openRack();
  await dragToRow(page, bar(page, "Ada Obi", "A5"), "B1");

  const question = page.getByRole("dialog", { name: "Move Ada Obi to B1" });
  await question.getByText(/^Keep \D*120\.00 a night, or take Standard’s \D*150\.00\?$/).waitFor();
  await question.getByRole("button", { name: /^Take \D*150\.00$/ }).click();
  await expect.poll(async () => (await booking(ada.Id)).SuiteCode).toBe("B1");
  expect((await booking(ada.Id)).Rate).toBe(150);

  const notice = page.getByRole("alert").filter({ hasText: "Ada Obi moved to B1" });
  await notice.getByRole("button", { name: "Undo" }).click();
  await page.getByText(/^Ada Obi is back in A5, leaving /).waitFor();
  const back = await booking(ada.Id);
  expect([back.SuiteCode, back.Rate, back.CheckoutDate]).toEqual(["A5", 120, ada.CheckoutDate]);
  expect(await onRowOf(page, bar(page, "Ada Obi", "A5"), "A5")).toBe(true);
});
