import { addDays, type Booking, BookingMessage, dayIn } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import {
  type BookingFormValues,
  bookingFormValues,
  offersStayOf,
  stayOf,
  toBody,
  updateBodyOf,
  validate,
} from "./booking-form-values";

const DUBAI = "Asia/Dubai";
const today = dayIn(new Date(), DUBAI);

const walkIn: BookingFormValues = {
  Title: "Mrs",
  FirstName: "Ada",
  LastName: "Obi",
  OtherName: "K",
  Phone: "+971 50 123 4567",
  Email: "ada@example.com",
  GuestId: "P123",
  GuestIdType: "Passport",
  GuestIdUrl: "https://example.com/id.png",
  DomainId: "d1",
  BranchId: "b1",
  SuiteCode: "101",
  Notes: "Late arrival",
  Arrival: "now",
  ArrivalDay: "",
  ArrivalTime: "",
  CheckoutDay: addDays(today, 2),
  CheckoutTime: "11:00",
  AdditionalGuests: [],
};

describe("the booking form's values as the API takes them", () => {
  it("sends the departure on the branch's clock as a UTC instant, and a reservation's arrival too", () => {
    const body = toBody(
      { ...walkIn, Arrival: "later", ArrivalDay: addDays(today, 1), ArrivalTime: "14:00" },
      DUBAI,
    );
    expect(body.CheckoutDate).toBe(`${addDays(today, 2)}T07:00:00.000Z`);
    expect(body.CheckinDate).toBe(`${addDays(today, 1)}T10:00:00.000Z`);
    expect(body).not.toHaveProperty("ArrivalDay");
    expect(toBody(walkIn, DUBAI)).not.toHaveProperty("CheckinDate");
  });

  it("reads a stored booking back on the branch's clock, and sends it back with only the changes made", () => {
    const booking = {
      ...toBody(walkIn, DUBAI),
      Id: "k1",
      CheckinDate: `${today}T06:00:00.000Z`,
      BookedDate: `${today}T06:00:00.000Z`,
      Status: "in-house",
      CheckedIn: true,
      CheckedOut: false,
      CheckedOutDate: null,
      Rate: 120,
    } as unknown as Booking;
    const values = bookingFormValues(booking, DUBAI);
    expect(values.CheckoutDay).toBe(addDays(today, 2));
    expect(values.CheckoutTime).toBe("11:00");
    expect(values.Notes).toBe("Late arrival");
    // The note goes back too: an edit of anything else keeps it.
    expect(updateBodyOf(booking, { SuiteCode: "102" })).toMatchObject({
      Id: "k1",
      SuiteCode: "102",
      LastName: "Obi",
      Notes: "Late arrival",
    });
  });

  it("asks for rooms free from the arrival to the departure, and for none before the departure is after it", () => {
    const later = {
      ...walkIn,
      Arrival: "later" as const,
      ArrivalDay: addDays(today, 1),
      ArrivalTime: "14:00",
    };
    expect(stayOf(later, DUBAI)).toEqual({
      checkin: `${addDays(today, 1)}T10:00:00.000Z`,
      checkout: `${addDays(today, 2)}T07:00:00.000Z`,
      except: undefined,
    });
    expect(stayOf({ ...later, CheckoutDay: addDays(today, 1), CheckoutTime: "09:00" }, DUBAI).checkout).toBe(
      "",
    );
  });

  it("checks the arrival first: a reservation in the past is refused in the contract's words", () => {
    const past = {
      ...walkIn,
      Arrival: "later" as const,
      ArrivalDay: addDays(today, -1),
      ArrivalTime: "14:00",
    };
    expect(validate(past, DUBAI).ArrivalDay).toBe(BookingMessage.checkinPast);
    expect(validate({ ...walkIn, CheckoutDay: "" }, DUBAI).CheckoutDay).toBe(BookingMessage.checkoutDate);
    expect(validate(walkIn, DUBAI)).toEqual({});
  });
});

describe("the nights a new booking asks prices for", () => {
  it("runs from today for a walk-in, from the arrival day for a reservation, to the checkout day", () => {
    expect(offersStayOf(walkIn, DUBAI, 2)).toEqual({
      arrival: today,
      departure: addDays(today, 2),
      adults: 2,
    });
    const reservation = {
      ...walkIn,
      Arrival: "later" as const,
      ArrivalDay: addDays(today, 5),
      CheckoutDay: addDays(today, 8),
    };
    expect(offersStayOf(reservation, DUBAI, 1)).toEqual({
      arrival: addDays(today, 5),
      departure: addDays(today, 8),
      adults: 1,
    });
  });

  it("asks nothing before both days are known, a departure after the arrival, an arrival not past", () => {
    expect(offersStayOf({ ...walkIn, CheckoutDay: "" }, DUBAI, 2)).toBeUndefined();
    expect(offersStayOf({ ...walkIn, CheckoutDay: today }, DUBAI, 2)).toBeUndefined();
    const past = {
      ...walkIn,
      Arrival: "later" as const,
      ArrivalDay: addDays(today, -1),
      CheckoutDay: addDays(today, 1),
    };
    expect(offersStayOf(past, DUBAI, 2)).toBeUndefined();
  });
});
