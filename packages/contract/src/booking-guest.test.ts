import { describe, expect, it } from "vitest";
import { booking, bookingCreateBody, reservationBody } from "./booking-bodies.js";
import { BOOKING_TEXT_MAX, exampleGuest, GUEST_FIELDS, guestColumns, guestOfRow } from "./booking-guest.js";
import { REGISTRATION_FIELDS, registrationText, unregistered } from "./booking-registration.js";

describe("a booking's guest, declared once", () => {
  it("is checked in SPEC section 5's order among the booking's own fields", () => {
    const refused = bookingCreateBody.safeParse({});
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "CheckoutDate is required",
      "firstName is required",
      "lastName is required",
      "otherName is required",
      "Title is required",
      "phone is required",
      "email is required",
      "guestId is required",
      "guestIdURL is required",
      "branchId is required",
      "code is required",
      "domainId is required",
      "guestIdType is required",
    ]);
  });

  it("is answered in SPEC section 3's order, around the room", () => {
    expect(Object.keys(booking.shape).slice(3, 14)).toEqual([
      "Title",
      "FirstName",
      "LastName",
      "OtherName",
      "Phone",
      "Email",
      "SuiteCode",
      "AdditionalGuests",
      "GuestId",
      "GuestIdType",
      "GuestIdUrl",
    ]);
  });

  it("reads back from the columns it is stored in", () => {
    const guest = exampleGuest();
    expect(guestColumns(guest)).toMatchObject({ guestIdUrl: guest.GuestIdUrl, firstName: guest.FirstName });
    expect(guestOfRow(guestColumns(guest))).toEqual(guest);
  });

  it("has examples a walk-in takes", () => {
    const body = {
      ...exampleGuest(),
      CheckoutDate: "2030-01-02T10:00:00Z",
      BranchId: "b",
      SuiteCode: "A5",
      DomainId: "d",
    };
    expect(bookingCreateBody.safeParse(body).success).toBe(true);
    expect(Object.keys(exampleGuest())).toEqual(GUEST_FIELDS);
  });

  it("lets a reservation leave its registration for the check-in, which names what it lacks", () => {
    const blank = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ""]));
    const body = {
      ...exampleGuest(),
      ...blank,
      CheckinDate: "2030-01-01T14:00:00Z",
      CheckoutDate: "2030-01-02T10:00:00Z",
      BranchId: "b",
      SuiteCode: "A5",
      DomainId: "d",
    };
    expect(reservationBody.safeParse(body).success).toBe(true);
    expect(registrationText(REGISTRATION_FIELDS)).toBe("otherName, guestId, guestIdType and guestIdURL");
    // In SPEC's order, the ID's image before its type.
    expect(
      unregistered({ ...exampleGuest(), OtherName: "X", GuestId: "X", GuestIdType: "", GuestIdUrl: "" }),
    ).toBe("guestIdURL is required");
  });

  it("says the longest text of each text field, the room, an additional guest and the notes", () => {
    expect(Object.keys(BOOKING_TEXT_MAX)).toEqual([
      "FirstName",
      "LastName",
      "OtherName",
      "Phone",
      "Email",
      "GuestId",
      "GuestIdUrl",
      "SuiteCode",
      "AdditionalGuest",
      "Notes",
    ]);
  });
});
