import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingStatus,
  statusActions,
} from "./booking-statuses.js";
import { bookingCalls } from "./bookings.js";
import { Permission } from "./permissions.js";

describe("a booking's transitions", () => {
  it("offer each status its changes, in the console's order", () => {
    expect(statusActions).toEqual({
      reserved: ["checkIn", "noShow", "cancel"],
      "in-house": ["checkOut", "cancel"],
      "checked-out": [],
      cancelled: [],
      "no-show": [],
    });
  });

  it("move a stay only while it is not over", () => {
    expect(BOOKING_TRANSITIONS.move.from).toEqual(["reserved", "in-house"]);
    expect("to" in BOOKING_TRANSITIONS.move).toBe(false);
  });

  it("lead from a status to another one, and every status is where a booking starts or one leads", () => {
    const starts: BookingStatus[] = ["reserved", "in-house"];
    const reached = new Set<BookingStatus>(starts);
    for (const [action, { from, ...change }] of Object.entries(BOOKING_TRANSITIONS)) {
      if (!("to" in change)) continue;
      expect(from, action).not.toContain(change.to);
      reached.add(change.to);
    }
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it("need the permission their calls declare", () => {
    for (const [action, { permission }] of Object.entries(BOOKING_TRANSITIONS)) {
      expect(permission, action).toBe(Permission.MANAGE_BOOKINGS);
      expect(bookingCalls[action as keyof typeof BOOKING_TRANSITIONS].permissions).toEqual([permission]);
    }
  });
});
