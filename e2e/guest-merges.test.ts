import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { guests } from "../apps/api/src/db/schema/index.js";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";

const env = useConsole();

it("the desk merges two profiles of one guest found by their email, then undoes it", async () => {
  const admin = await createUser(env.site.db);
  // Two profiles of one guest, as an import left them: the same email in another case.
  const [ana, anna] = await env.site.db
    .insert(guests)
    .values([
      { domainId: admin.domainId, firstName: "Ana", lastName: "Ruiz", email: "ana@example.com" },
      {
        domainId: admin.domainId,
        firstName: "Anna",
        lastName: "Ruiz",
        email: "ANA@example.com",
        phone: "+34600111222",
      },
    ])
    .returning({ id: guests.id });
  const mergedInto = async (id: string | undefined) =>
    (
      await env.site.db
        .select({ to: guests.mergedInto })
        .from(guests)
        .where(eq(guests.id, id ?? ""))
    )[0]?.to;

  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Duplicate guests" }).click();
  await page.waitForURL("**/admin/guest-duplicates");

  // Side by side, each with what tells them apart.
  const group = page.getByRole("region", { name: "Same email" });
  await group.getByRole("radio", { name: "Anna Ruiz" }).waitFor();
  expect(await group.getByRole("radio").count()).toBe(2);
  await group.getByText("+34600111222").waitFor();

  // The groups as a file too, for a clean-up away from the desk.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const lines = (await readFile(await file.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines.slice(1).map((line) => line.split(",").slice(0, 2))).toEqual([
    ["1", "email"],
    ["1", "email"],
  ]);

  await group.getByRole("radio", { name: "Anna Ruiz" }).check();
  await group.getByRole("button", { name: "Merge" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge guest profiles" });
  await dialog.getByText(/^Merge 1 profile into Anna Ruiz\?/).waitFor();
  await dialog.getByRole("button", { name: "Merge" }).click();

  await page.getByText("1 profile merged into Anna Ruiz").waitFor();
  await page.getByText("No likely duplicates").waitFor();
  expect(await mergedInto(ana?.id)).toBe(anna?.id);

  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByText("Merge into Anna Ruiz undone").waitFor();
  await page.getByRole("region", { name: "Same email" }).waitFor();
  expect(await mergedInto(ana?.id)).toBeNull();
});
