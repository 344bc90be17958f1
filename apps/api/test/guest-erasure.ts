import { type Booking, calls, Permission } from "@concierge/contract";
import { expect } from "vitest";
import { signedInUser } from "./factories.js";
import { addSuite, inDays, walkIn } from "./front-desk.js";
import type { Api } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";

/** Staff who may do everything with guests and bookings, with rooms A5 and A6. */
export async function guestDesk(api: Api, permissions: readonly string[] = ALL_GUEST_WORK) {
  const staff = await signedInUser(api, { permissions });
  await addSuite(api, staff, staff.branchId, ["A5", "A6"]);
  return staff;
}
export type Desk = Awaited<ReturnType<typeof guestDesk>>;

export const ALL_GUEST_WORK = [
  Permission.MANAGE_BOOKINGS,
  Permission.MANAGE_SUITES,
  Permission.MANAGE_GUESTS,
  Permission.ERASE_GUESTS,
  Permission.VIEW_AUDIT,
];

/** A guest ID scan uploaded by the desk; answers its id and address. */
export async function uploadScan(api: Api, desk: Desk) {
  const response = await api.call(
    calls.scans.upload,
    { params: { domainId: desk.domainId }, body: { image: dataUrl("image/png", png) } },
    desk.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { Id: string; URL: string };
}

/** A walk-in of the desk's, checked in at once. */
export async function walkedIn(api: Api, desk: Desk, change: object = {}) {
  const response = await api.call(calls.bookings.create, { body: walkIn(desk, change) }, desk.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

/** A reservation of the desk's, in room A6 in three days. */
export async function reserved(api: Api, desk: Desk, change: object = {}) {
  const body = { ...walkIn(desk, { SuiteCode: "A6" }), CheckinDate: inDays(3), CheckoutDate: inDays(4) };
  const response = await api.call(calls.bookings.reserve, { body: { ...body, ...change } }, desk.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

export const checkOut = async (api: Api, desk: Desk, booking: Booking) => {
  const params = { domainId: desk.domainId, bookingId: booking.Id };
  const response = await api.call(calls.bookings.checkOut, { params }, desk.headers);
  expect(response.statusCode, response.body).toBe(200);
};

export const anonymize = (api: Api, desk: Pick<Desk, "domainId" | "headers">, guestId: string) =>
  api.call(calls.guestErasure.anonymize, { params: { domainId: desk.domainId, guestId } }, desk.headers);

export const exportOf = (api: Api, desk: Pick<Desk, "domainId" | "headers">, guestId: string) =>
  api.call(calls.guestErasure.export, { params: { domainId: desk.domainId, guestId } }, desk.headers);
