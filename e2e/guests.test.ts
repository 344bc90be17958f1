import { readFile } from "node:fs/promises";
import { addDays, calls, dayIn, GUEST_SEARCH_MAX } from "@concierge/contract";
import { expect, it } from "vitest";
import { guests } from "../apps/api/src/db/schema/index.js";
import { linkTo } from "../apps/web/src/screens.js";
import { sendCall } from "./support/calls.js";
import { useConsole } from "./support/console.js";
import { deskWithGuests } from "./support/guests.js";

const env = useConsole();

it("the desk finds a returning guest by part of her name, notes her preferences, and books her again from the type-ahead", async () => {
  const { admin, page, token } = await deskWithGuests(env.site, env.browser, [
    { first: "Anabel", last: "Ruiz", email: "anabel@example.com" },
    { first: "Omar", last: "Haddad", email: "omar@example.com" },
  ]);

  // The list finds her by a part of her first name, and her alone.
  await page.getByRole("link", { name: "Guests", exact: true }).click();
  await page.getByRole("heading", { name: "Guests", exact: true }).waitFor();
  await page.getByRole("textbox", { name: "Search name, email, phone or ID" }).fill("nabe");
  const found = page.getByRole("row").filter({ hasText: "Anabel Ruiz" });
  await found.waitFor();
  await page.getByRole("row").filter({ hasText: "Omar" }).waitFor({ state: "detached" });

  // Her profile: one stay so far; the desk notes a preference and tags her.
  await found.getByRole("link", { name: "Anabel Ruiz" }).click();
  await page.getByRole("heading", { name: "Anabel Ruiz" }).waitFor();
  await page.getByLabel("Notes").fill("Prefers a high floor");
  await page.getByLabel("Tag", { exact: true }).fill("VIP");
  await page.getByLabel("Tag", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Save notes" }).click();
  await page.getByText("Notes on Anabel Ruiz saved").waitFor();
  await page.reload();
  await expect.poll(() => page.getByLabel("Notes").inputValue()).toBe("Prefers a high floor");
  await page.getByText("VIP", { exact: true }).first().waitFor();
  const profileUrl = page.url();

  // A reservation for her, found by the type-ahead and picked with the keyboard.
  await page.goto(linkTo("bookingAdd"));
  const finder = page.getByRole("textbox", { name: "Find a guest" });
  await finder.fill("Anab");
  await page.getByRole("option", { name: /^Anabel Ruiz · 1 stay · last / }).waitFor();
  await finder.press("ArrowDown");
  await finder.press("Enter");
  await page.getByText(/^Booked for the profile of Anabel Ruiz/).waitFor();
  expect(await page.getByLabel("First name").inputValue()).toBe("Anabel");
  expect(await page.getByLabel("Last name").inputValue()).toBe("Ruiz");
  // A new email of hers keeps the booking on her profile (the server alone would make another).
  await page.getByLabel("Email").fill("anabel@work.example.com");

  const arrival = addDays(dayIn(new Date(), "UTC"), 5);
  await page.getByRole("radio", { name: "Reservation" }).check();
  await page.getByLabel("Arrival date").fill(arrival);
  await page.getByLabel("Arrival time").fill("14:00");
  await page.getByLabel("Checkout date").fill(addDays(arrival, 2));
  await page.getByLabel("Checkout time").fill("11:00");
  await page.getByRole("combobox", { name: "Suite category" }).click();
  await page.getByRole("option", { name: "Deluxe" }).click();
  await page.getByRole("combobox", { name: "Suite code" }).click();
  await page.getByRole("option", { name: "R01" }).click();
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  await page.getByText("Anabel Ruiz reserved in R01").waitFor();

  // The booking went to her profile, and its details lead back to it, where the stay now shows.
  const listed = await sendCall(
    page.request,
    calls.bookings.list,
    { params: { domainId: admin.domainId, branchId: admin.branchId, page: 1, pageSize: 10 }, query: {} },
    token,
  );
  const bookings: { Id: string; FirstName: string; Status: string; ProfileId: string }[] = (
    await listed.json()
  ).Bookings;
  const hers = bookings.filter((booking) => booking.FirstName === "Anabel");
  expect(hers).toHaveLength(2);
  expect(new Set(hers.map((booking) => booking.ProfileId)).size).toBe(1);
  expect(profileUrl).toMatch(new RegExp(`/admin/guests/${hers[0]?.ProfileId}$`));

  await page
    .getByRole("row")
    .filter({ hasText: "Reserved" })
    .getByRole("button", { name: /^Details/ })
    .click();
  await page
    .getByRole("dialog", { name: "Booking", exact: true })
    .getByRole("link", { name: "Guest profile" })
    .click();
  await page.getByRole("heading", { name: "Anabel Ruiz" }).waitFor();
  const stays = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect.poll(() => stays.count()).toBe(2);
  await stays.filter({ hasText: "R01" }).filter({ hasText: "Reserved" }).waitFor();

  // The palette finds her profile too.
  await page.keyboard.press("Control+K");
  await page.getByRole("textbox", { name: "Go to a screen, or find a guest, user or room" }).fill("ruiz");
  await page.getByRole("button", { name: /Anabel Ruiz.*2 stays/ }).click();
  await page.waitForURL((url) => url.href === profileUrl);

  // And so does her stay on the rack.
  const inHouse = hers.find((booking) => booking.Status === "in-house");
  await page.goto(linkTo("rack", { stay: inHouse?.Id ?? "" }));
  await page.getByRole("dialog").getByRole("link", { name: "Guest profile" }).click();
  await page.waitForURL((url) => url.href === profileUrl);
  await expect.poll(() => page.getByRole("group", { name: "Stays" }).textContent()).toBe("Stays2");
});

it("a manager exports what is held about a guest, and anonymizes them once their stay has ended", async () => {
  const { admin, page, token } = await deskWithGuests(env.site, env.browser, [
    { first: "Omar", last: "Haddad", email: "omar@example.com" },
  ]);
  await page.getByRole("link", { name: "Guests", exact: true }).click();
  await page.getByRole("link", { name: "Omar Haddad" }).click();
  await page.getByRole("heading", { name: "Omar Haddad" }).waitFor();

  // The export is a file of everything held, his stay among it.
  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export data" }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^guest-.+\.json$/);
  expect(await readFile((await file.path()) as string, "utf8")).toContain("omar@example.com");

  // While he is in house the erasure is refused in words, and nothing changes.
  const erase = async () => {
    await page.getByRole("button", { name: "Anonymize", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Anonymize this guest" });
    await dialog.getByLabel("To confirm, type the guest's last name: Haddad").fill("haddad");
    await dialog.getByRole("button", { name: "Anonymize for good" }).click();
    return dialog;
  };
  const refused = await erase();
  await refused.getByText(/this guest has a reservation or is in house/).waitFor();
  await refused.getByRole("button", { name: "Cancel" }).click();

  // Once he has left, his name goes from the profile, and the booking keeps no trace of it.
  const listed = await sendCall(
    page.request,
    calls.bookings.list,
    { params: { domainId: admin.domainId, branchId: admin.branchId, page: 1, pageSize: 10 }, query: {} },
    token,
  );
  const [stay] = (await listed.json()).Bookings as { Id: string }[];
  const left = await sendCall(
    page.request,
    calls.bookings.checkOut,
    { params: { domainId: admin.domainId, bookingId: stay?.Id ?? "" } },
    token,
  );
  expect(left.status()).toBe(200);
  await erase();
  await page.getByText("Guest anonymized").waitFor();
  await page.getByRole("heading", { name: /Anonymised/ }).waitFor();
  await page.getByText("Omar").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Anonymize", exact: true }).waitFor({ state: "detached" });
});

it("a search that finds more profiles than the server counts says so with a plus", async () => {
  const { admin, page } = await deskWithGuests(env.site, env.browser, [{ first: "Ana", last: "Ruiz" }]);
  const many = Array.from({ length: GUEST_SEARCH_MAX + 5 }, (_, n) => ({
    domainId: admin.domainId,
    firstName: `Guest${n}`,
    lastName: "Manyfold",
  }));
  await env.site.db.insert(guests).values(many);
  await page.getByRole("link", { name: "Guests", exact: true }).click();
  await page.getByRole("textbox", { name: "Search name, email, phone or ID" }).fill("manyfold");
  await page.getByText(`1–10 of ${GUEST_SEARCH_MAX.toLocaleString("en")}+`, { exact: true }).waitFor();
});
