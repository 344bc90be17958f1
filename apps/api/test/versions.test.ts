import {
  type Booking,
  calls,
  ErrorCode,
  type Folio,
  type GuestProfile,
  IDEMPOTENCY_HEADER,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./factories.js";
import { send, stayWithFolio } from "./folio-desk.js";
import { frontDesk, walkIn } from "./front-desk.js";
import { type Api, type Headers, startApi } from "./harness.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;
interface Answer {
  statusCode: number;
  json: () => unknown;
}

const ifMatch = (staff: { headers: Headers }, version: number | string): Headers => ({
  ...staff.headers,
  "if-match": typeof version === "number" ? `"${version}"` : version,
});

/** The 412 of a stale If-Match, naming who changed the record last. */
function expectChanged(response: Answer, actor: string) {
  const body = response.json() as { code: string; message: string; values: { actor: string; at: string } };
  expect({ status: response.statusCode, code: body.code, actor: body.values.actor }).toEqual({
    status: 412,
    code: ErrorCode.changed,
    actor,
  });
  expect(body.message).toMatch(new RegExp(`^Changed by ${actor} \\d+ s ago: reload or overwrite$`));
  expect(Date.parse(body.values.at)).not.toBeNaN();
}

async function walkedIn(staff: Staff): Promise<Booking> {
  const made = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

const getBooking = (staff: Staff, bookingId: string) =>
  api.call(calls.bookings.get, { params: { domainId: staff.domainId, bookingId } }, staff.headers);

const edit = (staff: Staff, booking: Booking, FirstName: string, headers: Headers = staff.headers) =>
  api.call(
    calls.bookings.update,
    { body: { ...walkIn(staff), Id: booking.Id, CheckoutDate: booking.CheckoutDate, FirstName } },
    headers,
  );

describe("a booking's Version", () => {
  it("is answered with its ETag, and goes up with each write sent with the current If-Match", async () => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    const read = await getBooking(staff, booking.Id);
    expect({ version: read.json().Version, etag: read.headers.etag }).toEqual({ version: 1, etag: '"1"' });
    const edited = await edit(staff, booking, "Bola", ifMatch(staff, 1));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ FirstName: "Bola", Version: 2 });
    // Quotes are optional, and `*` matches any version.
    expect((await edit(staff, booking, "Chidi", ifMatch(staff, "2"))).json().Version).toBe(3);
    expect((await edit(staff, booking, "Dayo", ifMatch(staff, "*"))).json().Version).toBe(4);
  });

  it("refuses an edit sent with a stale If-Match with 412 naming who changed it, and changes nothing", async () => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    expect((await edit(staff, booking, "Bola")).statusCode).toBe(200);
    expectChanged(await edit(staff, booking, "Chidi", ifMatch(staff, booking.Version)), staff.username);
    const moved = await api.call(
      calls.bookings.move,
      { params: { domainId: staff.domainId, bookingId: booking.Id }, body: { SuiteCode: "A6" } },
      ifMatch(staff, booking.Version),
    );
    expectChanged(moved, staff.username);
    expect((await getBooking(staff, booking.Id)).json()).toMatchObject({
      FirstName: "Bola",
      SuiteCode: "A5",
      Version: 2,
    });
  });

  it("is moved with the current If-Match, and a check-out with a stale one is refused", async () => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    const params = { domainId: staff.domainId, bookingId: booking.Id };
    const moved = await api.call(
      calls.bookings.move,
      { params, body: { SuiteCode: "A6" } },
      ifMatch(staff, 1),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ SuiteCode: "A6", Version: 2 });
    expectChanged(await api.call(calls.bookings.checkOut, { params }, ifMatch(staff, 1)), staff.username);
    expect((await getBooking(staff, booking.Id)).json()).toMatchObject({ Status: "in-house", Version: 2 });
  });

  it("without If-Match, lets the last write win as before", async () => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    expect((await edit(staff, booking, "Bola")).statusCode).toBe(200);
    const last = await edit(staff, booking, "Chidi");
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ FirstName: "Chidi", Version: 3 });
  });

  it("lets exactly one of two edits sent at once with the same If-Match through", async () => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    const answers = await Promise.all(
      ["Bola", "Chidi"].map((name) => edit(staff, booking, name, ifMatch(staff, 1))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const won = answers.find((answer) => answer.statusCode === 200)?.json() as Booking;
    expect((await getBooking(staff, booking.Id)).json()).toMatchObject({
      FirstName: won.FirstName,
      Version: 2,
    });
  });

  it.each([
    "",
    "garbage",
    '"',
    'W/"1"',
    "-1",
    "1.5",
    "0x1",
    '"1',
    ", ,",
    "9".repeat(4000), // a huge number
    "\u00e9t\u00e9",
    Buffer.from("\u00ff\u00fe", "latin1").toString("latin1"),
  ])("answers If-Match %# (garbage, huge, unicode) with 412 or success, never a 500", async (value) => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    const answer = await edit(staff, booking, "Bola", ifMatch(staff, value));
    expect([200, 412]).toContain(answer.statusCode);
    if (answer.statusCode === 412) {
      expect((await getBooking(staff, booking.Id)).json()).toMatchObject({ FirstName: "Ada", Version: 1 });
    }
  });

  it("takes one of a list of versions", async () => {
    const staff = await frontDesk(api);
    const booking = await walkedIn(staff);
    expect((await edit(staff, booking, "Bola", ifMatch(staff, '"7", "1"'))).statusCode).toBe(200);
  });
});

