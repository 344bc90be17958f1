import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createRole, createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const logs: string[] = [];
const env = useConsole(logs);

/** The console holds a deletion this long for Undo before it sends it. */
const UNDO_MS = 5000;

/**
 * A page whose clock the test moves: the five seconds of Undo pass at once instead of being waited
 * for. Time still flows on its own; installed before the console loads, so its timers are the fake ones.
 */
async function pageWithClock() {
  const page = await openPage(env.browser, env.site.base);
  await page.clock.install();
  return page;
}

/**
 * The Undo window and a second more go by on the page's clock; then a second of real time, for a
 * call a timer would have sent to reach the server, as the second after the window did when it was waited out.
 */
async function outlastUndo(page: Page) {
  await page.clock.fastForward(UNDO_MS + 1000);
  await page.waitForTimeout(1000);
}

/** How many `method` requests whose URL holds `part` the server received, read from its request log. */
function requestsTo(method: string, part: string) {
  const entries: { msg?: string; req?: { method: string; url: string } }[] = logs.map((line) =>
    JSON.parse(line),
  );
  return entries.filter(
    ({ msg, req }) => msg === "request completed" && req?.method === method && req.url.includes(part),
  ).length;
}

const deletesOf = (id: string) => requestsTo("DELETE", id);

/** A manager signed in on the roles list, with a role named `roleName` given to nobody. */
async function managerAtRoles(roleName: string) {
  const manager = await createUser(env.site.db);
  const role = await createRole(env.site.db, manager, [], roleName);
  const page = await pageWithClock();
  const token = await tokenOf(page.request, manager);
  await signInAtHome(page, manager);
  await page.getByRole("link", { name: "Roles" }).click();
  await page.getByRole("cell", { name: roleName }).waitFor();
  const rolesNow = async () => {
    const answer = await sendCall(
      page.context().request,
      calls.roles.list,
      { params: { domainId: manager.domainId, page: 1, pageSize: 100 } },
      token,
    );
    const { Roles }: { Roles: { RoleName: string }[] } = await answer.json();
    return Roles.map((held) => held.RoleName);
  };
  return { page, roleId: role.id, rolesNow };
}

/** Deletes the row named `name` through its dialog; returns the notice that offers Undo. */
async function confirmDelete(page: Page, name: string, dialogTitle: string) {
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await dialog.waitFor({ state: "hidden" });
  const notice = page.getByRole("alert").filter({ hasText: `${name} deleted` });
  await notice.getByRole("button", { name: "Undo" }).waitFor();
  return notice;
}

it("a manager deletes a role and undoes it: the role is still there after a reload and no DELETE was sent", async () => {
  const { page, roleId, rolesNow } = await managerAtRoles("Night porter");
  const row = page.getByRole("row").filter({ hasText: "Night porter" });
  const notice = await confirmDelete(page, "Night porter", "Delete role");
  await row.waitFor({ state: "detached" });

  // Undo is a button reached from the keyboard.
  await notice.getByRole("button", { name: "Undo" }).focus();
  await page.keyboard.press("Enter");
  await row.waitFor();
  await notice.waitFor({ state: "detached" });

  await outlastUndo(page);
  expect(deletesOf(roleId)).toBe(0);
  await page.reload();
  await row.waitFor();
  expect(await rolesNow()).toContain("Night porter");
});

it("a manager deletes a role and lets it go: after five seconds the API no longer has it", async () => {
  const { page, roleId, rolesNow } = await managerAtRoles("Bell captain");
  const notice = await confirmDelete(page, "Bell captain", "Delete role");
  await page.getByRole("row").filter({ hasText: "Bell captain" }).waitFor({ state: "detached" });
  expect(await rolesNow()).toContain("Bell captain");
  expect(deletesOf(roleId)).toBe(0);

  // Another screen and back: the call is still held, its notice still there.
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByRole("link", { name: "Roles" }).click();
  await page.getByRole("table").waitFor();
  expect(await page.getByRole("row").filter({ hasText: "Bell captain" }).count()).toBe(0);
  await notice.getByRole("button", { name: "Undo" }).waitFor();

  await page.clock.fastForward(UNDO_MS);
  await notice.waitFor({ state: "detached" });
  await expect.poll(rolesNow).not.toContain("Bell captain");
  expect(deletesOf(roleId)).toBe(1);
  await page.reload();
  await page.getByRole("table").waitFor();
  expect(await page.getByRole("row").filter({ hasText: "Bell captain" }).count()).toBe(0);
});

it("a manager deletes a role and closes the tab before the five seconds are out: the role is deleted, once", async () => {
  const { page, roleId, rolesNow } = await managerAtRoles("Concierge desk");
  await confirmDelete(page, "Concierge desk", "Delete role");
  expect(deletesOf(roleId)).toBe(0);
  await page.close();

  await expect.poll(rolesNow).not.toContain("Concierge desk");
  await new Promise((resolve) => setTimeout(resolve, UNDO_MS + 1000));
  expect(deletesOf(roleId)).toBe(1);
});

