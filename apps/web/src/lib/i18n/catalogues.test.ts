import { forgotPasswordBody, loginBody, resetPasswordForm, TEXT_MAX } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { gapsOf } from "./completeness";
import { ar } from "./messages/ar";
import { en as consoleEnglish } from "./messages/en";
import { businessDay } from "./messages/en/business-day";
import { cashier } from "./messages/en/cashier";
import { contractEnglish } from "./messages/en/contract";
import { dayReports } from "./messages/en/day-reports";
import { folios } from "./messages/en/folios";
import { frontDesk } from "./messages/en/front-desk";
import { guestMerges } from "./messages/en/guest-merges";
import { inventory } from "./messages/en/inventory";
import { operations } from "./messages/en/operations";
import { rates } from "./messages/en/rates";
import { staff } from "./messages/en/staff";
import { es } from "./messages/es";
import { fr } from "./messages/fr";
import { render } from "./translate";

// The English source, as english-source.ts puts it together (that module needs a browser).
const en = {
  ...consoleEnglish,
  ...frontDesk,
  ...operations,
  ...staff,
  ...inventory,
  ...guestMerges,
  ...rates,
  ...cashier,
  ...businessDay,
  ...folios,
  ...dayReports,
  ...contractEnglish,
};

describe("the message catalogues", () => {
  it.each([
    ["fr", fr],
    ["es", es],
    ["ar", ar],
  ])("%s has every key of the English source, with the same placeholders", (_language, catalogue) => {
    expect(gapsOf(en, catalogue)).toEqual([]);
  });

  it("hold the contract's own English words where they translate the contract's texts", () => {
    const long = "x".repeat(TEXT_MAX + 1);
    const said = [
      loginBody.safeParse({ username: "", password: "" }),
      loginBody.safeParse({ username: long, password: long }),
      forgotPasswordBody.safeParse({ email: "" }),
      forgotPasswordBody.safeParse({ email: "not an email" }),
      forgotPasswordBody.safeParse({ email: `${long}@example.com` }),
      resetPasswordForm.safeParse({ token: "", password: "short", confirmPassword: "other" }),
      resetPasswordForm.safeParse({ token: "t", password: "long enough", confirmPassword: "other" }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    const ours = Object.entries(en).filter(([key]) => key.startsWith("contract.auth."));
    expect(ours.filter(([, text]) => !said.includes(text as string)).map(([key]) => key)).toEqual([]);
  });
});

describe("the completeness check", () => {
  const source = {
    "a.one": "One",
    "a.two": "Two {name}",
    "a.count": { one: "{count} room", other: "{count} rooms" },
  };

  it("names each key a translation lacks", () => {
    const { "a.two": _dropped, ...lacking } = {
      ...source,
      "a.one": "Un",
      "a.count": { other: "{count} chambres" },
    };
    expect(gapsOf(source, lacking)).toEqual(["missing: a.two"]);
    expect(gapsOf(source, { ...lacking, "a.two": "" })).toEqual(["missing: a.two"]);
  });

  it("names a text that drops or invents a placeholder", () => {
    const wrong = { "a.one": "Un {extra}", "a.two": "Deux", "a.count": { other: "{count} chambres" } };
    expect(gapsOf(source, wrong)).toEqual([
      "placeholders of a.one: {extra} instead of {}",
      "placeholders of a.two: {} instead of {name}",
    ]);
  });
});

describe("a message", () => {
  it("takes its parameters, numbers written in the language's own figures", () => {
    expect(render("Welcome, {name}", "en", { name: "Ada" })).toBe("Welcome, Ada");
    expect(render("{first}–{last} of {total}", "en", { first: 1, last: 10, total: 1200 })).toBe(
      "1–10 of 1,200",
    );
    const french = render("{total}", "fr", { total: 1200 });
    expect(french).toBe((1200).toLocaleString("fr"));
    expect(french).not.toBe("1,200");
  });

  it("chooses its plural form by the language's rules", () => {
    const rooms = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" };
    expect([0, 1, 2, 3, 11, 100].map((count) => render(rooms, "ar", { count }))).toEqual([
      "zero",
      "one",
      "two",
      "few",
      "many",
      "other",
    ]);
    expect([0, 1, 2].map((count) => render(rooms, "fr", { count }))).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((count) => render(rooms, "en", { count }))).toEqual(["other", "one", "other"]);
  });
});
