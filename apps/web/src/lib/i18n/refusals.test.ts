import * as contract from "@concierge/contract";
import {
  BookingRefusal,
  DomainRefusal,
  errorBody,
  FolioRefusal,
  LiveRefusal,
  type Refusal,
} from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { contractEnglish } from "./messages/en/contract";
import { frontDesk } from "./messages/en/front-desk";
import { refusalsEnglish } from "./messages/en/refusals";
import { es } from "./messages/es";
import { fr } from "./messages/fr";
import { refusalWords } from "./refusal-words";

const dubaiNoon = new Date("2026-12-02T08:00:00Z");
/** What the server sends of a refusal, read back as the console reads an answer. */
const sent = (refusal: Refusal) => {
  const body = errorBody.parse({
    error: refusal.message,
    message: refusal.message,
    code: refusal.code,
    refusal: refusal.key,
    values: refusal.values,
  });
  return { refusal: body.refusal ?? "", values: body.values ?? {} };
};

describe("a refusal with values", () => {
  it("reads in French and Arabic with its values in it", () => {
    const taken = sent(BookingRefusal.taken("101", dubaiNoon, "Asia/Dubai"));
    expect(taken).toEqual({
      refusal: "bookings.taken",
      values: { room: "101", freeFrom: "2026-12-02 12:00 (Asia/Dubai)" },
    });
    expect(refusalWords(fr, "fr", taken)).toBe(
      "la chambre 101 est déjà réservée pour ce séjour ; elle est libre à partir du 2026-12-02 12:00 (Asia/Dubai)",
    );
    expect(refusalWords(ar, "ar", taken)).toBe(
      "الغرفة 101 محجوزة بالفعل لهذه الإقامة؛ وهي متاحة ابتداءً من 2026-12-02 12:00 (Asia/Dubai)",
    );
  });

  it("names who changed a record and how long ago, counted from when it is read", () => {
    const changed = sent(LiveRefusal.changed("maria.hk", "2026-12-02T07:59:50.000Z", 10));
    expect(changed).toEqual({
      refusal: "live.changed",
      values: { actor: "maria.hk", at: "2026-12-02T07:59:50.000Z" },
    });
    expect(refusalWords(fr, "fr", changed, dubaiNoon)).toBe(
      "Modifié par maria.hk il y a 10\u00a0s : rechargez ou écrasez",
    );
    const later = new Date(dubaiNoon.getTime() + 3 * 60_000);
    expect(refusalWords(es, "es", changed, later)).toBe(
      "Modificado por maria.hk hace 3 min: recargue o sobrescriba",
    );
  });

  it("keeps an amount's cents beside its currency", () => {
    const due = sent(FolioRefusal.balanceDue(123450, "EUR"));
    expect(refusalWords(fr, "fr", due)).toBe("1234,50 EUR restent dus");
  });

  it("words its counts, lists and a booking's status in the language", () => {
    const holds = sent(DomainRefusal.holds({ user: 2, suite: 1 }));
    expect(refusalWords(fr, "fr", holds)).toBe(
      "cette société contient encore 2 utilisateurs et 1 suite ; supprimez-les avant de la supprimer",
    );
    expect(refusalWords(ar, "ar", holds)).toBe(
      "لا تزال هذه الشركة تضم مستخدمان وجناح واحد؛ احذفها قبل حذف الشركة",
    );
    const lacking = sent(BookingRefusal.registrationIncomplete(["OtherName", "GuestIdUrl"]));
    expect(refusalWords(es, "es", lacking)).toBe(
      "para registrar la entrada, los campos otherName y guestIdURL del huésped son obligatorios",
    );
    const cancelled = sent(BookingRefusal.notCancellable("checked-out"));
    expect(refusalWords(fr, "fr", cancelled)).toBe(
      "cette réservation a le statut « Départ enregistré » et ne peut pas être annulée",
    );
  });
});

