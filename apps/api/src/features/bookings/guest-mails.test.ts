import { randomUUID } from "node:crypto";
import { type Booking, calls, IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDesk, inDays, inZone, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { mailsTo, mailTo } from "../../../test/mail-parts.js";
import { branches } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const guestEmail = () => `guest-${randomUUID().slice(0, 8)}@example.com`;
// 10:00 UTC is 14:00 in Dubai (no daylight saving); departure at 08:00 UTC is noon there.
const ARRIVAL = "2031-03-10T10:00:00.000Z";
const DEPARTURE = "2031-03-12T08:00:00.000Z";

async function reserve(staff: Staff, change: object = {}, headers: Record<string, string> = {}) {
  const body = { ...walkIn(staff), CheckinDate: ARRIVAL, CheckoutDate: DEPARTURE, ...change };
  return api.call(calls.bookings.reserve, { body }, { ...staff.headers, ...headers });
}

async function reserved(staff: Staff, change: object = {}): Promise<Booking> {
  const response = await reserve(staff, change);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const cancel = (staff: Staff, bookingId: string) =>
  api.call(calls.bookings.cancel, { params: { domainId: staff.domainId, bookingId } }, staff.headers);

const textOf = (mail: Awaited<ReturnType<typeof mailTo>>, type: string) =>
  mail.parts.find((part) => part.type === type)?.text ?? "";

describe("a reservation's confirmation", () => {
  it("reaches the guest with the hotel, the times in the branch's zone, the rate, the total and the stay's calendar file", async () => {
    const staff = await frontDesk(api);
    await inZone(api, staff, "Asia/Dubai");
    await api.db
      .update(branches)
      .set({ address: "1 Creek Road", state: "Dubai", country: "United Arab Emirates" })
      .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
    const email = guestEmail();
    const booking = await reserved(staff, { Email: email });

    const mail = await mailTo(api.config.dataDir, email, "is confirmed");
    expect(mail.subject).toBe(`Your reservation at ${staff.name} is confirmed (${booking.Id})`);
    const text = textOf(mail, "text/plain");
    for (const line of [
      "Dear Mrs Ada Obi,",
      `Hotel: ${staff.name} · Head office`,
      "Address: 1 Creek Road, Dubai, United Arab Emirates",
      "Arrival: Monday 10 March 2031, 14:00 (Asia/Dubai)",
      "Departure: Wednesday 12 March 2031, 12:00 (Asia/Dubai)",
      "Nights: 2",
      "Room: Deluxe",
      "Rate per night: $120.00",
      "Total: $240.00",
      `Booking reference: ${booking.Id}`,
    ]) {
      expect(text).toContain(`${line}\n`);
    }
    expect(textOf(mail, "text/html")).toContain('<th align="left">Total</th><td>$240.00</td>');

    const calendar = mail.parts.find((part) => part.filename === "stay.ics");
    expect(calendar?.type).toBe("text/calendar");
    const lines = (calendar?.text ?? "").replace(/\r\n /g, "").split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain(`UID:${booking.Id}@localhost`);
    expect(lines).toContain("DTSTART:20310310T100000Z");
    expect(lines).toContain("DTEND:20310312T080000Z");
    expect(lines).toContain(`SUMMARY:Stay at ${staff.name} · Head office`);
    expect(lines).toContain("LOCATION:Head office\\, 1 Creek Road\\, Dubai\\, United Arab Emirates");
    expect(lines.at(-1)).toBe("");
  });

  it("is sent once when an idempotent repeat replays the reservation", async () => {
    const staff = await frontDesk(api);
    const email = guestEmail();
    const key = { [IDEMPOTENCY_HEADER]: `reserve-${randomUUID()}` };
    const first = await reserve(staff, { Email: email }, key);
    expect(first.statusCode, first.body).toBe(201);
    await mailTo(api.config.dataDir, email, "is confirmed");
    const repeat = await reserve(staff, { Email: email }, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER]).toBe("true");
    // The cancellation is mailed after any second confirmation would have been.
    expect((await cancel(staff, first.json().Id)).statusCode).toBe(204);
    await mailTo(api.config.dataDir, email, "is cancelled");
    expect(mailsTo(api.config.dataDir, email).map((mail) => mail.subject.split(" is ")[1])).toEqual([
      `confirmed (${first.json().Id})`,
      `cancelled (${first.json().Id})`,
    ]);
  });
});

describe("a reservation's cancellation", () => {
  it("is mailed to the guest, without a calendar file", async () => {
    const staff = await frontDesk(api);
    const email = guestEmail();
    const booking = await reserved(staff, { Email: email });
    expect((await cancel(staff, booking.Id)).statusCode).toBe(204);
    const mail = await mailTo(api.config.dataDir, email, "is cancelled");
    expect(mail.subject).toBe(`Your reservation at ${staff.name} is cancelled (${booking.Id})`);
    const text = textOf(mail, "text/plain");
    expect(text).toContain("Your reservation below has been cancelled.");
    expect(text).toContain("Arrival: Monday 10 March 2031, 10:00 (UTC)\n");
    expect(text).toContain(`Booking reference: ${booking.Id}\n`);
    expect(mail.parts.some((part) => part.filename)).toBe(false);
  });
});

describe("guests who are not mailed", () => {
  it("are a reservation's guest without an email, and a walk-in's, even cancelled", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7"]);
    const walkInEmail = guestEmail();
    expect((await reserved(staff, { Email: "", SuiteCode: "A6" })).Email).toBe("");
    const walkedIn = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { Email: walkInEmail, SuiteCode: "A7", CheckoutDate: inDays(1) }) },
      staff.headers,
    );
    expect(walkedIn.statusCode, walkedIn.body).toBe(201);
    expect((await cancel(staff, walkedIn.json().Id)).statusCode).toBe(204);
    const outboxBefore = mailsTo(api.config.dataDir).length;
    // A later reservation's mail is written after any the earlier calls would have sent.
    const email = guestEmail();
    await reserved(staff, { Email: email });
    await mailTo(api.config.dataDir, email, "is confirmed");
    expect(mailsTo(api.config.dataDir, walkInEmail)).toEqual([]);
    expect(mailsTo(api.config.dataDir)).toHaveLength(outboxBefore + 1);
  });
});

describe("a mail that cannot be sent", () => {
  it("leaves the reservation made, and is logged", async () => {
    const logs: string[] = [];
    const unreachable = await startApi({ env: { SMTP_URL: "smtp://127.0.0.1:9" }, logs });
    try {
      const staff = await frontDesk(unreachable);
      const body = { ...walkIn(staff), CheckinDate: ARRIVAL, CheckoutDate: DEPARTURE, Email: guestEmail() };
      const response = await unreachable.call(calls.bookings.reserve, { body }, staff.headers);
      expect(response.statusCode, response.body).toBe(201);
      const deadline = Date.now() + 5_000;
      while (
        !logs.some((line) => line.includes("the guest's mail could not be sent")) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(logs.some((line) => line.includes("the guest's mail could not be sent"))).toBe(true);
      const read = await unreachable.call(
        calls.bookings.get,
        { params: { domainId: staff.domainId, bookingId: response.json().Id } },
        staff.headers,
      );
      expect(read.json()).toMatchObject({ Status: "reserved" });
    } finally {
      await unreachable.close();
    }
  });
});
