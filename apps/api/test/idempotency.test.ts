import {
  BookingMessage,
  type Call,
  calls,
  ErrorCode,
  IdempotencyMessage,
  Permission,
  type Rack,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./factories.js";
import { bookingsOf, DAY, frontDesk, inDays, walkIn } from "./front-desk.js";
import { type Api, type Sent, startApi } from "./harness.js";
import { expectRefusal } from "./refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;
const REPLAYED = "idempotent-replayed";

/** `call` as `staff` sends it, with `key` as its Idempotency-Key. */
const keyed = (staff: { headers: Record<string, string> }, key: string, call: Call, input: Sent) =>
  api.call(call, input, { ...staff.headers, "idempotency-key": key });

const listed = (staff: Staff) => bookingsOf(api, staff);

/** A reservation's body for tomorrow's night in room A5, built once so that repeats are identical. */
const reservation = (staff: Staff, change: object = {}) => ({
  ...walkIn(staff),
  CheckinDate: inDays(1),
  CheckoutDate: inDays(2),
  ...change,
});

describe("a creating call sent twice with one Idempotency-Key", () => {
  it("books a walk-in once, answering the repeat 201 with the first answer, marked replayed", async () => {
    const staff = await frontDesk(api);
    const body = walkIn(staff);
    const first = await keyed(staff, "walk-in-1", calls.bookings.create, { body });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const repeat = await keyed(staff, "walk-in-1", calls.bookings.create, { body });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers[REPLAYED]).toBe("true");
    expect(repeat.json()).toEqual(first.json());
    expect(await listed(staff)).toMatchObject({ Count: 1, Bookings: [{ Id: first.json().Id }] });
  });

  it("books once for 20 concurrent identical reservations, answering each 201 with that booking", async () => {
    const staff = await frontDesk(api);
    const body = reservation(staff);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => keyed(staff, "double-click", calls.bookings.reserve, { body })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().Id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers[REPLAYED] === "true")).toHaveLength(19);
    expect((await listed(staff)).Count).toBe(1);
  });

  it("lets one of 20 concurrent reservations with different keys win, and refuses the rest 409", async () => {
    const staff = await frontDesk(api);
    const body = reservation(staff);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => keyed(staff, `click-${i}`, calls.bookings.reserve, { body })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await listed(staff)).Count).toBe(1);
  });

  it("refuses the key with another body 409 idempotency_key_reused, and books nothing more", async () => {
    const staff = await frontDesk(api);
    const first = await keyed(staff, "k1", calls.bookings.reserve, { body: reservation(staff) });
    expect(first.statusCode).toBe(201);
    const other = await keyed(staff, "k1", calls.bookings.reserve, {
      body: reservation(staff, { SuiteCode: "A6" }),
    });
    expectRefusal(other, 409, IdempotencyMessage.reused);
    expect(other.json().code).toBe(ErrorCode.idempotencyKeyReused);
    expect(await listed(staff)).toMatchObject({
      Count: 1,
      Bookings: [{ Id: first.json().Id, SuiteCode: "A5" }],
    });
  });
});