it("a manager whose access token is about to end deletes a role and closes the tab: the session is renewed first, the role deleted once", async () => {
  const { page, roleId, rolesNow } = await managerAtRoles("Porter");
  const renewals = requestsTo("POST", calls.auth.refresh.path);
  // The browser's clock a minute short of the token's fifteen: a call sent on leaving could not renew it.
  await page.clock.setFixedTime(Date.now() + 14 * 60_000);
  await confirmDelete(page, "Porter", "Delete role");
  await expect.poll(() => requestsTo("POST", calls.auth.refresh.path)).toBe(renewals + 1);
  await page.close();

  await expect.poll(rolesNow).not.toContain("Porter");
  expect(deletesOf(roleId)).toBe(1);
});

it("a manager deletes a role and reloads the page before the five seconds are out: the role is deleted, once", async () => {
  const { page, roleId, rolesNow } = await managerAtRoles("Valet");
  await confirmDelete(page, "Valet", "Delete role");
  await page.reload();

  await expect.poll(rolesNow).not.toContain("Valet");
  await page.getByRole("table").waitFor();
  expect(await page.getByRole("row").filter({ hasText: "Valet" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Undo" }).count()).toBe(0);
  await outlastUndo(page);
  expect(deletesOf(roleId)).toBe(1);
});

it("a manager deletes a role and signs out before the five seconds are out: the role is deleted, once", async () => {
  const { page, roleId, rolesNow } = await managerAtRoles("Doorman");
  await confirmDelete(page, "Doorman", "Delete role");
  const confirmed = Date.now();
  // From the keyboard: the notice lies over the Logout button.
  await page.getByRole("button", { name: "Logout" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/login");

  // Signing out waited for the held call, sent before its five seconds were out.
  expect(Date.now() - confirmed).toBeLessThan(UNDO_MS);
  expect(await rolesNow()).not.toContain("Doorman");
  await outlastUndo(page);
  expect(deletesOf(roleId)).toBe(1);
});

it("a manager deletes a branch that still has users: after five seconds it comes back with the server's reason", async () => {
  const manager = await createUser(env.site.db);
  const page = await pageWithClock();
  await signInAtHome(page, manager);
  await page.getByRole("link", { name: "Branches" }).click();
  const row = page.getByRole("row").filter({ hasText: "Head office" });
  await row.waitFor();
  await confirmDelete(page, "Head office", "Delete branch");
  await row.waitFor({ state: "detached" });

  await page.clock.fastForward(UNDO_MS);
  await page
    .getByRole("alert")
    .filter({ hasText: /this branch still holds .*user/i })
    .waitFor();
  await row.waitFor();
  expect(deletesOf(manager.branchId)).toBe(1);
});

/** A receptionist signed in at home, with Ngozi Eze in house in room B7 for two nights. */
async function receptionistWithGuest() {
  const admin = await createUser(env.site.db);
  const page = await pageWithClock();
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["B7"]);
  const walkIn = await sendCall(
    page.request,
    calls.bookings.create,
    {
      body: stayOf(
        admin,
        { first: "Ngozi", last: "Eze" },
        "B7",
        new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
      ),
    },
    token,
  );
  expect(walkIn.status()).toBe(201);
  const { Id: bookingId }: { Id: string } = await walkIn.json();
  await signInAtHome(page, admin);
  const statusNow = async () => {
    const params = { domainId: admin.domainId, bookingId };
    const booking = await sendCall(page.request, calls.bookings.get, { params }, token);
    const { Status }: { Status: string } = await booking.json();
    return Status;
  };
  return { page, bookingId, statusNow };
}

it("a receptionist cancels a booking and undoes it: the guest stays in house", async () => {
  const { page, bookingId, statusNow } = await receptionistWithGuest();
  await page.getByRole("link", { name: "Bookings" }).click();
  const row = page.getByRole("row").filter({ hasText: "Ngozi" });
  await row.getByText("In house").waitFor();

  await row.getByRole("button", { name: "Cancel booking Ngozi Eze in B7" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel booking" });
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await row.waitFor({ state: "detached" });
  const notice = page.getByRole("alert").filter({ hasText: "Booking of Ngozi Eze in B7 cancelled" });
  await notice.getByRole("button", { name: "Undo" }).click();
  await row.getByText("In house").waitFor();

  await outlastUndo(page);
  expect(deletesOf(bookingId)).toBe(0);
  expect(await statusNow()).toBe("in-house");
});

it("a receptionist cancels a stay from the rack: its bar goes at once, the booking is cancelled five seconds later", async () => {
  const { page, bookingId, statusNow } = await receptionistWithGuest();
  await page.getByRole("link", { name: "Rack", exact: true }).click();
  const bar = page.getByRole("button", { name: /^Ngozi Eze, room B7, / });
  await bar.click();
  await page
    .getByRole("dialog", { name: "Stay of Ngozi Eze" })
    .getByRole("button", { name: "Cancel booking" })
    .click();
  await page
    .getByRole("dialog", { name: "Cancel booking" })
    .getByRole("button", { name: "Cancel booking" })
    .click();
  await bar.waitFor({ state: "detached" });
  expect(await statusNow()).toBe("in-house");

  const notice = page.getByRole("alert").filter({ hasText: "Booking of Ngozi Eze in B7 cancelled" });
  await page.clock.fastForward(UNDO_MS);
  await notice.waitFor({ state: "detached" });
  await expect.poll(statusNow).toBe("cancelled");
  expect(await bar.count()).toBe(0);
  expect(deletesOf(bookingId)).toBe(1);
});
