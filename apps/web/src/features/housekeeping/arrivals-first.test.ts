import type { RackStay, Room } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import type { Tonight } from "../rooms";
import { arrivalsFirst, arrivesTonight } from "./arrivals-first";

const room = (Code: string): Room => ({
  Code,
  Category: "Deluxe",
  SuiteId: "s",
  Housekeeping: "dirty",
  Version: 1,
});
const stay = (SuiteCode: string, Status: RackStay["Status"]): { stay: RackStay } => ({
  stay: {
    BookingId: `b-${SuiteCode}`,
    SuiteCode,
    CheckinDate: "2026-12-01T14:00:00.000Z",
    CheckoutDate: "2026-12-03T11:00:00.000Z",
    Status,
    Guest: "Ada Obi",
    Notes: "",
    Version: 1,
  },
});

describe("rooms with an arrival tonight first", () => {
  const tonights: Record<string, Tonight> = {
    A1: "free",
    A2: stay("A2", "in-house"),
    A3: stay("A3", "reserved"),
    A4: { outOfOrder: "Leak" },
    A5: stay("A5", "reserved"),
  };
  const tonight = (shown: Room) => tonights[shown.Code] ?? "free";

  it("counts only a reservation not yet checked in as an arrival", () => {
    expect(Object.keys(tonights).filter((code) => arrivesTonight(tonights[code] ?? "free"))).toEqual([
      "A3",
      "A5",
    ]);
  });

  it("puts the rooms a guest arrives in tonight first, keeping the given order within each part", () => {
    const rooms = ["A1", "A2", "A3", "A4", "A5"].map(room);
    expect(arrivalsFirst(rooms, tonight).map((shown) => shown.Code)).toEqual(["A3", "A5", "A1", "A2", "A4"]);
    expect(rooms.map((shown) => shown.Code)).toEqual(["A1", "A2", "A3", "A4", "A5"]);
  });
});