describe("a guest profile's Version", () => {
  it("is answered with its ETag; a stale If-Match is refused, the current one and none go through", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_GUESTS] });
    const body = {
      DomainId: staff.domainId,
      Title: "Mr",
      FirstName: "Chidi",
      LastName: "Eze",
      Email: "chidi@example.com",
    };
    const made = await api.call(calls.guests.create, { body }, staff.headers);
    expect(made.statusCode, made.body).toBe(201);
    const guest = made.json() as GuestProfile;
    const read = await api.call(
      calls.guests.read,
      { params: { domainId: staff.domainId, guestId: guest.Id } },
      staff.headers,
    );
    expect({ version: read.json().Version, etag: read.headers.etag }).toEqual({ version: 1, etag: '"1"' });
    const update = (Notes: string, headers: Headers) =>
      api.call(calls.guests.update, { body: { ...body, Id: guest.Id, Notes } }, headers);
    const first = await update("high floor", ifMatch(staff, 1));
    expect(first.json()).toMatchObject({ Notes: "high floor", Version: 2 });
    expectChanged(await update("low floor", ifMatch(staff, 1)), staff.username);
    const last = await update("quiet room", staff.headers);
    expect(last.json()).toMatchObject({ Notes: "quiet room", Version: 3 });
  });
});

describe("a room's Version", () => {
  it("names the housekeeper who cleaned it to a desk that sends the version it read before", async () => {
    const desk = await frontDesk(api);
    const housekeeper = await signedInUser(api, { domain: desk, permissions: [Permission.HOUSEKEEPING] });
    const rack = await api.call(
      calls.rooms.rack,
      { params: { domainId: desk.domainId, branchId: desk.branchId } },
      desk.headers,
    );
    const room = rack.json().Rooms.find((one: { Code: string }) => one.Code === "A5");
    const params = { domainId: desk.domainId, branchId: desk.branchId, code: "a5" };
    const mark = (Housekeeping: string, headers: Headers) =>
      api.call(calls.rooms.housekeeping, { params, body: { Housekeeping } }, headers);
    const cleaned = await mark("inspected", ifMatch(housekeeper, room.Version));
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    expect(cleaned.json()).toMatchObject({ Housekeeping: "inspected", Version: room.Version + 1 });
    expectChanged(await mark("dirty", ifMatch(desk, room.Version)), housekeeper.username);
    const after = await api.call(
      calls.rooms.rack,
      { params: { domainId: desk.domainId, branchId: desk.branchId } },
      desk.headers,
    );
    expect(after.json().Rooms.find((one: { Code: string }) => one.Code === "A5")).toMatchObject({
      Housekeeping: "inspected",
    });
  });
});

describe("a folio's Version", () => {
  it("is answered with its ETag; a posting with a stale If-Match is refused, and its key's replay still answers", async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.MANAGE_FOLIOS],
    });
    const { folio } = await stayWithFolio(api, staff);
    const params = { domainId: staff.domainId, folioId: folio.Id };
    const read = async () => api.call(calls.folios.get, { params }, staff.headers);
    const pay = (version: number, key: string) =>
      api.call(
        calls.folios.payment,
        { params, body: { Amount: 50, Method: "cash" } },
        { ...ifMatch(staff, version), [IDEMPOTENCY_HEADER]: key },
      );
    expect((await read()).headers.etag).toBe(`"${folio.Version}"`);
    const paid = await pay(folio.Version, "versions-pay-1");
    expect(paid.statusCode, paid.body).toBe(201);
    const after = paid.json() as Folio;
    expect(after.Version).toBeGreaterThan(folio.Version);
    // The same key again answers the first answer, whatever the version is now.
    const replayed = await pay(folio.Version, "versions-pay-1");
    expect({ status: replayed.statusCode, answer: replayed.json() }).toEqual({ status: 201, answer: after });
    const colleague = await send(api, staff, calls.folios.payment, folio.Id, {
      body: { Amount: 20, Method: "card" },
    });
    expect(colleague.statusCode).toBe(201);
    expectChanged(await pay(after.Version, "versions-pay-2"), staff.username);
    expect((await read()).json().Balance).toBe((colleague.json() as Folio).Balance);
  });
});
