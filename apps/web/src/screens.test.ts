import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkTo, linkToRecord, screenNames, screens } from "./screens";

const sources = path.resolve(import.meta.dirname);
/** A string that starts with the console's address: a link written by hand instead of `linkTo`. */
const WRITTEN_LINK = /["'`]\/admin(?![\w-])/;

const writtenLinksIn = (file: string, text: string) =>
  text.split("\n").flatMap((line, index) => (WRITTEN_LINK.test(line) ? [`${file}:${index + 1}`] : []));

describe("the screens table", () => {
  it("is the only place an address of the console is written: every other link is made with linkTo", () => {
    const files = readdirSync(sources, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== "screens.ts",
    );
    const found = files.flatMap((file) =>
      writtenLinksIn(file, readFileSync(path.join(sources, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("finds an address written by hand, and not a file named like it", () => {
    const page = [
      'import { AdminShell } from "../components/admin-shell";',
      '<AddLink to="/admin/users/add">',
      "navigate(`/admin/bookings`);",
      'back === "/admin"',
    ].join("\n");
    expect(writtenLinksIn("page.tsx", page)).toEqual(["page.tsx:2", "page.tsx:3", "page.tsx:4"]);
  });

  it("gives each screen its own address, the signed-in ones under home's", () => {
    const paths = screenNames.map((name) => screens[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    const home = screens.home.path;
    const signedIn = screenNames.filter((name) => !screens[name].signedOut && name !== "home");
    expect(signedIn.filter((name) => !screens[name].path.startsWith(`${home}/`))).toEqual([]);
  });

  it("names the navigation's screens, and puts each main action under the list it belongs to", () => {
    expect(screenNames.filter((name) => screens[name].nav && !screens[name].title)).toEqual([]);
    const actions = screenNames.flatMap((name) => {
      const { actionOf, path: to, title } = screens[name];
      return actionOf ? [{ name, title, under: to.startsWith(`${screens[actionOf].path}/`) }] : [];
    });
    expect(actions.filter((action) => !action.title || !action.under)).toEqual([]);
  });

  it("links to a screen with its search as the lists read it", () => {
    expect(linkTo("home")).toBe("/admin");
    expect(linkTo("audit", { entity: "user", entityId: "a b" })).toBe(
      "/admin/audit?entity=user&entityId=a+b",
    );
    expect(linkTo("bookingAdd", new URLSearchParams({ branchId: "1" }))).toBe(
      "/admin/bookings/add?branchId=1",
    );
  });

  it("links to one record's screen with its id in the address", () => {
    expect(linkToRecord("guest", { guestId: "a/b c" })).toBe("/admin/guests/a%2Fb%20c");
    expect(linkToRecord("guest", { guestId: "g1" }, { details: "b1" })).toBe("/admin/guests/g1?details=b1");
  });
});
