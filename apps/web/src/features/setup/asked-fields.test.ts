import type { Branch, Domain } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { askedFields, setupValuesOf } from "./asked-fields";

const branch: Branch = {
  Id: "b",
  DomainId: "d",
  Name: "Head office",
  Phone: "+234 1 555 0000",
  Email: "head.office@example.com",
  Address: "3 Marina",
  State: "Lagos",
  Country: "Nigeria",
  TimeZone: "Africa/Lagos",
  Code: "HEA",
  PricesIncludeTax: true,
  BusinessDate: "2026-11-24",
  AuditTime: "03:00",
  AutoNoShow: false,
};
const domain: Domain = {
  Id: "d",
  DomainName: "Demo Hotels",
  RCNumber: "RC 1",
  Logo: "/logo.svg",
  Currency: "NGN",
};

describe("the finish-setup form", () => {
  it("asks nothing of a complete branch and company", () => {
    expect(askedFields({ branch, domain })).toEqual([]);
  });

  it("asks a fresh first start's blanks, the email being the administrator's", () => {
    const fresh = { ...branch, Phone: "", Address: " ", Country: "", State: "" };
    expect(askedFields({ branch: fresh, domain: { ...domain, RCNumber: "" } })).toEqual([
      "Phone",
      "Address",
      "Country",
      "State",
      "TimeZone",
      "RCNumber",
      "Currency",
    ]);
  });

  it("asks the country with a blank state, and the state with a blank country", () => {
    expect(askedFields({ branch: { ...branch, State: "" } })).toEqual(["Country", "State", "TimeZone"]);
    expect(askedFields({ branch: { ...branch, Country: "" } })).toEqual(["Country", "State", "TimeZone"]);
  });

  it("asks only what the user may edit: what it could not read is not asked", () => {
    expect(askedFields({ branch: { ...branch, Email: "" } })).toEqual(["Email", "TimeZone"]);
    expect(askedFields({ domain: { ...domain, RCNumber: "" } })).toEqual(["RCNumber", "Currency"]);
  });

  it("asks the time zone and the currency beside a blank, never alone: they are never blank", () => {
    expect(
      askedFields({ branch: { ...branch, TimeZone: "UTC" }, domain: { ...domain, Currency: "USD" } }),
    ).toEqual([]);
    expect(askedFields({ branch, domain: { ...domain, RCNumber: "" } })).toEqual([
      "TimeZone",
      "RCNumber",
      "Currency",
    ]);
  });

  it("starts from what the branch and the company hold", () => {
    expect(setupValuesOf({ branch: { ...branch, Phone: "" } })).toEqual({
      Phone: "",
      Email: "head.office@example.com",
      Address: "3 Marina",
      Country: "Nigeria",
      State: "Lagos",
      TimeZone: "Africa/Lagos",
      RCNumber: "",
      Currency: "",
    });
  });

  it("starts the time zone and the currency from what the browser proposes", () => {
    const proposals = { timeZone: () => "Asia/Dubai", currency: () => "AED" };
    expect(setupValuesOf({ branch, domain }, proposals)).toMatchObject({
      TimeZone: "Asia/Dubai",
      Currency: "AED",
    });
  });
});
