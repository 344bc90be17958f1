import { addDays, type Booking, instantAt } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { useConsole } from "./support/console.js";
import { atTheRack, centre, drag, today } from "./support/rack.js";

const env = useConsole();

/** The header's language menu, as a person picks Arabic: the console turns right to left. */
async function speakArabic(page: Page) {
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
}

const rack = (page: Page) => page.getByRole("region", { name: "لوحة الغرف" });

/** A day's header on the rack, by its title: the day written long in Arabic, as the browser writes it. */
async function dayHead(page: Page, day: string) {
  const long = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat("ar", {
        timeZone: "UTC",
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
      }).format(new Date(`${at}T00:00:00Z`)),
    day,
  );
  return (await centre(rack(page).getByTitle(new RegExp(`${long}$`)))).box;
}

/** A stay's bar, by what a screen reader says of it in Arabic. */
const bar = (page: Page, guest: string, room: string) =>
  page.getByRole("button", { name: new RegExp(`^${guest}، الغرفة ${room}،`) });

/**
 * The bar of a stay from `arrival` to `departure` starts at its arrival's header and ends where its
 * departure's header begins: on the right of each, the dates running right to left (2 px margins).
 */
async function expectUnderItsDates(
  page: Page,
  guest: string,
  room: string,
  arrival: string,
  departure: string,
) {
  const { box } = await centre(bar(page, guest, room));
  const first = await dayHead(page, arrival);
  const leaving = await dayHead(page, departure);
  expect(Math.abs(box.x + box.width - (first.x + first.width - 2))).toBeLessThan(1.5);
  expect(Math.abs(box.x - (leaving.x + leaving.width + 2))).toBeLessThan(1.5);
  const head = await centre(page.getByRole("button", { name: new RegExp(`^الغرفة ${room}،`) }));
  expect(box.y > head.box.y && box.y + box.height < head.box.y + head.box.height).toBe(true);
}

/** Waits for the rack to stop moving: a narrower window slides the navigation away first. */
async function settled(page: Page) {
  let last = "";
  for (;;) {
    const now = JSON.stringify([
      await rack(page).boundingBox(),
      await rack(page).locator("[aria-current='date']").boundingBox(),
    ]);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(150);
  }
}

/** Today's column lies under today's header, and on the screen: the first night after the rooms. */
async function expectTodayUnderItsHeader(page: Page, width: number) {
  const head = (await centre(rack(page).locator("[aria-current='date']"))).box;
  const column = (await centre(rack(page).locator(`[data-night='${today()}']`))).box;
  expect(Math.abs(column.x - head.x)).toBeLessThan(1.5);
  expect(Math.abs(column.width - head.width)).toBeLessThan(1.5);
  expect(column.x >= 0 && column.x + column.width <= width).toBe(true);
}

it("in Arabic the rack draws stays and today under their own dates at 1440 and 390 px; drags and arrow keys follow the dates right to left", async () => {
  const { page, reserve, booking } = await atTheRack(env);
  const ada = (await (await reserve("A5", 2, 3)).json()) as Booking;
  expect((await reserve("A6", 8, 1, ["Ahmed", "Al-Mansouri"])).status()).toBe(201);
  await page.setViewportSize({ width: 1440, height: 900 });
  await speakArabic(page);
  await page.goto("/admin/rack");
  await rack(page).waitFor();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await settled(page);
    await expectUnderItsDates(page, "Ada Obi", "A5", addDays(today(), 2), addDays(today(), 5));
    await expectUnderItsDates(page, "Ahmed Al-Mansouri", "A6", addDays(today(), 8), addDays(today(), 9));
    await expectTodayUnderItsHeader(page, width);
    // A night's bar names its guest readably, not "Ahme…"; its whole name is its tooltip.
    const short = bar(page, "Ahmed Al-Mansouri", "A6");
    expect(await short.textContent()).toBe("Ahmed");
    expect(await short.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }

  // Earlier nights lie to the right: their button is on the right, its chevron turned to point there.
  const earlier = page.getByRole("button", { name: "الليالي السابقة" });
  const later = page.getByRole("button", { name: "الليالي التالية" });
  expect((await centre(earlier)).x).toBeGreaterThan((await centre(later)).x);
  const turned = (button: typeof earlier) =>
    button.locator("svg").evaluate((icon) => getComputedStyle(icon).transform);
  expect(await turned(earlier)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  expect(await turned(later)).toBe("matrix(-1, 0, 0, 1, 0, 0)");

  // Its departure end is on its left: dragged a night further left, the stay leaves a day later.
  await page.setViewportSize({ width: 1440, height: 900 });
  await settled(page);
  const { box } = await centre(bar(page, "Ada Obi", "A5"));
  const night = (await dayHead(page, today())).width;
  const y = box.y + box.height / 2;
  await drag(page, { x: box.x + 3, y }, { x: box.x + 3 - night - 4, y });
  // The extension says what its new night costs before it is saved; Enter saves it.
  await page.getByRole("dialog").getByRole("status").waitFor();
  await page.keyboard.press("Enter");
  const checkout = async () => (await booking(ada.Id)).CheckoutDate;
  await expect.poll(checkout).toBe(instantAt(addDays(today(), 6), "11:00", "UTC").toISOString());
  await expectUnderItsDates(page, "Ada Obi", "A5", addDays(today(), 2), addDays(today(), 6));

  // Its body dragged onto A6's row moves it there.
  const from = await centre(bar(page, "Ada Obi", "A5"));
  const row = await centre(page.getByRole("button", { name: /^الغرفة A6،/ }));
  await drag(page, from, { x: from.x, y: row.y });
  const room = async () => (await booking(ada.Id)).SuiteCode;
  await expect.poll(room).toBe("A6");
  await expectUnderItsDates(page, "Ada Obi", "A6", addDays(today(), 2), addDays(today(), 6));

  // From the keyboard: the left arrow is a night later, right to left; up is the room above.
  await bar(page, "Ada Obi", "A6").focus();
  await page.keyboard.press("ArrowLeft");
  await page.getByRole("dialog").getByRole("status").waitFor();
  await page.keyboard.press("Enter");
  await expect.poll(checkout).toBe(instantAt(addDays(today(), 7), "11:00", "UTC").toISOString());
  // A bar whose move is still being answered takes no key: the next one waits until it is drawn.
  await expect.poll(() => bar(page, "Ada Obi", "A6").getAttribute("aria-busy")).toBeNull();
  await page.keyboard.press("ArrowUp");
  await expect.poll(room).toBe("A5");
  await expectUnderItsDates(page, "Ada Obi", "A5", addDays(today(), 2), addDays(today(), 7));
  // The bar keeps the keyboard in its new row.
  await page.waitForFunction(() =>
    document.activeElement?.getAttribute("aria-label")?.startsWith("Ada Obi، الغرفة A5"),
  );
});
