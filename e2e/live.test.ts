import { calls, liveCalls } from "@concierge/contract";
import type { Page, Request } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { initialsOf } from "../apps/web/src/features/live/initials.js";
import { linkTo } from "../apps/web/src/screens.js";
import { sendCall } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";
import { atTheRack, centre, drag } from "./support/rack.js";

const env = useConsole();

/** The stay's bar, by the words a screen reader says of it. */
const bar = (page: Page, guest: string, room: string) =>
  page.getByRole("button", { name: new RegExp(`^${guest}, room ${room}, `) });

/** The header says the branch's changes arrive: the stream is open. */
const live = (page: Page) => page.getByRole("status").filter({ hasText: "Live changes: on" }).waitFor();

/** A colleague of `admin`'s domain and branch, signed in on a browser of their own. */
async function colleagueOf(admin: { domainId: string; branchId: string; name: string }) {
  const colleague = await createUser(env.site.db, { domain: admin });
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, colleague);
  return page;
}

it("a stay one receptionist drags to another room moves on a colleague's rack within a second, with their initials", async () => {
  const desk = await atTheRack(env);
  const other = await colleagueOf(desk.admin);
  const ada = await (await desk.reserve("A5", 2, 3)).json();
  await desk.openRack();
  await other.getByRole("link", { name: "Rack", exact: true }).click();
  await bar(other, "Ada Obi", "A5").waitFor();
  await live(other);

  const from = await centre(bar(desk.page, "Ada Obi", "A5"));
  const row = await centre(desk.page.getByRole("button", { name: /^Room A6, / }));
  const moved = desk.page.waitForResponse(
    (answer) => answer.url().endsWith(`/${ada.Id}/move`) && answer.request().method() === "POST",
  );
  await drag(desk.page, from, { x: from.x, y: row.y });
  expect((await moved).status()).toBe(200);
  // The one timing: on the other browser, within a second of the move's answer.
  const there = bar(other, "Ada Obi", "A6");
  await there.waitFor({ timeout: 1000 });
  await there.getByText(initialsOf(desk.admin.username), { exact: true }).waitFor();
  expect(await there.getAttribute("aria-label")).toContain(`changed by ${desk.admin.username} just now`);
  // The receptionist who moved it sees no initials of their own.
  await bar(desk.page, "Ada Obi", "A6").waitFor();
  expect(await desk.page.getByText(initialsOf(desk.admin.username), { exact: true }).count()).toBe(0);
});

/** `code`'s room on `page`'s housekeeping screen, in the list of its state. */
const listed = (page: Page, list: "Clean rooms" | "Dirty rooms", code: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: code }).waitFor();

/** Marks a room dirty through the API, as the desk's user. */
async function markDirty(desk: Awaited<ReturnType<typeof atTheRack>>, code: string) {
  const params = { domainId: desk.admin.domainId, branchId: desk.admin.branchId, code };
  const body = { Housekeeping: "dirty" } as const;
  const marked = await sendCall(desk.page.request, calls.rooms.housekeeping, { params, body }, desk.token);
  expect(marked.status()).toBe(200);
}

it("a room marked dirty at the desk shows on a colleague's housekeeping screen without a reload", async () => {
  const desk = await atTheRack(env);
  const other = await colleagueOf(desk.admin);
  await other.getByRole("link", { name: "Housekeeping", exact: true }).click();
  await listed(other, "Clean rooms", "A5");
  await live(other);

  await markDirty(desk, "A5");
  await listed(other, "Dirty rooms", "A5");
});

it("two tabs of one browser share one stream; closing the tab that reads it, the other goes on from the last change", async () => {
  const desk = await atTheRack(env);
  const context = desk.page.context();
  await live(desk.page);
  const opened: Request[] = [];
  const streams = liveCalls.events.path.split("/:")[0] ?? "";
  context.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(streams)) opened.push(request);
  });
  const second = await context.newPage();
  await second.goto(linkTo("housekeeping"));
  await listed(second, "Clean rooms", "A5");
  await live(second);
  expect(opened).toEqual([]);

  await markDirty(desk, "A5");
  await listed(second, "Dirty rooms", "A5");
  await desk.page.close();
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]?.headers()["last-event-id"]).toMatch(/^\d+$/);
  await live(second);
});
