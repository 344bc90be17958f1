import type { Rack, RackStay } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { freeTonight, tonightOf } from "./tonight";

// A one-night rack of the 24th in Dubai (UTC+4): tonight's midnight is 2026-11-24T20:00:00Z.
const stay = (SuiteCode: string, Status: RackStay["Status"], CheckinDate: string, CheckoutDate: string) => ({
  BookingId: SuiteCode,
  SuiteCode,
  CheckinDate,
  CheckoutDate,
  Status,
  Guest: "Ahmed Al-Mansouri",
  Notes: "",
  Version: 1,
});
const codes = ["101", "102", "103", "104", "105", "106", "107"];
const rack: Rack = {
  From: "2026-11-24",
  Days: 1,
  TimeZone: "Asia/Dubai",
  Rooms: codes.map((Code) => ({ Code, Category: "Deluxe", SuiteId: "s", Housekeeping: "clean", Version: 1 })),
  Stays: [
    stay("101", "reserved", "2026-11-24T10:00:00Z", "2026-11-26T07:00:00Z"),
    stay("102", "in-house", "2026-11-20T10:00:00Z", "2026-11-23T07:00:00Z"),
    stay("103", "reserved", "2026-11-24T21:00:00Z", "2026-11-26T07:00:00Z"),
    stay("104", "no-show", "2026-11-24T10:00:00Z", "2026-11-26T07:00:00Z"),
    stay("107", "reserved", "2026-11-23T10:00:00Z", "2026-11-24T19:00:00Z"),
  ],
  Blocks: [
    { Id: "ended", SuiteCode: "105", From: "2026-11-20", To: "2026-11-24", Reason: "Paint" },
    { Id: "tonight", SuiteCode: "106", From: "2026-11-24", To: "2026-11-25", Reason: "Leak" },
  ],
  Free: [],
};

describe("what holds a room tonight", () => {
  const tonight = tonightOf(rack);
  const held = Object.fromEntries(rack.Rooms.map((room) => [room.Code, tonight(room)]));

  it("is a stay over tonight's midnight in the branch's zone, or a guest in house past departure", () => {
    expect(held["101"]).toEqual({ stay: rack.Stays[0] });
    expect(held["102"]).toEqual({ stay: rack.Stays[1] });
  });

  it("is nothing for a stay arriving after midnight there, one leaving before it, or a no-show", () => {
    expect([held["103"], held["107"], held["104"]]).toEqual(["free", "free", "free"]);
  });

  it("is a block whose nights include tonight: From up to, not including, To", () => {
    expect(held["105"]).toBe("free");
    expect(held["106"]).toEqual({ outOfOrder: "Leak" });
  });

  it("leaves the free rooms in the rack's order", () => {
    expect(freeTonight(rack).map((room) => room.Code)).toEqual(["103", "104", "105", "107"]);
  });
});
