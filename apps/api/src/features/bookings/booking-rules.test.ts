import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  ADDITIONAL_GUESTS_MAX,
  AuthMessage,
  type Booking,
  BookingMessage,
  BranchMessage,
  calls,
  DomainMessage,
  PagingMessage,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { DAY, frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Headers = Record<string, string>;
type Staff = Awaited<ReturnType<typeof frontDesk>>;

const post = (headers: Headers, body: unknown) => api.call(calls.bookings.create, { body }, headers);
const put = (headers: Headers, body: unknown) => api.call(calls.bookings.update, { body }, headers);
const list = (
  headers: Headers,
  domainId: string,
  branchId: string,
  page: unknown = 1,
  pageSize: unknown = 100,
  query: Record<string, unknown> = {},
) => api.call(calls.bookings.list, { params: { domainId, branchId, page, pageSize }, query }, headers);
const checkout = (headers: Headers, domainId: string, bookingId: string) =>
  api.call(calls.bookings.checkOut, { params: { domainId, bookingId } }, headers);
const cancel = (headers: Headers, domainId: string, bookingId: string) =>
  api.call(calls.bookings.cancel, { params: { domainId, bookingId } }, headers);

type Field = keyof ReturnType<typeof walkIn>;

async function booked(staff: Staff, change: object = {}) {
  const response = await post(staff.headers, { ...walkIn(staff), ...change });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

async function bookingsOf(staff: Staff) {
  const response = await list(staff.headers, staff.domainId, staff.branchId);
  expect(response.statusCode).toBe(200);
  return response.json() as { Count: number; Bookings: Booking[] };
}

// The texts SPEC section 5 and CONTRACT spell out, written here as they read there.
const PHONE_LENGTH_TEXT = "phone must be exactly 11 characters";
const EMAIL_TEXT = "email must be a valid email";
const URL_TEXT = "guestIdURL must be a valid url";

/** Each required field, in SPEC order, with the text its absence gets. */
const required: [Field, string][] = [
  ["CheckoutDate", "CheckoutDate is required"],
  ["FirstName", "firstName is required"],
  ["LastName", "lastName is required"],
  ["OtherName", "otherName is required"],
  ["Title", "Title is required"],
  ["Phone", "phone is required"],
  ["Email", "email is required"],
  ["GuestId", "guestId is required"],
  ["GuestIdUrl", "guestIdURL is required"],
  ["BranchId", "branchId is required"],
  ["SuiteCode", "code is required"],
  ["DomainId", "domainId is required"],
  ["GuestIdType", "guestIdType is required"],
];
const fieldCases = required.flatMap(([field, message]) =>
  [
    ["missing", undefined],
    ["blank", "   "],
    ["a number", 5],
    ["null", null],
  ].map(([how, value]) => [field, how, value, message] as const),
);

/**
 * Fields an edit's body may leave out: the registration fields (required of a booking past its
 * check-in, after the body's own rules) and one of phone or email.
 */
const registration = new Set<Field>(["OtherName", "GuestId", "GuestIdUrl", "GuestIdType"]);
const reachable = new Set<Field>(["Phone", "Email"]);

/** What a body missing `missing` is answered: SPEC's first for a walk-in; an edit's own order. */
function firstMissing(method: "POST" | "PUT", missing: readonly Field[]) {
  const text = (field: Field) => required.find(([f]) => f === field)?.[1] ?? "";
  if (method === "POST") return text(missing[0] as Field);
  const ruled = missing.find((field) => !registration.has(field) && !reachable.has(field));
  if (ruled) return text(ruled);
  if (missing.includes("Phone") && missing.includes("Email")) return BookingMessage.phoneOrEmail;
  return text(missing.find((field) => registration.has(field)) as Field);
}

const names = (count: number) =>
  Array.from({ length: count }, (_, i) => `Guest ${"abcdefghijklmnopqrstuvwxyz"[i]}`);

/** Bodies that break one rule of SPEC section 5 or CONTRACT, with the text each gets. */
const broken: [string, Partial<Record<Field, unknown>>, string][] = [
  ["a CheckoutDate that is only a date", { CheckoutDate: "2030-01-01" }, BookingMessage.checkoutDateFormat],
  ["a CheckoutDate in words", { CheckoutDate: "next Friday" }, BookingMessage.checkoutDateFormat],
  [
    "a CheckoutDate on 30 February",
    { CheckoutDate: "2030-02-30T10:00:00Z" },
    BookingMessage.checkoutDateFormat,
  ],
  [
    "a CheckoutDate with a space for T",
    { CheckoutDate: "2030-01-01 10:00:00Z" },
    BookingMessage.checkoutDateFormat,
  ],
  [
    "a CheckoutDate without a zone",
    { CheckoutDate: "2030-01-01T10:00:00" },
    BookingMessage.checkoutDateFormat,
  ],
  ["a Title not among the options", { Title: "Dr" }, BookingMessage.titleOption],
  ["a Title in another letter case", { Title: "mr" }, BookingMessage.titleOption],
  ["a guestIdType not among the options", { GuestIdType: "Voter card" }, BookingMessage.guestIdTypeOption],
  ["a guestIdType in another letter case", { GuestIdType: "passport" }, BookingMessage.guestIdTypeOption],
  ["a phone of 10 characters", { Phone: "0801234567" }, PHONE_LENGTH_TEXT],
  ["a phone of 12 characters", { Phone: "080123456789" }, PHONE_LENGTH_TEXT],
  ["a phone of 10 characters padded to 12", { Phone: " 0801234567 " }, PHONE_LENGTH_TEXT],
  [
    "an international phone of 7 digits",
    { Phone: "+971 5012" },
    "phone must be + then 8 to 15 digits, spaces and hyphens allowed between them",
  ],
  ["an email without @", { Email: "ada.example.com" }, EMAIL_TEXT],
  ["an email without a domain", { Email: "ada@" }, EMAIL_TEXT],
  ["an email whose domain has no dot", { Email: "ada@example" }, EMAIL_TEXT],
  ["an email with a space", { Email: "ada obi@example.com" }, EMAIL_TEXT],
  ["a guestIdURL of plain words", { GuestIdUrl: "my passport" }, URL_TEXT],
  ["an ftp guestIdURL", { GuestIdUrl: "ftp://cdn.example.com/id.png" }, URL_TEXT],
  ["a javascript: guestIdURL", { GuestIdUrl: "javascript:alert(1)" }, URL_TEXT],
  ["a guestIdURL without a host", { GuestIdUrl: "https://" }, URL_TEXT],
  [
    "a firstName over 100 characters",
    { FirstName: "f".repeat(101) },
    "firstName must be at most 100 characters",
  ],
  [
    "a lastName over 100 characters",
    { LastName: "l".repeat(101) },
    "lastName must be at most 100 characters",
  ],
  [
    "an otherName over 100 characters",
    { OtherName: "o".repeat(101) },
    "otherName must be at most 100 characters",
  ],
  ["a phone over 100 characters", { Phone: "0".repeat(101) }, "phone must be at most 100 characters"],
  [
    "an email over 100 characters",
    { Email: `${"a".repeat(89)}@example.com` },
    "email must be at most 100 characters",
  ],
  ["a guestId over 100 characters", { GuestId: "g".repeat(101) }, "guestId must be at most 100 characters"],
  ["a code over 100 characters", { SuiteCode: "A".repeat(101) }, "code must be at most 100 characters"],
  [
    "a guestIdURL over 2000 characters",
    { GuestIdUrl: `https://cdn.example.com/${"x".repeat(2000)}` },
    "guestIdURL must be at most 2000 characters",
  ],
  [
    "an additional guest with digits",
    { AdditionalGuests: ["Chidi Obi", "Guest 2"] },
    BookingMessage.guestName,
  ],
  ["an additional guest with symbols", { AdditionalGuests: ["Ada & Chidi"] }, BookingMessage.guestName],
  ["an additional guest with an underscore", { AdditionalGuests: ["Ada_Obi"] }, BookingMessage.guestName],
  ["an additional guest with markup", { AdditionalGuests: ["<b>Ada</b>"] }, BookingMessage.guestName],
  ["a blank additional guest", { AdditionalGuests: ["  "] }, BookingMessage.guestName],
  ["additional guests that are no list", { AdditionalGuests: "Chidi Obi" }, BookingMessage.guestName],
  ["an additional guest that is no text", { AdditionalGuests: [5] }, BookingMessage.guestName],
  [
    "an additional guest of 101 letters",
    { AdditionalGuests: ["a".repeat(101)] },
    "additional guest names must be at most 100 characters",
  ],
  [
    `${ADDITIONAL_GUESTS_MAX + 1} additional guests`,
    { AdditionalGuests: names(21) },
    BookingMessage.guestsMax,
  ],
  // Two broken rules: the one SPEC lists first is reported.
  ["a short phone and a bad email", { Phone: "0801", Email: "ada" }, PHONE_LENGTH_TEXT],
  ["a bad Title and a bad guestIdType", { Title: "Dr", GuestIdType: "Visa" }, BookingMessage.titleOption],
];

/**
 * POST and PUT take the same fields. Refusals share one front desk whose one booking (A6) is the
 * target of every PUT: after each refused write its list is exactly what it was.
 */
describe.each([
  ["POST", post],
  ["PUT", put],
] as const)("%s /bookings refuses a body that breaks a rule", (method, send) => {
  let desk: Staff;
  let stay: Booking;
  let before: Awaited<ReturnType<typeof bookingsOf>>;

  beforeAll(async () => {
    desk = await frontDesk(api);
    stay = await booked(desk, { SuiteCode: "A6" });
    before = await bookingsOf(desk);
  });

  const body = (change: Partial<Record<Field | "Id", unknown>>, drop: readonly string[] = []) => {
    const full: Record<string, unknown> = { ...walkIn(desk), ...(method === "PUT" ? { Id: stay.Id } : {}) };
    for (const [key, value] of Object.entries(change)) full[key] = value;
    return Object.fromEntries(Object.entries(full).filter(([key]) => !drop.includes(key)));
  };
  const expectRefused = async (payload: unknown, status: number, message: string) => {
    expectRefusal(await send(desk.headers, payload), status, message);
    expect(await bookingsOf(desk)).toEqual(before);
  };

  it("answers an empty body with the first rule SPEC lists: 'CheckoutDate is required'", async () => {
    await expectRefused({}, 400, "CheckoutDate is required");
  });

  it.each(required.map(([field], i) => [field, required.slice(i).map(([f]) => f)] as const))(
    "answers a body missing %s and every later field with the first text its rules give",
    async (_field, missing) => {
      await expectRefused(body({}, missing), 400, firstMissing(method, missing));
    },
  );

  // An edit, as a reservation, may leave out phone or email (one is enough): tested below.
  const cases = fieldCases.filter(
    ([field, how]) => method === "POST" || !(reachable.has(field) && (how === "missing" || how === "blank")),
  );
  it.each(cases)("answers %s %s with 400 and its text", async (field, _how, value, message) => {
    const payload = value === undefined ? body({}, [field]) : body({ [field]: value });
    await expectRefused(payload, 400, message);
  });

  it.each(broken)("answers %s with 400 and its text", async (_case, change, message) => {
    await expectRefused(body(change), 400, message);
  });

  it.each([
    ["a branch id that is no uuid", { BranchId: "not-a-uuid" }, BranchMessage.notFound],
    ["a branch that does not exist", { BranchId: randomUUID() }, BranchMessage.notFound],
    ["a domain id that is no uuid", { DomainId: "not-a-uuid" }, DomainMessage.notFound],
  ])("answers %s with 404", async (_case, change, message) => {
    await expectRefused(body(change), 404, message);
  });

  if (method === "PUT") {
    it.each([
      ["missing", undefined],
      ["blank", " "],
      ["a number", 5],
    ])("answers an Id that is %s with 400 'Id is required'", async (_how, Id) => {
      await expectRefused(Id === undefined ? body({}, ["Id"]) : body({ Id }), 400, BookingMessage.id);
    });

    it.each([
      ["a booking that does not exist", () => randomUUID()],
      ["an Id that is no uuid", () => "12"],
      ["an Id that is a path", () => "../x"],
    ])("answers %s with 404 'booking not found'", async (_case, id) => {
      await expectRefused(body({ Id: id() }), 404, BookingMessage.notFound);
    });
  }
});

describe("POST and PUT /bookings take what the rules allow", () => {
  it("stores a phone of exactly 11 characters and an email, trimmed", async () => {
    const staff = await frontDesk(api);
    const stay = await booked(staff, { Phone: " 08012345678 ", Email: " ada@example.com " });
    expect([stay.Phone, stay.Email]).toEqual(["08012345678", "ada@example.com"]);
    expect((await bookingsOf(staff)).Bookings).toEqual([stay]);
  });

  it("stores an international phone whole, as typed", async () => {
    const staff = await frontDesk(api);
    expect((await booked(staff, { Phone: "+971 50 123 4567" })).Phone).toBe("+971 50 123 4567");
  });

  it("stores a CheckoutDate given with an offset as the same moment in UTC", async () => {
    const staff = await frontDesk(api);
    const at = new Date(Date.now() + 2 * DAY);
    at.setUTCMilliseconds(0);
    const local = `${new Date(at.getTime() + 3_600_000).toISOString().slice(0, 19)}+01:00`;
    expect((await booked(staff, { CheckoutDate: local })).CheckoutDate).toBe(at.toISOString());
  });

  it("takes text fields of exactly 100 characters and a guestIdURL that is a path on this server", async () => {
    const staff = await frontDesk(api);
    const long = { FirstName: "f".repeat(100), LastName: "l".repeat(100), GuestId: "g".repeat(100) };
    const stay = await booked(staff, { ...long, GuestIdUrl: "/images/abc/passport.png" });
    expect(stay).toMatchObject({ ...long, GuestIdUrl: "/images/abc/passport.png" });
  });

  it("takes every Title and guestIdType SPEC offers, trimmed", async () => {
    const staff = await frontDesk(api);
    const stay = await booked(staff);
    for (const [Title, GuestIdType] of [
      ["Mr", "drivers licence"],
      ["Mrs", "Passport"],
      ["Miss", "National ID card"],
    ]) {
      const response = await put(staff.headers, {
        ...walkIn(staff),
        Id: stay.Id,
        Title: ` ${Title} `,
        GuestIdType: ` ${GuestIdType} `,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ Title, GuestIdType });
    }
  });

  it(`takes guest names of letters, hyphens, spaces and accents, trimmed, ${ADDITIONAL_GUESTS_MAX} of them`, async () => {
    const staff = await frontDesk(api);
    const accented = ["  Mary-Jane Obi ", "José Ñúñez", "Zoë Ångström-Lévy", "Łukasz Żółć", "Adéyẹmí Ṣadé"];
    const guests = [...accented, ...names(ADDITIONAL_GUESTS_MAX - accented.length)];
    const stay = await booked(staff, { AdditionalGuests: guests });
    expect(stay.AdditionalGuests).toEqual(guests.map((name) => name.trim()));
    expect((await bookingsOf(staff)).Bookings).toEqual([stay]);
  });

  it("takes guest names whose accents are combining marks (Yoruba tone marks, decomposed é)", async () => {
    const staff = await frontDesk(api);
    const guests = ["Mọ́nísọ́lá Adéyẹmí", "Jose\u0301 Obi"];
    const response = await post(staff.headers, { ...walkIn(staff), AdditionalGuests: guests });
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({
      status: 201,
      body: { AdditionalGuests: guests },
    });
  });
});

describe("ids in the paths of /bookings", () => {
  let desk: Staff;
  let stay: Booking;
  let before: Awaited<ReturnType<typeof bookingsOf>>;

  beforeAll(async () => {
    desk = await frontDesk(api);
    stay = await booked(desk);
    before = await bookingsOf(desk);
  });

  it.each([
    [
      "the list's domain is no uuid",
      () => list(desk.headers, "not-a-uuid", desk.branchId),
      DomainMessage.notFound,
    ],
    [
      "the list's branch is no uuid",
      () => list(desk.headers, desk.domainId, "not-a-uuid"),
      BranchMessage.notFound,
    ],
    [
      "the list's branch does not exist",
      () => list(desk.headers, desk.domainId, randomUUID()),
      BranchMessage.notFound,
    ],
    [
      "a checkout's booking is no uuid",
      () => checkout(desk.headers, desk.domainId, "not-a-uuid"),
      BookingMessage.notFound,
    ],
    [
      "a checkout's booking does not exist",
      () => checkout(desk.headers, desk.domainId, randomUUID()),
      BookingMessage.notFound,
    ],
    [
      "a checkout's domain is no uuid",
      () => checkout(desk.headers, "not-a-uuid", stay.Id),
      DomainMessage.notFound,
    ],
    [
      "a cancelled booking is no uuid",
      () => cancel(desk.headers, desk.domainId, "not-a-uuid"),
      BookingMessage.notFound,
    ],
    [
      "a cancelled booking does not exist",
      () => cancel(desk.headers, desk.domainId, randomUUID()),
      BookingMessage.notFound,
    ],
    [
      "a cancellation's domain is no uuid",
      () => cancel(desk.headers, "not-a-uuid", stay.Id),
      DomainMessage.notFound,
    ],
  ])("answers 404 when %s, and nothing changes", async (_case, call, message) => {
    expectRefusal(await call(), 404, message);
    expect(await bookingsOf(desk)).toEqual(before);
  });
});

describe("paging and filtering the bookings list", () => {
  let desk: Staff;
  let older: Booking;
  let newer: Booking;

  beforeAll(async () => {
    desk = await frontDesk(api);
    older = await booked(desk);
    newer = await booked(desk, { SuiteCode: "A6", FirstName: "Bola" });
  });

  it("pages the branch's bookings, newest check-in first, with the count of all", async () => {
    const page = async (n: number) => (await list(desk.headers, desk.domainId, desk.branchId, n, 1)).json();
    expect(await page(1)).toEqual({ Count: 2, Bookings: [newer] });
    expect(await page(2)).toEqual({ Count: 2, Bookings: [older] });
    expect(await page(3)).toEqual({ Count: 2, Bookings: [] });
    const all = await list(desk.headers, desk.domainId, desk.branchId, 1, 10);
    const inHouseFalse = await list(desk.headers, desk.domainId, desk.branchId, 1, 10, { inHouse: "false" });
    expect(inHouseFalse.json()).toEqual(all.json());
  });

  it.each(["0", "-1", "1.5", "x", "10000001"])("answers page %j with 400", async (page) => {
    expectRefusal(await list(desk.headers, desk.domainId, desk.branchId, page, 10), 400, PagingMessage.page);
  });

  it.each(["0", "101", "x", "2.5"])("answers pageSize %j with 400", async (size) => {
    expectRefusal(
      await list(desk.headers, desk.domainId, desk.branchId, 1, size),
      400,
      PagingMessage.pageSize,
    );
  });

  it.each(["maybe", "TRUE", "1", ""])("answers inHouse=%s with 400", async (value) => {
    const response = await list(desk.headers, desk.domainId, desk.branchId, 1, 10, { inHouse: value });
    expectRefusal(response, 400, "inHouse must be true or false");
  });
});

describe("who may call /bookings", () => {
  let desk: Staff;
  let stay: Booking;
  let before: Awaited<ReturnType<typeof bookingsOf>>;

  beforeAll(async () => {
    desk = await frontDesk(api);
    stay = await booked(desk);
    before = await bookingsOf(desk);
  });

  const writes = {
    POST: (headers: Headers) => post(headers, { ...walkIn(desk), SuiteCode: "A6" }),
    PUT: (headers: Headers) => put(headers, { ...walkIn(desk), Id: stay.Id, FirstName: "Changed" }),
    checkout: (headers: Headers) => checkout(headers, desk.domainId, stay.Id),
    DELETE: (headers: Headers) => cancel(headers, desk.domainId, stay.Id),
  };
  const sends = { ...writes, list: (headers: Headers) => list(headers, desk.domainId, desk.branchId) };

  it.each(Object.keys(sends) as (keyof typeof sends)[])(
    "answers %s without a token, or with a forged one, with 401, and nothing changes",
    async (name) => {
      for (const headers of [{}, { authorization: "Bearer not-a-token" }] as Headers[]) {
        expectRefusal(await sends[name](headers), 401, AuthMessage.unauthenticated);
      }
      expect(await bookingsOf(desk)).toEqual(before);
    },
  );

  // Body validation runs before the permission check, so each write sends a valid body.
  it.each(Object.keys(writes) as (keyof typeof writes)[])(
    "answers %s of a user without MANAGE_BOOKINGS with 403, and nothing changes",
    async (name) => {
      const viewer = await signedInUser(api, { domain: desk, permissions: [Permission.MANAGE_SUITES] });
      expectRefusal(await writes[name](viewer.headers), 403, AccessMessage.forbidden);
      expect(await bookingsOf(desk)).toEqual(before);
    },
  );

  it("lets a user without MANAGE_BOOKINGS read its own domain's list and dashboard", async () => {
    const viewer = await signedInUser(api, { domain: desk, permissions: [] });
    expect((await list(viewer.headers, desk.domainId, desk.branchId)).json()).toEqual(before);
    const dashboard = await api.call(
      calls.dashboard.figures,
      { params: { domainId: desk.domainId } },
      viewer.headers,
    );
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({ Rooms: 2, InHouse: 1, Free: 1, CheckinsToday: 1 });
  });
});