// One call of each refusal built from values, by its map and name.
const samples: Record<string, unknown[]> = {
  "UserRefusal.usernameTaken": ["ada"],
  "UserRefusal.emailTaken": ["ada@example.com"],
  "UserRefusal.alreadyAccepted": ["ada"],
  "BookingRefusal.notARoom": ["Z9"],
  "BookingRefusal.taken": ["101", dubaiNoon, "Asia/Dubai"],
  "BookingRefusal.notYetArrived": ["2026-12-02"],
  "BookingRefusal.notReserved": ["in-house"],
  "BookingRefusal.notInHouse": ["reserved"],
  "BookingRefusal.notCancellable": ["checked-out"],
  "BookingRefusal.notMovable": ["cancelled"],
  "BookingRefusal.tooLong": [365],
  "BookingRefusal.registrationIncomplete": [["OtherName", "GuestId", "GuestIdUrl"]],
  "DomainRefusal.exists": ["Acme"],
  "DomainRefusal.holds": [{ user: 1, branch: 2, image: 1 }],
  "CountryRefusal.exists": ["Ghana"],
  "UtilityRefusal.exists": ["extraz"],
  "RoleRefusal.heldBy": [3],
  "BranchRefusal.unknownCountry": ["Atlantis"],
  "BranchRefusal.stateNotInCountry": ["Lagos", "Ghana"],
  "BranchRefusal.holds": [{ user: 2, suite: 1 }],
  "AuthRefusal.tooManyAttempts": [1],
  "SuiteRefusal.codeTaken": [["A6"]],
  "SuiteRefusal.unknownUtility": ["Sauna", "extraz"],
  "SuiteRefusal.booked": [["A5"]],
  "SuiteRefusal.bookedCodes": [["A5"]],
  "SuiteRefusal.archivedRoom": ["A5"],
  "SuiteRefusal.heldAhead": [["Q1"]],
  "RoomRefusal.roomNotFound": ["Z9"],
  "RoomRefusal.tooLong": [90],
  "RoomRefusal.held": ["101", dubaiNoon, "Asia/Dubai"],
  "RateRefusal.codeTaken": ["NRF"],
  "RateRefusal.derivedPriced": ["NRF"],
  "RateRefusal.parentDerived": ["NRF"],
  "RateRefusal.hasDerived": ["BAR"],
  "RateRefusal.inactive": ["OLD"],
  "RateRefusal.refused": [["closed on 2026-12-24", "arrival on Friday needs 2 nights"]],
  "BranchRefusal.codeTaken": ["PAR"],
  "CatalogueRefusal.itemTaken": ["minibar"],
  "CatalogueRefusal.unknownTax": ["VAT"],
  "CatalogueRefusal.taxOverlaps": ["VAT"],
  "CatalogueRefusal.noRateOn": ["VAT", "2026-12-24"],
  "FolioRefusal.itemNotFound": ["minibar"],
  "FolioRefusal.itemInactive": ["minibar"],
  "FolioRefusal.closed": [1],
  "FolioRefusal.notANight": ["2026-12-02"],
  "FolioRefusal.nightCharged": ["2026-12-02"],
  "FolioRefusal.overAllowance": [4200, "EUR"],
  "FolioRefusal.overRefund": [123456, "USD"],
  "FolioRefusal.unbalanced": [8400, "USD"],
  "FolioRefusal.alreadyCancelled": ["HQ-2026-1"],
  "FolioRefusal.balanceDue": [8450, "USD"],
  "FolioRefusal.creditLeft": [2000, "USD"],
  "DayRefusal.notBusinessDate": ["2026-11-23", "2026-11-24"],
  "DayRefusal.notYet": ["2026-11-26", "2026-11-25"],
  "DayRefusal.arrivalsPending": ["2026-11-24", ["b1", "b2"]],
  "DayRefusal.reportNotFound": ["2026-11-24"],
  // Changed 10 s before the moment every refusal here is read at (dubaiNoon).
  "LiveRefusal.changed": ["maria.hk", "2026-12-02T07:59:50.000Z", 10],
};

const declared = Object.entries(contract)
  .filter(([name, map]) => name.endsWith("Refusal") && typeof map === "object")
  .flatMap(([name, map]) =>
    Object.entries(map as Record<string, Refusal | ((...args: unknown[]) => Refusal)>).map(
      ([entry, refusal]) => [`${name}.${entry}`, refusal] as const,
    ),
  );
const withValues = declared.flatMap(([name, build]) =>
  typeof build === "function" ? [[name, build(...(samples[name] ?? []))] as const] : [],
);

describe("every refusal the contract declares", () => {
  it("built from values has a sample here, a name and values", () => {
    expect(withValues.map(([name]) => name).sort()).toEqual(Object.keys(samples).sort());
    expect(withValues.filter(([, refusal]) => !refusal.key || !refusal.values).map(([name]) => name)).toEqual(
      [],
    );
  });

  it("built from values reads in English, from its catalogue entry and values, as the server's words", () => {
    const misread = withValues.filter(
      ([, refusal]) => refusalWords(refusalsEnglish, "en", sent(refusal), dubaiNoon) !== refusal.message,
    );
    expect(misread.map(([name, refusal]) => `${name}: ${refusal.message}`)).toEqual([]);
  });

  it.each([
    ["fr", fr],
    ["es", es],
    ["ar", ar],
  ] as const)("built from values has its words in %s", (language, catalogue) => {
    const unworded = withValues.filter(
      ([, refusal]) => !refusalWords(catalogue, language, sent(refusal), dubaiNoon),
    );
    expect(unworded.map(([name]) => name)).toEqual([]);
  });

  it("without values is known by its words or its code in the catalogues", () => {
    const english = { ...en, ...frontDesk, ...contractEnglish };
    const texts = new Set(Object.values(english));
    const unknown = declared.flatMap(([name, refusal]) =>
      typeof refusal === "function" || texts.has(refusal.message) || `refusal.${refusal.code}` in english
        ? []
        : [`${name}: ${refusal.message}`],
    );
    expect(unknown).toEqual([]);
  });
});
