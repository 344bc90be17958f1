import { type Booking, type Call, calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDesk, inDays, walkIn } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";

let api: Api;
const logs: string[] = [];

beforeAll(async () => {
  api = await startApi({ logs });
});
afterAll(() => api.close());

// A guest no other line of the log could name by chance.
const guest = {
  FirstName: "Zebulonia",
  LastName: "Quixwellton",
  OtherName: "Marzipanne",
  Phone: "07913572468",
  Email: "zebulonia.quixwellton@example.org",
  GuestId: "ZQ9988776",
};
const personal = [...Object.values(guest), "zebulonia", "quixwellton", "Marzipanne"];

describe("the log of a day at the desk", () => {
  it("names no guest, phone or email, whether the call succeeded, was refused or conflicted", async () => {
    const staff = await frontDesk(api);
    const body = walkIn(staff, { ...guest, AdditionalGuests: ["Zebulonia Junior"] });
    const send = (call: Call, sent: unknown) => api.call(call, { body: sent }, staff.headers);

    const created = await send(calls.bookings.create, body);
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json() as Booking;
    const answers = [
      // The same room again: taken.
      await send(calls.bookings.create, body),
      await send(calls.bookings.reserve, { ...body, CheckinDate: inDays(1), CheckoutDate: inDays(3) }),
      // What the rules refuse, each holding the guest's words.
      await send(calls.bookings.create, { ...body, SuiteCode: "A6", Email: `${guest.FirstName}@` }),
      await send(calls.bookings.create, { ...body, SuiteCode: "A6", Phone: `${guest.Phone}99` }),
      await send(calls.bookings.create, {
        ...body,
        SuiteCode: "A6",
        AdditionalGuests: [`${guest.LastName} 2`],
      }),
      await send(calls.bookings.create, { ...body, SuiteCode: guest.LastName }),
      await send(calls.bookings.create, { ...body, SuiteCode: "A6", Title: guest.FirstName }),
      await send(calls.bookings.update, { ...body, Id: booking.Id, Email: guest.LastName }),
      // A body cut short: the parser's message quotes it.
      await api.inject({
        method: "POST",
        url: calls.bookings.create.path,
        headers: { ...staff.headers, "content-type": "application/json" },
        payload: `{"FirstName": "${guest.FirstName}", "LastName": ${guest.LastName}}`,
      }),
      await api.call(
        calls.bookings.list,
        {
          params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 },
          query: { q: guest.LastName },
        },
        staff.headers,
      ),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      409, 409, 400, 400, 400, 400, 400, 400, 400, 200,
    ]);

    const everything = logs.join("\n").toLowerCase();
    const refused = logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request refused");
    // Each refusal is still logged, by its status and code.
    expect(refused.map(({ status, code }) => `${status} ${code}`)).toEqual([
      "409 room_taken",
      "409 room_taken",
      ...Array(3).fill("400 invalid_input"),
      "400 not_a_room",
      ...Array(3).fill("400 invalid_input"),
    ]);
    for (const word of personal) expect(everything).not.toContain(word.toLowerCase());
  });
});
