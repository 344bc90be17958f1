import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  ALL_PERMISSIONS,
  allCalls,
  BookingMessage,
  BranchMessage,
  type Call,
  CatalogueMessage,
  calls,
  DomainMessage,
  FolioMessage,
  GuestMergeMessage,
  GuestMessage,
  ImageMessage,
  Permission,
  RateMessage,
  RoleMessage,
  ScanMessage,
  SuiteMessage,
  taxedLine,
  UserMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../src/db/one.js";
import { guests } from "../src/db/schema/index.js";
import { createBranch, createCountry, createRole, createUser, signedInUser } from "./factories.js";
import { inDays } from "./front-desk.js";
import { type Api, type Sent, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";
import { settled } from "./invoice-desk.js";
import { expectRefusal } from "./refusal.js";

let api: Api;
let country: { name: string };

beforeAll(async () => {
  api = await startApi();
  country = await createCountry(api.db, ["Lagos"]);
});
afterAll(() => api.close());

type Headers = Record<string, string>;

/** Every permission of the catalogue except GLOBAL: a hotel's own administrator. */
const LOCAL = ALL_PERMISSIONS.filter((permission) => permission !== Permission.GLOBAL);

/**
 * A hotel company with its administrator (without GLOBAL), a second branch, a role no one holds
 * and a clerk: one row of each kind to aim at.
 */
async function hotel(permissions: readonly string[] = LOCAL) {
  const admin = await signedInUser(api, { permissions });
  const branch = await createBranch(api.db, admin, { state: "Lagos", country: country.name });
  const role = await createRole(api.db, admin, [Permission.MANAGE_BOOKINGS]);
  const clerk = await createUser(api.db, { domain: admin, permissions: [Permission.MANAGE_BOOKINGS] });
  const suitePayload = suiteBody(admin.domainId, branch.id);
  const suite = await created(admin.headers, calls.suites.create, suitePayload);
  const image = await created(admin.headers, calls.images.upload, {
    name: "Lobby",
    image: dataUrl("image/png", png),
  });
  const scan = await created(
    admin.headers,
    calls.scans.upload,
    { image: dataUrl("image/png", png) },
    {
      domainId: admin.domainId,
    },
  );
  // The suite's one room, at the second branch.
  const code = suitePayload.Codes[0] as string;
  // The second branch's BAR.
  const plans = await send(admin.headers, calls.rates.plans, {
    params: { domainId: admin.domainId, branchId: branch.id },
  });
  const plan = plans.json().RatePlans[0] as { Id: string };
  // A tax and an item of the second branch's catalogue.
  const tax = await created(admin.headers, calls.catalogue.createTax, taxBody(admin.domainId, branch.id));
  const item = await created(admin.headers, calls.catalogue.createChargeItem, {
    ...itemBody(admin.domainId, branch.id),
    TaxCodes: ["VAT"],
  });
  return {
    domainId: admin.domainId,
    name: admin.name,
    admin,
    branch,
    role,
    clerk,
    suite,
    image,
    scan,
    code,
    plan,
    tax: tax as { Id: string },
    item: item as { Id: string },
  };
}
type Hotel = Awaited<ReturnType<typeof hotel>>;

/** A hotel with a guest in house in its suite's room: one booking to aim at. */
async function hotelWithGuest(permissions: readonly string[] = LOCAL) {
  const h = await hotel(permissions);
  const booking = await created(
    h.admin.headers,
    calls.bookings.create,
    bookingBody(h.domainId, h.branch.id, h.code),
  );
  // Its guest's profile, into which another was merged: a merge to aim at.
  const guestId = (booking as { ProfileId: string }).ProfileId;
  const merged = one(
    await api.db
      .insert(guests)
      .values({ domainId: h.domainId, firstName: "Ada", lastName: "Obi" })
      .returning({ id: guests.id }),
  );
  const merge = await send(h.admin.headers, calls.guestMerges.merge, {
    params: { domainId: h.domainId, guestId },
    body: { From: [merged.id] },
  });
  expect(merge.statusCode, merge.body).toBe(200);
  const guest = { Id: guestId, MergeId: merge.json().MergeId as string };
  // Its folio, with a payment refunded: a folio and an entry to aim at.
  const bookingFolio = await send(h.admin.headers, calls.folios.bookingFolio, {
    params: { domainId: h.domainId, bookingId: booking.Id },
  });
  const paid = await send(h.admin.headers, calls.folios.payment, {
    params: { domainId: h.domainId, folioId: bookingFolio.json().Id },
    body: { Amount: 10, Method: "cash" },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const folio = { Id: paid.json().Id as string, EntryId: paid.json().Entries[0].Id as string };
  // Given back: the folio balances, so the stay can still check out.
  const refunded = await send(h.admin.headers, calls.folios.refund, {
    params: { domainId: h.domainId, folioId: folio.Id, entryId: folio.EntryId },
    body: { Amount: 10, Reason: "Paid by mistake" },
  });
  expect(refunded.statusCode, refunded.body).toBe(201);
  // A second folio, charged, paid and invoiced (so closed): an invoice to aim at.
  const second = await created(h.admin.headers, calls.folios.open, {
    DomainId: h.domainId,
    BookingId: booking.Id,
    Payer: "Acme Ltd",
  });
  await settled(api, h.admin, second.Id as string, taxedLine(1_000, [], true));
  const invoice = await created(
    h.admin.headers,
    calls.invoices.issueInvoice,
    {},
    { domainId: h.domainId, folioId: second.Id },
  );
  return { ...h, booking: { Id: booking.Id as string }, guest, folio, invoice: { Id: invoice.Id as string } };
}
type GuestedHotel = Awaited<ReturnType<typeof hotelWithGuest>>;

/**
 * Everything a domain's administrator reads of it: its branches, roles, users, suites with their
 * room codes, images with what their links serve, each branch's bookings, and the domain.
 */
async function holdings(admin: { headers: Headers; domainId: string }) {
  const read = async (call: Call, params: Record<string, unknown>) => {
    const response = await api.call(call, { params }, admin.headers);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const all = { domainId: admin.domainId, page: 1, pageSize: 100 };
  const images = await read(calls.images.list, all);
  const branches = await read(calls.branches.list, all);
  return {
    branches,
    roles: await read(calls.roles.list, all),
    guests: await read(calls.guests.list, all),
    users: await read(calls.users.list, all),
    suites: await read(calls.suites.list, all),
    codes: await read(calls.suites.codes, { domainId: admin.domainId }),
    images,
    files: await Promise.all(
      images.images.map(async (image: { link: string }) => {
        const served = await api.inject({ url: new URL(image.link).pathname });
        return { status: served.statusCode, bytes: served.rawPayload.toString("base64") };
      }),
    ),
    // Each branch's bookings, by branch id.
    bookings: Object.fromEntries(
      await Promise.all(
        branches.Branches.map(async ({ Id }: { Id: string }) => [
          Id,
          await read(calls.bookings.list, { ...all, branchId: Id }),
        ]),
      ),
    ),
    // Each branch's catalogue and taxes, by branch id.
    catalogue: Object.fromEntries(
      await Promise.all(
        branches.Branches.map(async ({ Id }: { Id: string }) => [
          Id,
          {
            items: await read(calls.catalogue.chargeItems, { domainId: admin.domainId, branchId: Id }),
            taxes: await read(calls.catalogue.taxes, { domainId: admin.domainId, branchId: Id }),
          },
        ]),
      ),
    ),
    // Without GLOBAL the domain list is the administrator's own domain alone.
    domains: await read(calls.domains.list, { page: 1, size: 100 }),
  };
}

const send = (headers: Headers, call: Call, input: Sent = {}) => api.call(call, input, headers);

/** A call's path with its parameters put in as they are, unencoded: for URLs no client would send. */
const rawPath = (call: Call, params: Record<string, unknown>) =>
  call.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
const firstPage = { page: 1, pageSize: 10 };

const branchBody = (domainId: string) => ({
  Name: "Lekki Annexe",
  Phone: "08012345678",
  Email: "lekki@example.com",
  DomainId: domainId,
  State: "Lagos",
  Country: country.name,
  Address: "4 Admiralty Way",
});
const roleBody = (domainId: string) => ({
  RoleName: "Night auditor",
  DomainId: domainId,
  Permissions: [Permission.MANAGE_BOOKINGS],
});
const userBody = (domainId: string, branchId: string, roleId: string) => ({
  Username: `clerk-${randomUUID().slice(0, 8)}`,
  Email: `clerk-${randomUUID().slice(0, 8)}@example.com`,
  DomainId: domainId,
  BranchId: branchId,
  RoleId: roleId,
});
const userEdit = (userId: string, domainId: string, branchId: string, roleId: string) => ({
  Id: userId,
  Email: `edited-${randomUUID().slice(0, 8)}@example.com`,
  DomainId: domainId,
  BranchId: branchId,
  RoleId: roleId,
  Activated: false,
});
const suiteBody = (domainId: string, branchId: string) => ({
  Codes: [`R${randomUUID().slice(0, 6)}`],
  DomainId: domainId,
  BranchId: branchId,
  Category: "Deluxe",
  Price: 120,
  Views: ["https://cdn.example.com/deluxe.png"],
  Utilities: ["Internet"],
});

/** A stay to ask the offers for: tomorrow's night on any branch's clock. */
const offerStay = { arrival: inDays(1).slice(0, 10), departure: inDays(3).slice(0, 10) };

const bookingBody = (domainId: string, branchId: string, code: string) => ({
  CheckoutDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  FirstName: "Ada",
  LastName: "Obi",
  OtherName: "Ngozi",
  Title: "Mrs",
  Phone: "08012345678",
  Email: "ada@example.com",
  GuestId: "A1234567",
  GuestIdUrl: "https://cdn.example.com/id.png",
  BranchId: branchId,
  SuiteCode: code,
  DomainId: domainId,
  GuestIdType: "Passport",
});

async function created(headers: Headers, call: Call, body: object, params?: Record<string, unknown>) {
  const response = await send(headers, call, { body, params });
  expect(response.statusCode).toBe(201);
  return response.json() as { Id?: string; _id?: string };
}

const guestBody = (domainId: string) => ({
  DomainId: domainId,
  Title: "Mr",
  FirstName: "Mallory",
  LastName: "Intruder",
  Email: "mallory@example.com",
});

const domainEdit = (id: string) => ({
  Id: id,
  DomainName: `Taken Over ${randomUUID().slice(0, 8)}`,
  RCNumber: "RC-666",
  Logo: "https://evil.example.com/logo.png",
  Currency: "EUR",
});

const ratePlanBody = (domainId: string, branchId: string) => ({
  DomainId: domainId,
  BranchId: branchId,
  Code: "NREF",
  Name: "Non-refundable",
});
const itemBody = (domainId: string, branchId: string) => ({
  DomainId: domainId,
  BranchId: branchId,
  Code: "minibar",
  Name: "Minibar",
  Price: 7,
});
const taxBody = (domainId: string, branchId: string) => ({
  DomainId: domainId,
  BranchId: branchId,
  Code: "VAT",
  Name: "Value added tax",
  Percent: 19,
  From: "2020-01-01",
});
const ratesBody = (planId: string, suiteId: string) => ({
  RatePlanId: planId,
  SuiteIds: [suiteId],
  From: "2030-12-01",
  To: "2030-12-25",
  Price: 99,
});

/**
 * Calls of domain B's administrator aimed at domain A: A's domain id in the path or the body, or
 * A's branch, role or user ids inside a body that is otherwise B's own.
 */
type Crossing = [string, Call, (a: GuestedHotel, b: GuestedHotel) => Sent, string];
const crossings: Crossing[] = [
  [
    "list A's branches",
    calls.branches.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "add a branch to A",
    calls.branches.create,
    (a) => ({ body: branchBody(a.domainId) }),
    DomainMessage.notFound,
  ],
  [
    "edit A's branch in A",
    calls.branches.update,
    (a) => ({ body: { ...branchBody(a.domainId), Id: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "edit A's branch as if it were B's",
    calls.branches.update,
    (a, b) => ({ body: { ...branchBody(b.domainId), Id: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "delete A's branch in A",
    calls.branches.delete,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "delete A's branch as if it were B's",
    calls.branches.delete,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "list A's roles",
    calls.roles.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  ["add a role to A", calls.roles.create, (a) => ({ body: roleBody(a.domainId) }), DomainMessage.notFound],
  [
    "edit A's role in A",
    calls.roles.update,
    (a) => ({ body: { ...roleBody(a.domainId), Id: a.role.id } }),
    DomainMessage.notFound,
  ],
  [
    "edit A's role as if it were B's",
    calls.roles.update,
    (a, b) => ({ body: { ...roleBody(b.domainId), Id: a.role.id } }),
    RoleMessage.notFound,
  ],
  [
    "delete A's role in A",
    calls.roles.delete,
    (a) => ({ params: { domainId: a.domainId, roleId: a.role.id } }),
    DomainMessage.notFound,
  ],
  [
    "delete A's role as if it were B's",
    calls.roles.delete,
    (a, b) => ({ params: { domainId: b.domainId, roleId: a.role.id } }),
    RoleMessage.notFound,
  ],
  [
    "list A's users",
    calls.users.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "add a user to A",
    calls.users.create,
    (a) => ({ body: userBody(a.domainId, a.branch.id, a.role.id) }),
    DomainMessage.notFound,
  ],
  [
    "add a user to B with A's role",
    calls.users.create,
    (a, b) => ({ body: userBody(b.domainId, b.branch.id, a.role.id) }),
    RoleMessage.notFound,
  ],
  [
    "add a user to B at A's branch",
    calls.users.create,
    (a, b) => ({ body: userBody(b.domainId, a.branch.id, b.role.id) }),
    BranchMessage.notFound,
  ],
  [
    "edit A's user in A",
    calls.users.update,
    (a) => ({ body: userEdit(a.clerk.userId, a.domainId, a.branch.id, a.role.id) }),
    DomainMessage.notFound,
  ],
  [
    "edit A's user as if it were B's",
    calls.users.update,
    (a, b) => ({ body: userEdit(a.clerk.userId, b.domainId, b.branch.id, b.role.id) }),
    UserMessage.notFound,
  ],
  [
    "give B's user A's role",
    calls.users.update,
    (a, b) => ({ body: userEdit(b.clerk.userId, b.domainId, b.branch.id, a.role.id) }),
    RoleMessage.notFound,
  ],
  [
    "move B's user to A's branch",
    calls.users.update,
    (a, b) => ({ body: userEdit(b.clerk.userId, b.domainId, a.branch.id, b.role.id) }),
    BranchMessage.notFound,
  ],
  [
    "delete A's user in A",
    calls.users.delete,
    (a) => ({ params: { domainId: a.domainId, userId: a.clerk.userId } }),
    DomainMessage.notFound,
  ],
  [
    "delete A's user as if it were B's",
    calls.users.delete,
    (a, b) => ({ params: { domainId: b.domainId, userId: a.clerk.userId } }),
    UserMessage.notFound,
  ],
  [
    "resend A's user's invitation in A",
    calls.users.resendInvitation,
    (a) => ({ params: { domainId: a.domainId, userId: a.clerk.userId } }),
    DomainMessage.notFound,
  ],
  [
    "resend A's user's invitation as if it were B's",
    calls.users.resendInvitation,
    (a, b) => ({ params: { domainId: b.domainId, userId: a.clerk.userId } }),
    UserMessage.notFound,
  ],
  [
    "list A's suites",
    calls.suites.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "list A's room codes",
    calls.suites.codes,
    (a) => ({ params: { domainId: a.domainId } }),
    DomainMessage.notFound,
  ],
  [
    "add a suite to A",
    calls.suites.create,
    (a) => ({ body: suiteBody(a.domainId, a.branch.id) }),
    DomainMessage.notFound,
  ],
  [
    "add a suite to B at A's branch",
    calls.suites.create,
    (a, b) => ({ body: suiteBody(b.domainId, a.branch.id) }),
    BranchMessage.notFound,
  ],
  [
    "edit A's suite in A",
    calls.suites.update,
    (a) => ({ body: { ...suiteBody(a.domainId, a.branch.id), Id: a.suite.Id } }),
    DomainMessage.notFound,
  ],
  [
    "edit A's suite as if it were B's",
    calls.suites.update,
    (a, b) => ({ body: { ...suiteBody(b.domainId, b.branch.id), Id: a.suite.Id } }),
    SuiteMessage.notFound,
  ],
  [
    "move B's suite to A's branch",
    calls.suites.update,
    (a, b) => ({ body: { ...suiteBody(b.domainId, a.branch.id), Id: b.suite.Id } }),
    BranchMessage.notFound,
  ],
  [
    "delete A's suite in A",
    calls.suites.delete,
    (a) => ({ params: { domainId: a.domainId, suiteId: a.suite.Id } }),
    DomainMessage.notFound,
  ],
  [
    "delete A's suite as if it were B's",
    calls.suites.delete,
    (a, b) => ({ params: { domainId: b.domainId, suiteId: a.suite.Id } }),
    SuiteMessage.notFound,
  ],
  [
    "archive A's suite in A",
    calls.suites.archive,
    (a) => ({ params: { domainId: a.domainId, suiteId: a.suite.Id } }),
    DomainMessage.notFound,
  ],
  [
    "archive A's suite as if it were B's",
    calls.suites.archive,
    (a, b) => ({ params: { domainId: b.domainId, suiteId: a.suite.Id } }),
    SuiteMessage.notFound,
  ],
  [
    "restore A's suite in A",
    calls.suites.restore,
    (a) => ({ params: { domainId: a.domainId, suiteId: a.suite.Id } }),
    DomainMessage.notFound,
  ],
  [
    "restore A's suite as if it were B's",
    calls.suites.restore,
    (a, b) => ({ params: { domainId: b.domainId, suiteId: a.suite.Id } }),
    SuiteMessage.notFound,
  ],
  [
    "list A's images",
    calls.images.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "delete A's image in A",
    calls.images.delete,
    (a) => ({ params: { domainId: a.domainId, imageId: a.image._id } }),
    DomainMessage.notFound,
  ],
  [
    "delete A's image as if it were B's",
    calls.images.delete,
    (a, b) => ({ params: { domainId: b.domainId, imageId: a.image._id } }),
    ImageMessage.notFound,
  ],
  [
    "upload a guest ID scan into A",
    calls.scans.upload,
    (a) => ({ params: { domainId: a.domainId }, body: { image: dataUrl("image/png", png) } }),
    DomainMessage.notFound,
  ],
  [
    "read A's guest ID scan in A",
    calls.scans.read,
    (a) => ({ params: { domainId: a.domainId, scanId: a.scan.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's guest ID scan as if it were B's",
    calls.scans.read,
    (a, b) => ({ params: { domainId: b.domainId, scanId: a.scan.Id } }),
    ScanMessage.notFound,
  ],
  [
    "anonymize A's guest in A",
    calls.guestErasure.anonymize,
    (a) => ({ params: { domainId: a.domainId, guestId: a.guest.Id } }),
    DomainMessage.notFound,
  ],
  [
    "anonymize A's guest as if it were B's",
    calls.guestErasure.anonymize,
    (a, b) => ({ params: { domainId: b.domainId, guestId: a.guest.Id } }),
    GuestMessage.notFound,
  ],
  [
    "export A's guest in A",
    calls.guestErasure.export,
    (a) => ({ params: { domainId: a.domainId, guestId: a.guest.Id } }),
    DomainMessage.notFound,
  ],
  [
    "export A's guest as if it were B's",
    calls.guestErasure.export,
    (a, b) => ({ params: { domainId: b.domainId, guestId: a.guest.Id } }),
    GuestMessage.notFound,
  ],
  ["edit domain A", calls.domains.update, (a) => ({ body: domainEdit(a.domainId) }), DomainMessage.notFound],
  [
    "merge guests of A in A",
    calls.guestMerges.merge,
    (a, b) => ({ params: { domainId: a.domainId, guestId: a.guest.Id }, body: { From: [b.guest.Id] } }),
    DomainMessage.notFound,
  ],
  [
    "merge into A's guest as if it were B's",
    calls.guestMerges.merge,
    (a, b) => ({ params: { domainId: b.domainId, guestId: a.guest.Id }, body: { From: [b.guest.Id] } }),
    GuestMessage.notFound,
  ],
  [
    "merge A's guest into B's",
    calls.guestMerges.merge,
    (a, b) => ({ params: { domainId: b.domainId, guestId: b.guest.Id }, body: { From: [a.guest.Id] } }),
    GuestMessage.notFound,
  ],
  [
    "undo A's merge in A",
    calls.guestMerges.undo,
    (a) => ({ params: { domainId: a.domainId, mergeId: a.guest.MergeId } }),
    DomainMessage.notFound,
  ],
  [
    "undo A's merge as if it were B's",
    calls.guestMerges.undo,
    (a, b) => ({ params: { domainId: b.domainId, mergeId: a.guest.MergeId } }),
    GuestMergeMessage.notFound,
  ],
  [
    "list the merges into A's guest in A",
    calls.guestMerges.list,
    (a) => ({ params: { domainId: a.domainId, guestId: a.guest.Id } }),
    DomainMessage.notFound,
  ],
  [
    "list the merges into A's guest as if it were B's",
    calls.guestMerges.list,
    (a, b) => ({ params: { domainId: b.domainId, guestId: a.guest.Id } }),
    GuestMessage.notFound,
  ],
  [
    "list A's duplicate guests",
    calls.guestMerges.duplicates,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "list A's bookings",
    calls.bookings.list,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "list the bookings of A's branch as if it were B's",
    calls.bookings.list,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id, page: 1, pageSize: 10 } }),
    BranchMessage.notFound,
  ],
  [
    "list A's guests",
    calls.guests.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 } }),
    DomainMessage.notFound,
  ],
  [
    "read A's guest in A",
    calls.guests.read,
    (a) => ({ params: { domainId: a.domainId, guestId: a.guest.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's guest as if it were B's",
    calls.guests.read,
    (a, b) => ({ params: { domainId: b.domainId, guestId: a.guest.Id } }),
    GuestMessage.notFound,
  ],
  ["add a guest to A", calls.guests.create, (a) => ({ body: guestBody(a.domainId) }), DomainMessage.notFound],
  [
    "edit A's guest in A",
    calls.guests.update,
    (a) => ({ body: { ...guestBody(a.domainId), Id: a.guest.Id } }),
    DomainMessage.notFound,
  ],
  [
    "edit A's guest as if it were B's",
    calls.guests.update,
    (a, b) => ({ body: { ...guestBody(b.domainId), Id: a.guest.Id } }),
    GuestMessage.notFound,
  ],
  [
    "read A's dashboard",
    calls.dashboard.figures,
    (a) => ({ params: { domainId: a.domainId } }),
    DomainMessage.notFound,
  ],
  [
    "read A's branch on B's dashboard",
    calls.dashboard.figures,
    (a, b) => ({ params: { domainId: b.domainId }, query: { branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "read A's cashier's day",
    calls.cashier.cashierDay,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's branch's cashier's day as if it were B's",
    calls.cashier.cashierDay,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "list A's departures with a balance",
    calls.cashier.unbalanced,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "list A's branch's departures with a balance as if it were B's",
    calls.cashier.unbalanced,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "read A's closed day's report",
    calls.day.report,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id, date: "2026-11-24" } }),
    DomainMessage.notFound,
  ],
  [
    "read A's branch's closed day's report as if it were B's",
    calls.day.report,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id, date: "2026-11-24" } }),
    BranchMessage.notFound,
  ],
  [
    "read A's forecast",
    calls.day.forecast,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's branch's forecast as if it were B's",
    calls.day.forecast,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "listen to A's branch's changes",
    calls.live.events,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "listen to A's branch's changes as if it were B's",
    calls.live.events,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "read A's business day",
    calls.day.status,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's branch's business day as if it were B's",
    calls.day.status,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "close A's day",
    calls.day.close,
    (a) => ({
      params: { domainId: a.domainId, branchId: a.branch.id },
      body: { BusinessDate: "2026-01-01" },
    }),
    DomainMessage.notFound,
  ],
  [
    "close A's branch's day as if it were B's",
    calls.day.close,
    (a, b) => ({
      params: { domainId: b.domainId, branchId: a.branch.id },
      body: { BusinessDate: "2026-01-01" },
    }),
    BranchMessage.notFound,
  ],
  [
    "read A's audit trail",
    calls.audit.list,
    (a) => ({ params: { domainId: a.domainId, page: 1, pageSize: 10 }, query: { entityId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "check a guest in to A",
    calls.bookings.create,
    (a) => ({ body: bookingBody(a.domainId, a.branch.id, a.code) }),
    DomainMessage.notFound,
  ],
  [
    "check a guest in to B at A's branch",
    calls.bookings.create,
    (a, b) => ({ body: bookingBody(b.domainId, a.branch.id, a.code) }),
    BranchMessage.notFound,
  ],
  [
    "edit A's booking in A",
    calls.bookings.update,
    (a) => ({
      body: { ...bookingBody(a.domainId, a.branch.id, a.code), Id: a.booking.Id, FirstName: "Mallory" },
    }),
    DomainMessage.notFound,
  ],
  [
    "edit A's booking as if it were B's",
    calls.bookings.update,
    (a, b) => ({
      body: { ...bookingBody(b.domainId, b.branch.id, b.code), Id: a.booking.Id, FirstName: "Mallory" },
    }),
    BookingMessage.notFound,
  ],
  [
    "move B's booking to A's branch",
    calls.bookings.update,
    (a, b) => ({ body: { ...bookingBody(b.domainId, a.branch.id, a.code), Id: b.booking.Id } }),
    BranchMessage.notFound,
  ],
  [
    "reserve a room of A",
    calls.bookings.reserve,
    (a) => ({ body: { ...bookingBody(a.domainId, a.branch.id, a.code), CheckinDate: inDays(1) } }),
    DomainMessage.notFound,
  ],
  [
    "reserve in B a room of A's branch",
    calls.bookings.reserve,
    (a, b) => ({ body: { ...bookingBody(b.domainId, a.branch.id, a.code), CheckinDate: inDays(1) } }),
    BranchMessage.notFound,
  ],
  [
    "read A's booking in A",
    calls.bookings.get,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's booking as if it were B's",
    calls.bookings.get,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "move A's booking in A",
    calls.bookings.move,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id }, body: { SuiteCode: a.code } }),
    DomainMessage.notFound,
  ],
  [
    "move A's booking as if it were B's",
    calls.bookings.move,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id }, body: { SuiteCode: b.code } }),
    BookingMessage.notFound,
  ],
  [
    "read the rack of A's branch in A",
    calls.rooms.rack,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "read the rack of A's branch as B's",
    calls.rooms.rack,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "read the free rooms of A's branch in A",
    calls.rooms.availability,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id }, query: { checkout: inDays(1) } }),
    DomainMessage.notFound,
  ],
  [
    "read the free rooms of A's branch as B's",
    calls.rooms.availability,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id }, query: { checkout: inDays(1) } }),
    BranchMessage.notFound,
  ],
  [
    "read the offers of A's branch in A",
    calls.offers.offers,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id }, query: offerStay }),
    DomainMessage.notFound,
  ],
  [
    "read the offers of A's branch as B's",
    calls.offers.offers,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id }, query: offerStay }),
    BranchMessage.notFound,
  ],
  [
    "check in A's guest in A",
    calls.bookings.checkIn,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "check in A's guest as if it were B's",
    calls.bookings.checkIn,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "mark A's guest a no-show in A",
    calls.bookings.noShow,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "mark A's guest a no-show as if it were B's",
    calls.bookings.noShow,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "set the housekeeping of A's room in A",
    calls.rooms.housekeeping,
    (a) => ({
      params: { domainId: a.domainId, branchId: a.branch.id, code: a.code },
      body: { Housekeeping: "dirty" },
    }),
    DomainMessage.notFound,
  ],
  [
    "set the housekeeping of A's room as B",
    calls.rooms.housekeeping,
    (a, b) => ({
      params: { domainId: b.domainId, branchId: a.branch.id, code: a.code },
      body: { Housekeeping: "dirty" },
    }),
    BranchMessage.notFound,
  ],
  [
    "block A's room in A",
    calls.rooms.block,
    (a) => ({
      params: { domainId: a.domainId, branchId: a.branch.id, code: a.code },
      body: { From: "2030-01-01", To: "2030-01-02", Reason: "Paint" },
    }),
    DomainMessage.notFound,
  ],
  [
    "block A's room as B",
    calls.rooms.block,
    (a, b) => ({
      params: { domainId: b.domainId, branchId: a.branch.id, code: a.code },
      body: { From: "2030-01-01", To: "2030-01-02", Reason: "Paint" },
    }),
    BranchMessage.notFound,
  ],
  [
    "unblock A's room in A",
    calls.rooms.unblock,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id, code: a.code, blockId: randomUUID() } }),
    DomainMessage.notFound,
  ],
  [
    "unblock A's room as B",
    calls.rooms.unblock,
    (a, b) => ({
      params: { domainId: b.domainId, branchId: a.branch.id, code: a.code, blockId: randomUUID() },
    }),
    BranchMessage.notFound,
  ],
  [
    "check out A's guest in A",
    calls.bookings.checkOut,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "check out A's guest as if it were B's",
    calls.bookings.checkOut,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "cancel A's booking in A",
    calls.bookings.cancel,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "cancel A's booking as if it were B's",
    calls.bookings.cancel,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "list the rate plans of A's branch in A",
    calls.rates.plans,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "list the rate plans of A's branch as B's",
    calls.rates.plans,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "add a rate plan to A's branch in A",
    calls.rates.createPlan,
    (a) => ({ body: ratePlanBody(a.domainId, a.branch.id) }),
    DomainMessage.notFound,
  ],
  [
    "add a rate plan to A's branch as B's",
    calls.rates.createPlan,
    (a, b) => ({ body: ratePlanBody(b.domainId, a.branch.id) }),
    BranchMessage.notFound,
  ],
  [
    "derive a plan of B's from A's plan",
    calls.rates.createPlan,
    (a, b) => ({ body: { ...ratePlanBody(b.domainId, b.branch.id), ParentId: a.plan.Id, Percent: -10 } }),
    RateMessage.notFound,
  ],
  [
    "edit A's rate plan in A",
    calls.rates.updatePlan,
    (a) => ({ body: { ...ratePlanBody(a.domainId, a.branch.id), Id: a.plan.Id, Code: "BAR" } }),
    DomainMessage.notFound,
  ],
  [
    "edit A's rate plan as if it were B's",
    calls.rates.updatePlan,
    (a, b) => ({ body: { ...ratePlanBody(b.domainId, b.branch.id), Id: a.plan.Id, Code: "BAR" } }),
    RateMessage.notFound,
  ],
  [
    "read the rate calendar of A's branch in A",
    calls.rates.calendar,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "read the rate calendar of A's branch as B's",
    calls.rates.calendar,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "set the prices of A's branch in A",
    calls.rates.set,
    (a) => ({
      params: { domainId: a.domainId, branchId: a.branch.id },
      body: ratesBody(a.plan.Id, a.suite.Id as string),
    }),
    DomainMessage.notFound,
  ],
  [
    "set the prices of A's branch as B's",
    calls.rates.set,
    (a, b) => ({
      params: { domainId: b.domainId, branchId: a.branch.id },
      body: ratesBody(a.plan.Id, a.suite.Id as string),
    }),
    BranchMessage.notFound,
  ],
  [
    "set the prices of A's plan at B's branch",
    calls.rates.set,
    (a, b) => ({
      params: { domainId: b.domainId, branchId: b.branch.id },
      body: ratesBody(a.plan.Id, b.suite.Id as string),
    }),
    RateMessage.notFound,
  ],
  [
    "list the catalogue of A's branch in A",
    calls.catalogue.chargeItems,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "list the catalogue of A's branch as B's",
    calls.catalogue.chargeItems,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "add an item to A's branch in A",
    calls.catalogue.createChargeItem,
    (a) => ({ body: itemBody(a.domainId, a.branch.id) }),
    DomainMessage.notFound,
  ],
  [
    "add an item to A's branch as B's",
    calls.catalogue.createChargeItem,
    (a, b) => ({ body: { ...itemBody(b.domainId, a.branch.id), Code: "spa" } }),
    BranchMessage.notFound,
  ],
  [
    "edit A's item in A",
    calls.catalogue.updateChargeItem,
    (a) => ({ body: { DomainId: a.domainId, Id: a.item.Id, Price: 1 } }),
    DomainMessage.notFound,
  ],
  [
    "edit A's item as if it were B's",
    calls.catalogue.updateChargeItem,
    (a, b) => ({ body: { DomainId: b.domainId, Id: a.item.Id, Price: 1 } }),
    CatalogueMessage.itemNotFound,
  ],
  [
    "list the taxes of A's branch in A",
    calls.catalogue.taxes,
    (a) => ({ params: { domainId: a.domainId, branchId: a.branch.id } }),
    DomainMessage.notFound,
  ],
  [
    "list the taxes of A's branch as B's",
    calls.catalogue.taxes,
    (a, b) => ({ params: { domainId: b.domainId, branchId: a.branch.id } }),
    BranchMessage.notFound,
  ],
  [
    "add a tax to A's branch in A",
    calls.catalogue.createTax,
    (a) => ({ body: { ...taxBody(a.domainId, a.branch.id), Code: "CITY" } }),
    DomainMessage.notFound,
  ],
  [
    "add a tax to A's branch as B's",
    calls.catalogue.createTax,
    (a, b) => ({ body: { ...taxBody(b.domainId, a.branch.id), Code: "CITY" } }),
    BranchMessage.notFound,
  ],
  [
    "end A's tax in A",
    calls.catalogue.updateTax,
    (a) => ({ body: { DomainId: a.domainId, Id: a.tax.Id, To: "2030-01-01" } }),
    DomainMessage.notFound,
  ],
  [
    "end A's tax as if it were B's",
    calls.catalogue.updateTax,
    (a, b) => ({ body: { DomainId: b.domainId, Id: a.tax.Id, To: "2030-01-01" } }),
    CatalogueMessage.taxNotFound,
  ],
  [
    "read A's booking folio in A",
    calls.folios.bookingFolio,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's booking folio as if it were B's",
    calls.folios.bookingFolio,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "read A's booking folios in A",
    calls.folios.bookingFolios,
    (a) => ({ params: { domainId: a.domainId, bookingId: a.booking.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's booking folios as if they were B's",
    calls.folios.bookingFolios,
    (a, b) => ({ params: { domainId: b.domainId, bookingId: a.booking.Id } }),
    BookingMessage.notFound,
  ],
  [
    "read A's folio in A",
    calls.folios.get,
    (a) => ({ params: { domainId: a.domainId, folioId: a.folio.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's folio as if it were B's",
    calls.folios.get,
    (a, b) => ({ params: { domainId: b.domainId, folioId: a.folio.Id } }),
    FolioMessage.notFound,
  ],
  [
    "open a folio on A's booking in A",
    calls.folios.open,
    (a) => ({ body: { DomainId: a.domainId, BookingId: a.booking.Id, Payer: "Mallory" } }),
    DomainMessage.notFound,
  ],
  [
    "open a folio on A's booking as if it were B's",
    calls.folios.open,
    (a, b) => ({ body: { DomainId: b.domainId, BookingId: a.booking.Id, Payer: "Mallory" } }),
    BookingMessage.notFound,
  ],
  ...[calls.folios.charge, calls.folios.payment].flatMap((call): Crossing[] => [
    [
      `post to A's folio in A (${call.path})`,
      call,
      (a) => ({
        params: { domainId: a.domainId, folioId: a.folio.Id },
        body: { Item: "room", Amount: 1, Method: "cash" },
      }),
      DomainMessage.notFound,
    ],
    [
      `post to A's folio as if it were B's (${call.path})`,
      call,
      (a, b) => ({
        params: { domainId: b.domainId, folioId: a.folio.Id },
        body: { Item: "room", Amount: 1, Method: "cash" },
      }),
      FolioMessage.notFound,
    ],
  ]),
  ...[calls.folios.allowance, calls.folios.refund].flatMap((call): Crossing[] => [
    [
      `correct A's entry in A (${call.path})`,
      call,
      (a) => ({
        params: { domainId: a.domainId, folioId: a.folio.Id, entryId: a.folio.EntryId },
        body: { Amount: 1, Reason: "Mallory" },
      }),
      DomainMessage.notFound,
    ],
    [
      `correct A's entry in A's folio as if it were B's (${call.path})`,
      call,
      (a, b) => ({
        params: { domainId: b.domainId, folioId: a.folio.Id, entryId: a.folio.EntryId },
        body: { Amount: 1, Reason: "Mallory" },
      }),
      FolioMessage.notFound,
    ],
    [
      `correct A's entry in B's folio (${call.path})`,
      call,
      (a, b) => ({
        params: { domainId: b.domainId, folioId: b.folio.Id, entryId: a.folio.EntryId },
        body: { Amount: 1, Reason: "Mallory" },
      }),
      FolioMessage.entryNotFound,
    ],
  ]),
  [
    "move A's entries in A",
    calls.folios.move,
    (a) => ({
      params: { domainId: a.domainId, folioId: a.folio.Id },
      body: { EntryIds: [a.folio.EntryId], ToFolioId: a.folio.Id },
    }),
    DomainMessage.notFound,
  ],
  [
    "move A's entries to B's folio",
    calls.folios.move,
    (a, b) => ({
      params: { domainId: b.domainId, folioId: a.folio.Id },
      body: { EntryIds: [a.folio.EntryId], ToFolioId: b.folio.Id },
    }),
    FolioMessage.notFound,
  ],
  [
    "move B's entries to A's folio",
    calls.folios.move,
    (a, b) => ({
      params: { domainId: b.domainId, folioId: b.folio.Id },
      body: { EntryIds: [b.folio.EntryId], ToFolioId: a.folio.Id },
    }),
    FolioMessage.notFound,
  ],
];

const moneyCrossings: [string, Call, (a: GuestedHotel, b: GuestedHotel) => Sent, string][] = [
  [
    "preview the invoice of A's folio in A",
    calls.invoices.invoicePreview,
    (a) => ({ params: { domainId: a.domainId, folioId: a.folio.Id } }),
    DomainMessage.notFound,
  ],
  [
    "preview the invoice of A's folio as if it were B's",
    calls.invoices.invoicePreview,
    (a, b) => ({ params: { domainId: b.domainId, folioId: a.folio.Id } }),
    FolioMessage.notFound,
  ],
  [
    "issue the invoice of A's folio in A",
    calls.invoices.issueInvoice,
    (a) => ({ params: { domainId: a.domainId, folioId: a.folio.Id }, body: {} }),
    DomainMessage.notFound,
  ],
  [
    "issue the invoice of A's folio as if it were B's",
    calls.invoices.issueInvoice,
    (a, b) => ({ params: { domainId: b.domainId, folioId: a.folio.Id }, body: {} }),
    FolioMessage.notFound,
  ],
  [
    "read A's invoice in A",
    calls.invoices.invoice,
    (a) => ({ params: { domainId: a.domainId, invoiceId: a.invoice.Id } }),
    DomainMessage.notFound,
  ],
  [
    "read A's invoice as if it were B's",
    calls.invoices.invoice,
    (a, b) => ({ params: { domainId: b.domainId, invoiceId: a.invoice.Id } }),
    FolioMessage.invoiceNotFound,
  ],
  [
    "cancel A's invoice in A",
    calls.invoices.cancelInvoice,
    (a) => ({ params: { domainId: a.domainId, invoiceId: a.invoice.Id } }),
    DomainMessage.notFound,
  ],
  [
    "cancel A's invoice as if it were B's",
    calls.invoices.cancelInvoice,
    (a, b) => ({ params: { domainId: b.domainId, invoiceId: a.invoice.Id } }),
    FolioMessage.invoiceNotFound,
  ],
];
crossings.push(...moneyCrossings);

/** Calls that take GLOBAL: B's administrator is refused them (403) whatever domain they name. */
const globalOnly: [string, Call, (a: GuestedHotel) => Sent][] = [
  ["add a domain", calls.domains.create, () => ({ body: domainEdit("") })],
  ["delete domain A", calls.domains.delete, (a) => ({ params: { id: a.domainId } })],
];

describe("a user of domain B without GLOBAL, holding every other permission", () => {
  let a: GuestedHotel;
  let b: GuestedHotel;
  let before: { a: Awaited<ReturnType<typeof holdings>>; b: Awaited<ReturnType<typeof holdings>> };

  beforeAll(async () => {
    [a, b] = [await hotelWithGuest(), await hotelWithGuest()];
    before = { a: await holdings(a.admin), b: await holdings(b.admin) };
  });

  it.each(crossings)(
    "cannot %s: 404 as if it did not exist, and nothing changes",
    async (_case, call, aim, message) => {
      expectRefusal(await send(b.admin.headers, call, aim(a, b)), 404, message);
      expect(await holdings(a.admin)).toEqual(before.a);
      expect(await holdings(b.admin)).toEqual(before.b);
    },
  );

  it("sees only its own domain in the list of domains", async () => {
    const response = await send(b.admin.headers, calls.domains.list, { params: { page: 1, size: 100 } });
    expect(response.json()).toEqual({
      Count: 1,
      Domains: [{ Id: b.domainId, DomainName: b.name, RCNumber: "", Logo: "/logo.svg", Currency: "USD" }],
    });
  });

  it.each(globalOnly)("cannot %s, which takes GLOBAL: 403, and nothing changes", async (_case, call, aim) => {
    expectRefusal(await send(b.admin.headers, call, aim(a)), 403, AccessMessage.forbidden);
    expect(await holdings(a.admin)).toEqual(before.a);
  });

  it("still manages its own domain with the same calls", async () => {
    const { headers } = b.admin;
    const branch = await send(headers, calls.branches.create, { body: branchBody(b.domainId) });
    expect(branch.statusCode).toBe(201);
    const role = await send(headers, calls.roles.create, { body: roleBody(b.domainId) });
    expect(role.statusCode).toBe(201);
    const user = await send(headers, calls.users.create, {
      body: userBody(b.domainId, branch.json().Id, role.json().Id),
    });
    expect(user.statusCode).toBe(201);
    for (const [call, params] of [
      [calls.users.delete, { domainId: b.domainId, userId: user.json().Id }],
      [calls.roles.delete, { domainId: b.domainId, roleId: role.json().Id }],
      [calls.branches.delete, { domainId: b.domainId, branchId: branch.json().Id }],
    ] as const) {
      expect((await send(headers, call, { params })).statusCode).toBe(204);
    }
    expect(await holdings(b.admin)).toEqual(before.b);
  });
});

describe("ids that name nothing", () => {
  let local: Hotel;
  let overseer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    local = await hotel();
    overseer = await signedInUser(api);
  });

  const malformed = ["not-a-uuid", "../x", randomUUID()];
  // Path parameters are URL-encoded as they are sent; body ids go as given.
  const paths: [string, Call, (id: string, own: string, ownBranch: string) => Sent, string][] = [
    [
      "a previewed folio",
      calls.invoices.invoicePreview,
      (id, own) => ({ params: { domainId: own, folioId: id } }),
      FolioMessage.notFound,
    ],
    [
      "an invoiced folio",
      calls.invoices.issueInvoice,
      (id, own) => ({ params: { domainId: own, folioId: id }, body: {} }),
      FolioMessage.notFound,
    ],
    [
      "a read invoice",
      calls.invoices.invoice,
      (id, own) => ({ params: { domainId: own, invoiceId: id } }),
      FolioMessage.invoiceNotFound,
    ],
    [
      "a cancelled invoice",
      calls.invoices.cancelInvoice,
      (id, own) => ({ params: { domainId: own, invoiceId: id } }),
      FolioMessage.invoiceNotFound,
    ],
    [
      "the branch list's domain",
      calls.branches.list,
      (id) => ({ params: { domainId: id, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "the role list's domain",
      calls.roles.list,
      (id) => ({ params: { domainId: id, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "the user list's domain",
      calls.users.list,
      (id) => ({ params: { domainId: id, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "a new branch's domain",
      calls.branches.create,
      (id) => ({ body: branchBody(id) }),
      DomainMessage.notFound,
    ],
    [
      "an edited role",
      calls.roles.update,
      (id, own) => ({ body: { ...roleBody(own), Id: id } }),
      RoleMessage.notFound,
    ],
    [
      "a deleted branch",
      calls.branches.delete,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "a deleted role",
      calls.roles.delete,
      (id, own) => ({ params: { domainId: own, roleId: id } }),
      RoleMessage.notFound,
    ],
    [
      "a deleted user",
      calls.users.delete,
      (id, own) => ({ params: { domainId: own, userId: id } }),
      UserMessage.notFound,
    ],
    ["an edited domain", calls.domains.update, (id) => ({ body: domainEdit(id) }), DomainMessage.notFound],
    [
      "the suite list's domain",
      calls.suites.list,
      (id) => ({ params: { domainId: id, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "the room codes' domain",
      calls.suites.codes,
      (id) => ({ params: { domainId: id } }),
      DomainMessage.notFound,
    ],
    [
      "a new suite's domain",
      calls.suites.create,
      (id, _own, ownBranch) => ({ body: suiteBody(id, ownBranch) }),
      DomainMessage.notFound,
    ],
    [
      "a new suite's branch",
      calls.suites.create,
      (id, own) => ({ body: suiteBody(own, id) }),
      BranchMessage.notFound,
    ],
    [
      "an edited suite",
      calls.suites.update,
      (id, own, ownBranch) => ({ body: { ...suiteBody(own, ownBranch), Id: id } }),
      SuiteMessage.notFound,
    ],
    [
      "a deleted suite",
      calls.suites.delete,
      (id, own) => ({ params: { domainId: own, suiteId: id } }),
      SuiteMessage.notFound,
    ],
    [
      "the image list's domain",
      calls.images.list,
      (id) => ({ params: { domainId: id, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "a deleted image",
      calls.images.delete,
      (id, own) => ({ params: { domainId: own, imageId: id } }),
      ImageMessage.notFound,
    ],
    [
      "the booking list's domain",
      calls.bookings.list,
      (id, _own, ownBranch) => ({ params: { domainId: id, branchId: ownBranch, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "the booking list's branch",
      calls.bookings.list,
      (id, own) => ({ params: { domainId: own, branchId: id, page: 1, pageSize: 10 } }),
      BranchMessage.notFound,
    ],
    [
      "the free rooms' domain",
      calls.rooms.availability,
      (id, _own, ownBranch) => ({
        params: { domainId: id, branchId: ownBranch },
        query: { checkout: inDays(1) },
      }),
      DomainMessage.notFound,
    ],
    [
      "the free rooms' branch",
      calls.rooms.availability,
      (id, own) => ({ params: { domainId: own, branchId: id }, query: { checkout: inDays(1) } }),
      BranchMessage.notFound,
    ],
    [
      "the rate plans' branch",
      calls.rates.plans,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the rate calendar's branch",
      calls.rates.calendar,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "an edited rate plan",
      calls.rates.updatePlan,
      (id, own, ownBranch) => ({ body: { ...ratePlanBody(own, ownBranch), Id: id } }),
      RateMessage.notFound,
    ],
    [
      "the catalogue's branch",
      calls.catalogue.chargeItems,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "an edited charge item",
      calls.catalogue.updateChargeItem,
      (id, own) => ({ body: { DomainId: own, Id: id, Name: "Spa" } }),
      CatalogueMessage.itemNotFound,
    ],
    [
      "the taxes' branch",
      calls.catalogue.taxes,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "an edited tax",
      calls.catalogue.updateTax,
      (id, own) => ({ body: { DomainId: own, Id: id, Name: "City tax" } }),
      CatalogueMessage.taxNotFound,
    ],
    [
      "the offers' domain",
      calls.offers.offers,
      (id, _own, ownBranch) => ({ params: { domainId: id, branchId: ownBranch }, query: offerStay }),
      DomainMessage.notFound,
    ],
    [
      "the offers' branch",
      calls.offers.offers,
      (id, own) => ({ params: { domainId: own, branchId: id }, query: offerStay }),
      BranchMessage.notFound,
    ],
    [
      "the guest list's domain",
      calls.guests.list,
      (id) => ({ params: { domainId: id, page: 1, pageSize: 10 } }),
      DomainMessage.notFound,
    ],
    [
      "a read guest",
      calls.guests.read,
      (id, own) => ({ params: { domainId: own, guestId: id } }),
      GuestMessage.notFound,
    ],
    [
      "an edited guest",
      calls.guests.update,
      (id, own) => ({ body: { ...guestBody(own), Id: id } }),
      GuestMessage.notFound,
    ],
    [
      "the dashboard's domain",
      calls.dashboard.figures,
      (id) => ({ params: { domainId: id } }),
      DomainMessage.notFound,
    ],
    [
      "the dashboard's branch",
      calls.dashboard.figures,
      (id, own) => ({ params: { domainId: own }, query: { branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the cashier's branch",
      calls.cashier.cashierDay,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the unbalanced departures' branch",
      calls.cashier.unbalanced,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the day report's branch",
      calls.day.report,
      (id, own) => ({ params: { domainId: own, branchId: id, date: "2026-11-24" } }),
      BranchMessage.notFound,
    ],
    [
      "the forecast's branch",
      calls.day.forecast,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the live stream's branch",
      calls.live.events,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the business day's branch",
      calls.day.status,
      (id, own) => ({ params: { domainId: own, branchId: id } }),
      BranchMessage.notFound,
    ],
    [
      "the closed day's branch",
      calls.day.close,
      (id, own) => ({ params: { domainId: own, branchId: id }, body: { BusinessDate: "2026-01-01" } }),
      BranchMessage.notFound,
    ],
    [
      "a new booking's domain",
      calls.bookings.create,
      (id, _own, ownBranch) => ({ body: bookingBody(id, ownBranch, "A5") }),
      DomainMessage.notFound,
    ],
    [
      "a new booking's branch",
      calls.bookings.create,
      (id, own) => ({ body: bookingBody(own, id, "A5") }),
      BranchMessage.notFound,
    ],
    [
      "an edited booking",
      calls.bookings.update,
      (id, own, ownBranch) => ({ body: { ...bookingBody(own, ownBranch, "A5"), Id: id } }),
      BookingMessage.notFound,
    ],
    [
      "a checked-in booking",
      calls.bookings.checkIn,
      (id, own) => ({ params: { domainId: own, bookingId: id } }),
      BookingMessage.notFound,
    ],
    [
      "a no-show booking",
      calls.bookings.noShow,
      (id, own) => ({ params: { domainId: own, bookingId: id } }),
      BookingMessage.notFound,
    ],
    [
      "a checked-out booking",
      calls.bookings.checkOut,
      (id, own) => ({ params: { domainId: own, bookingId: id } }),
      BookingMessage.notFound,
    ],
    [
      "a cancelled booking",
      calls.bookings.cancel,
      (id, own) => ({ params: { domainId: own, bookingId: id } }),
      BookingMessage.notFound,
    ],
  ];
  const cases = paths.flatMap(([what, call, aim, message]) =>
    malformed.map((id) => [what, id, call, aim, message] as const),
  );

  it.each(cases)("answers 404 for %s given as %j, without GLOBAL", async (_what, id, call, aim, message) => {
    const input = aim(id, local.domainId, local.branch.id);
    expectRefusal(await send(local.admin.headers, call, input), 404, message);
  });

  it.each(cases)("answers 404 for %s given as %j, with GLOBAL", async (_what, id, call, aim, message) => {
    const input = aim(id, overseer.domainId, overseer.branchId);
    expectRefusal(await send(overseer.headers, call, input), 404, message);
  });

  it.each(malformed)("answers 404 to a GLOBAL user deleting domain %j", async (id) => {
    const response = await send(overseer.headers, calls.domains.delete, { params: { id } });
    expectRefusal(response, 404, DomainMessage.notFound);
  });

  it.each([
    ["over 100 characters long, in a list", calls.users.list, { ...firstPage, domainId: "a".repeat(101) }],
    ["over 100 characters long, in a delete", calls.domains.delete, { id: "a".repeat(101) }],
    ["a broken %-escape", calls.roles.list, { ...firstPage, domainId: "%E0%A4%A" }],
  ] as const)(
    "answers an id that is %s as one that names nothing, in CONTRACT's shape",
    async (_case, call, params) => {
      const response = await api.inject({
        method: call.method,
        url: rawPath(call, params),
        headers: overseer.headers,
      });
      expectRefusal(response, 404, AccessMessage.notFound);
    },
  );

  it("answers 404, not 500, to a path climbing out with ../", async () => {
    const url = rawPath(calls.branches.list, { ...firstPage, domainId: "../x" });
    const response = await api.inject({ url, headers: local.admin.headers });
    expectRefusal(response, 404, AccessMessage.notFound);
  });
});

describe("a user of domain B with GLOBAL", () => {
  let overseer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    overseer = await signedInUser(api, { permissions: ALL_PERMISSIONS });
  });

  it("reads another domain's branches, roles and users as its own administrator does", async () => {
    const c = await hotel();
    const theirs = await holdings(c.admin);
    for (const list of ["branches", "roles", "users"] as const) {
      const params = { domainId: c.domainId, page: 1, pageSize: 100 };
      const response = await send(overseer.headers, calls[list].list, { params });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(theirs[list]);
    }
  });

  it("adds, edits and deletes another domain's branches, roles, users and suites", async () => {
    const c = await hotel();
    const { headers } = overseer;
    const branch = await send(headers, calls.branches.create, { body: branchBody(c.domainId) });
    expect(branch.statusCode).toBe(201);
    expect(branch.json().DomainId).toBe(c.domainId);
    const branchEdit = {
      ...branchBody(c.domainId),
      Id: c.branch.id,
      Name: "Renamed by head office",
      TimeZone: "Africa/Lagos",
      Code: "HQ-1",
      PricesIncludeTax: false,
      AuditTime: "02:30",
      AutoNoShow: true,
    };
    expect((await send(headers, calls.branches.update, { body: branchEdit })).json()).toEqual({
      ...branchEdit,
      BusinessDate: expect.any(String),
    });

    const roleEdit = { ...roleBody(c.domainId), Id: c.role.id, Permissions: [Permission.MANAGE_SUITES] };
    expect((await send(headers, calls.roles.update, { body: roleEdit })).json()).toEqual(roleEdit);

    const user = await send(headers, calls.users.create, {
      body: userBody(c.domainId, c.branch.id, c.role.id),
    });
    expect(user.statusCode).toBe(201);
    const clerkEdit = userEdit(c.clerk.userId, c.domainId, branch.json().Id, c.role.id);
    const edited = await send(headers, calls.users.update, { body: clerkEdit });
    expect(edited.json()).toMatchObject(clerkEdit);

    const theirs = await holdings(c.admin);
    expect(theirs.branches.Branches).toContainEqual(branch.json());
    expect(theirs.branches.Branches).toContainEqual({ ...branchEdit, BusinessDate: expect.any(String) });
    expect(theirs.roles.Roles).toContainEqual(roleEdit);
    expect(theirs.users.Users).toContainEqual(user.json());
    expect(theirs.users.Users).toContainEqual(edited.json());

    expect(
      (await send(headers, calls.users.delete, { params: { domainId: c.domainId, userId: user.json().Id } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await send(headers, calls.users.delete, { params: { domainId: c.domainId, userId: c.clerk.userId } }))
        .statusCode,
    ).toBe(204);
    const spareRole = await createRole(api.db, c.admin, [Permission.MANAGE_SUITES]);
    expect(
      (await send(headers, calls.roles.delete, { params: { domainId: c.domainId, roleId: spareRole.id } }))
        .statusCode,
    ).toBe(204);
    const suite = { domainId: c.domainId, suiteId: c.suite.Id };
    expect((await send(headers, calls.suites.delete, { params: suite })).statusCode).toBe(204);
    expect(
      (
        await send(headers, calls.branches.delete, {
          params: { domainId: c.domainId, branchId: c.branch.id },
        })
      ).statusCode,
    ).toBe(204);

    const after = await holdings(c.admin);
    expect(after.users.Users.map((row: { Id: string }) => row.Id)).toEqual([c.admin.userId]);
    expect(after.roles.Roles.map((row: { Id: string }) => row.Id)).not.toContain(spareRole.id);
    expect(after.branches.Branches.map((row: { Id: string }) => row.Id)).not.toContain(c.branch.id);
  });

  it("reads another domain's suites, room codes and images as its own administrator does", async () => {
    const c = await hotel();
    const theirs = await holdings(c.admin);
    const read = async (call: Call, params: Sent["params"]) =>
      (await send(overseer.headers, call, { params })).json();
    const all = { domainId: c.domainId, page: 1, pageSize: 100 };
    expect(await read(calls.suites.list, all)).toEqual(theirs.suites);
    expect(await read(calls.suites.codes, { domainId: c.domainId })).toEqual(theirs.codes);
    expect(await read(calls.images.list, all)).toEqual(theirs.images);
  });

  it("adds, edits and deletes another domain's suites, and deletes its images", async () => {
    const c = await hotel();
    const { headers } = overseer;
    const suite = await send(headers, calls.suites.create, { body: suiteBody(c.domainId, c.branch.id) });
    expect(suite.statusCode).toBe(201);
    expect(suite.json().DomainId).toBe(c.domainId);
    const suiteEdit = { ...c.suite, BranchId: c.admin.branchId, Price: 250.75, Category: "Penthouse" };
    const edited = await send(headers, calls.suites.update, { body: suiteEdit });
    expect(edited.json()).toEqual(suiteEdit);
    const image = { domainId: c.domainId, imageId: c.image._id };
    expect((await send(headers, calls.images.delete, { params: image })).statusCode).toBe(204);

    const theirs = await holdings(c.admin);
    expect(theirs.suites).toEqual({ Count: 2, Suites: [suite.json(), suiteEdit] });
    expect(theirs.images).toEqual({ Count: 0, images: [] });
    const link = (c.image as { link: string }).link;
    expectRefusal(await api.inject({ url: new URL(link).pathname }), 404, AccessMessage.notFound);

    const added = { domainId: c.domainId, suiteId: suite.json().Id };
    expect((await send(headers, calls.suites.delete, { params: added })).statusCode).toBe(204);
    expect((await holdings(c.admin)).suites).toEqual({ Count: 1, Suites: [suiteEdit] });
  });

  it("reads another domain's bookings and dashboard as its own administrator does", async () => {
    const c = await hotelWithGuest();
    const theirs = await holdings(c.admin);
    const read = async (call: Call, input: Sent) => (await send(overseer.headers, call, input)).json();
    const list = { params: { domainId: c.domainId, branchId: c.branch.id, page: 1, pageSize: 100 } };
    expect(await read(calls.bookings.list, list)).toEqual(theirs.bookings[c.branch.id]);
    expect(theirs.bookings[c.branch.id].Count).toBe(1);
    const params = { domainId: c.domainId };
    for (const dashboard of [{ params }, { params, query: { branchId: c.branch.id } }]) {
      const own = (await send(c.admin.headers, calls.dashboard.figures, dashboard)).json();
      expect(own).toMatchObject({ Rooms: 1, InHouse: 1, Free: 0 });
      expect(await read(calls.dashboard.figures, dashboard)).toEqual(own);
    }
  });

  it("edits, checks out, cancels and makes another domain's bookings", async () => {
    const c = await hotelWithGuest();
    const { headers } = overseer;
    const edit = { ...bookingBody(c.domainId, c.branch.id, c.code), Id: c.booking.Id, FirstName: "Edited" };
    const edited = await send(headers, calls.bookings.update, { body: edit });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ Id: c.booking.Id, DomainId: c.domainId, FirstName: "Edited" });
    // The hotel's folio holds the payment the folio rows aim at: a credit, left to the guest.
    const checkedOut = await send(headers, calls.bookings.checkOut, {
      params: { domainId: c.domainId, bookingId: c.booking.Id },
      body: { Force: true, Reason: "credit kept for the guest" },
    });
    expect(checkedOut.json()).toMatchObject({ Id: c.booking.Id, FirstName: "Edited", CheckedOut: true });
    expect((await holdings(c.admin)).bookings[c.branch.id]).toEqual({
      Count: 1,
      Bookings: [checkedOut.json()],
    });

    const made = await send(headers, calls.bookings.create, {
      body: bookingBody(c.domainId, c.branch.id, c.code),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ DomainId: c.domainId, BranchId: c.branch.id, SuiteCode: c.code });
    const cancelled = await send(headers, calls.bookings.cancel, {
      params: { domainId: c.domainId, bookingId: made.json().Id },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await holdings(c.admin)).bookings[c.branch.id]).toMatchObject({
      Count: 1,
      Bookings: [{ Id: c.booking.Id, Status: "checked-out" }],
    });
  });

  it("reads, adds and edits another domain's guests as its own administrator does", async () => {
    const c = await hotelWithGuest();
    const { headers } = overseer;
    const read = { params: { domainId: c.domainId, guestId: c.guest.Id } };
    expect((await send(headers, calls.guests.read, read)).json()).toEqual(
      (await send(c.admin.headers, calls.guests.read, read)).json(),
    );
    const added = await send(headers, calls.guests.create, { body: guestBody(c.domainId) });
    expect(added.json()).toMatchObject({ DomainId: c.domainId, FirstName: "Mallory" });
    const edit = { ...guestBody(c.domainId), Id: c.guest.Id, FirstName: "Edited" };
    expect((await send(headers, calls.guests.update, { body: edit })).json()).toMatchObject(edit);
    const theirs = await holdings(c.admin);
    expect(theirs.guests.Guests).toEqual(
      [(await send(c.admin.headers, calls.guests.read, read)).json(), added.json()].map(
        ({ Bookings: _bookings, ...guest }) => guest,
      ),
    );
  });

  it("edits another domain, and sees it in the list of domains", async () => {
    const c = await hotel();
    const edit = domainEdit(c.domainId);
    const response = await send(overseer.headers, calls.domains.update, { body: edit });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(edit);
    expect((await holdings(c.admin)).domains).toEqual({ Count: 1, Domains: [edit] });
  });
});

/**
 * Session calls that name no domain, so have no cross-domain row, each with the reason. A call that
 * names one (`:domainId` or a body's `DomainId`, or a domain's own `:id` or `Id`) needs a row in
 * `crossings` or, if it takes GLOBAL, in `globalOnly`.
 */
const noDomainNamed = new Map<Call, string>([
  [calls.countries.list, "countries are one list for the whole platform"],
  [calls.countries.names, "countries are one list for the whole platform"],
  [calls.countries.find, "countries are one list for the whole platform"],
  [calls.countries.create, "countries are one list for the whole platform"],
  [calls.countries.update, "countries are one list for the whole platform"],
  [calls.utilities.list, "utilities are one list for the whole platform"],
  [calls.utilities.find, "utilities are one list for the whole platform"],
  [calls.utilities.create, "utilities are one list for the whole platform"],
  [calls.utilities.update, "utilities are one list for the whole platform"],
  [calls.suites.category, "reads the caller's own domain, which the token names"],
  [calls.images.upload, "uploads into the caller's own domain, which the token names"],
  [calls.domains.list, "lists the domains the caller may see: 'sees only its own domain' above"],
  [calls.domains.create, "makes a new domain; it takes GLOBAL, refused in globalOnly too"],
  [calls.preferences.find, "reads the caller's own preferences, which the token names"],
  [calls.preferences.update, "changes the caller's own preferences, which the token names"],
]);

const bodyKeys = (call: Call) => Object.keys((call.body as { shape?: object } | undefined)?.shape ?? {});
const namesADomain = (call: Call) =>
  call.path.includes(":domainId") ||
  bodyKeys(call).includes("DomainId") ||
  (call.feature === calls.domains.list.feature &&
    (call.path.includes(":id") || bodyKeys(call).includes("Id")));
const nameOf = new Map<Call, string>(
  Object.entries(calls).flatMap(([feature, group]) =>
    Object.entries(group).map(([name, call]): [Call, string] => [
      call,
      `calls.${feature}.${name} (${call.method} ${call.path})`,
    ]),
  ),
);
const named = (list: Call[]) => list.map((call) => nameOf.get(call));

describe("the cross-domain table", () => {
  const crossed = new Set<Call>([...crossings, ...globalOnly].map(([, call]) => call));
  const sessionCalls = allCalls.filter((call) => call.session);

  it("has a row for every session call that names a domain", () => {
    const missing = sessionCalls.filter((call) => namesADomain(call) && !crossed.has(call));
    expect(named(missing)).toEqual([]);
  });

  it("says why every other session call has none, and exempts no call that names a domain", () => {
    const unexplained = sessionCalls.filter((call) => !namesADomain(call) && !noDomainNamed.has(call));
    expect(named(unexplained)).toEqual([]);
    expect(named([...noDomainNamed.keys()].filter(namesADomain))).toEqual([]);
  });
});