describe("a malformed Idempotency-Key", () => {
  it.each([
    ["empty", ""],
    ["201 characters long", "k".repeat(201)],
    ["holding a space", "two words"],
    ["holding a letter outside ASCII", "clé"],
  ])("is refused 400 when %s, and nothing is booked", async (_case, key) => {
    const staff = await frontDesk(api);
    expectRefusal(
      await keyed(staff, key, calls.bookings.create, { body: walkIn(staff) }),
      400,
      IdempotencyMessage.key,
    );
    expect((await listed(staff)).Count).toBe(0);
  });

  it("of 200 visible characters is taken", async () => {
    const staff = await frontDesk(api);
    const response = await keyed(staff, "~".repeat(200), calls.bookings.create, { body: walkIn(staff) });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("a refused request", () => {
  it("keeps nothing of its key: once the room is free, the same key books it", async () => {
    const staff = await frontDesk(api);
    const holder = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    expect(holder.statusCode).toBe(201);
    const body = walkIn(staff, { FirstName: "Retry" });
    const refused = await keyed(staff, "retry", calls.bookings.create, { body });
    expectRefusal(refused, 409, BookingMessage.taken("A5", new Date(holder.json().CheckoutDate), "UTC"));
    const params = { domainId: staff.domainId, bookingId: holder.json().Id };
    expect((await api.call(calls.bookings.cancel, { params }, staff.headers)).statusCode).toBe(204);

    const retried = await keyed(staff, "retry", calls.bookings.create, { body });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers[REPLAYED]).toBeUndefined();
    expect((await keyed(staff, "retry", calls.bookings.create, { body })).json().Id).toBe(retried.json().Id);
    expect(await listed(staff)).toMatchObject({ Count: 1, Bookings: [{ FirstName: "Retry" }] });
  });

  it("refused 400 lets the same key send the corrected request", async () => {
    const staff = await frontDesk(api);
    const wrong = await keyed(staff, "fix", calls.bookings.create, { body: walkIn(staff, { Phone: "123" }) });
    expectRefusal(wrong, 400, BookingMessage.phoneLength);
    const right = await keyed(staff, "fix", calls.bookings.create, { body: walkIn(staff) });
    expect(right.statusCode, right.body).toBe(201);
    expect((await listed(staff)).Count).toBe(1);
  });
});

describe("keys", () => {
  it("are each user's own: a colleague and another domain's user with the same key book for themselves", async () => {
    const staff = await frontDesk(api);
    const colleague = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    const body = reservation(staff);
    const mine = await keyed(staff, "shared", calls.bookings.reserve, { body });
    expect(mine.statusCode).toBe(201);
    // The colleague's identical request is theirs to run: the room is taken, not the first answer replayed.
    expectRefusal(
      await keyed(colleague, "shared", calls.bookings.reserve, { body }),
      409,
      BookingMessage.taken("A5", new Date(body.CheckoutDate), "UTC"),
    );
    const theirs = await keyed(colleague, "shared", calls.bookings.reserve, {
      body: { ...body, SuiteCode: "A6" },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers[REPLAYED]).toBeUndefined();

    const stranger = await frontDesk(api);
    const elsewhere = await keyed(stranger, "shared", calls.bookings.reserve, {
      body: reservation(stranger),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json()).toMatchObject({ DomainId: stranger.domainId, SuiteCode: "A5" });

    const ids = [mine, theirs, elsewhere].map((answer) => answer.json().Id);
    expect(new Set(ids).size).toBe(3);
    expect((await listed(staff)).Count).toBe(2);
    expect((await listed(stranger)).Count).toBe(1);
  });

  it("make a suite once", async () => {
    const staff = await frontDesk(api);
    const body = {
      Codes: ["B1", "B2"],
      DomainId: staff.domainId,
      BranchId: staff.branchId,
      Category: "Attic",
      Price: 80,
      Views: ["https://cdn.example.com/attic.png"],
      Utilities: ["Internet"],
    };
    const first = await keyed(staff, "suite", calls.suites.create, { body });
    const repeat = await keyed(staff, "suite", calls.suites.create, { body });
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.headers[REPLAYED]).toBe("true");
    expect(repeat.json()).toEqual(first.json());
    const suites = await api.call(
      calls.suites.list,
      { params: { domainId: staff.domainId, page: 1, pageSize: 100 } },
      staff.headers,
    );
    expect(suites.json().Count).toBe(2);
  });

  it("block a room once, one block on the rack", async () => {
    const staff = await frontDesk(api);
    const from = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const input = {
      params: { domainId: staff.domainId, branchId: staff.branchId, code: "A5" },
      body: { From: from, To: to, Reason: "Leaking pipe" },
    };
    const first = await keyed(staff, "block", calls.rooms.block, input);
    const repeat = await keyed(staff, "block", calls.rooms.block, input);
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json()).toEqual(first.json());
    const rack = await api.call(
      calls.rooms.rack,
      { params: { domainId: staff.domainId, branchId: staff.branchId }, query: { from, days: 2 } },
      staff.headers,
    );
    expect((rack.json() as Rack).Blocks).toEqual([first.json()]);
  });

  it("change nothing on a GET or a PUT: each is answered afresh, and even a malformed key is not checked", async () => {
    const staff = await frontDesk(api);
    const booked = await keyed(staff, "used", calls.bookings.create, { body: walkIn(staff) });
    expect(booked.statusCode).toBe(201);
    const list = await keyed(staff, "used", calls.bookings.list, {
      params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers[REPLAYED]).toBeUndefined();
    expect(list.json()).toMatchObject({ Count: 1, Bookings: [{ Id: booked.json().Id }] });

    const params = { domainId: staff.domainId, branchId: staff.branchId, code: "A6" };
    const dirty = await keyed(staff, "put", calls.rooms.housekeeping, {
      params,
      body: { Housekeeping: "dirty" },
    });
    const clean = await keyed(staff, "put", calls.rooms.housekeeping, {
      params,
      body: { Housekeeping: "clean" },
    });
    expect([dirty.statusCode, clean.statusCode]).toEqual([200, 200]);
    expect([dirty.json().Housekeeping, clean.json().Housekeeping]).toEqual(["dirty", "clean"]);
    expect(clean.headers[REPLAYED]).toBeUndefined();
    const again = await keyed(staff, "two words", calls.rooms.housekeeping, {
      params,
      body: { Housekeeping: "dirty" },
    });
    expect(again.json()).toMatchObject({ Code: "A6", Housekeeping: "dirty" });
  });
});
