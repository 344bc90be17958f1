import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";
import { atTheRack } from "./support/rack.js";

const env = useConsole();

/** Ada Obi's booking open in the edit dialog on `page`'s bookings list. */
async function editAda(page: Page) {
  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await page.getByRole("button", { name: "Edit Ada Obi" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit booking" });
  await dialog.getByLabel("Notes").waitFor();
  return dialog;
}

/** Two receptionists of one branch, on browsers of their own, both editing Ada Obi's reservation. */
async function bothEditing() {
  const desk = await atTheRack(env);
  const ada = await (await desk.reserve("A5", 1, 2)).json();
  const colleague = await createUser(env.site.db, { domain: desk.admin });
  const other = await openPage(env.browser, env.site.base);
  await signInAtHome(other, colleague);
  const first = await editAda(desk.page);
  const second = await editAda(other);
  return { desk, ada, other, first, second };
}

/** Saves the open edit with `notes`. */
async function saveNotes(dialog: ReturnType<Page["getByRole"]>, notes: string) {
  await dialog.getByLabel("Notes").fill(notes);
  await dialog.getByRole("button", { name: "update booking" }).click();
}

const changedBy = (username: string) =>
  new RegExp(`^Changed by ${username.replace(/\./g, "\\.")} \\d+ s ago: reload or overwrite$`);

it("the second receptionist to save an edit is told who changed it first, and Reload shows their notes", async () => {
  const { desk, other, first, second } = await bothEditing();
  await saveNotes(first, "Late arrival");
  await first.waitFor({ state: "hidden" });
  // The open form hears of it from the branch's stream.
  await second.getByText(`${desk.admin.username} changed this booking just now`).waitFor();

  await saveNotes(second, "Allergic to feathers");
  const question = other.getByRole("dialog", { name: "Changed meanwhile" });
  await question.getByText(changedBy(desk.admin.username)).waitFor();
  // The safe choice has the focus.
  expect(await other.evaluate(() => document.activeElement?.textContent)).toBe("Reload");
  await question.getByRole("button", { name: "Reload" }).click();
  await question.waitFor({ state: "hidden" });
  expect(await second.getByLabel("Notes").inputValue()).toBe("Late arrival");
  expect(await second.getByText(/changed this booking just now/).count()).toBe(0);
});

it("Esc leaves the question with the form as typed, and Overwrite saves the second receptionist's notes over the first's", async () => {
  const { desk, ada, other, first, second } = await bothEditing();
  await saveNotes(first, "Late arrival");
  await first.waitFor({ state: "hidden" });

  await saveNotes(second, "Allergic to feathers");
  const question = other.getByRole("dialog", { name: "Changed meanwhile" });
  await question.waitFor();
  await other.keyboard.press("Escape");
  await question.waitFor({ state: "hidden" });
  expect(await second.getByLabel("Notes").inputValue()).toBe("Allergic to feathers");

  await second.getByRole("button", { name: "update booking" }).click();
  await question.getByRole("button", { name: "Overwrite" }).click();
  await second.waitFor({ state: "hidden" });
  expect((await desk.booking(ada.Id)).Notes).toBe("Allergic to feathers");
});
