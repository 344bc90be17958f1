import { BranchMessage, calls, DayMessage, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCountry, signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;
let country: { name: string; states: string[] };

beforeAll(async () => {
  api = await startApi();
  country = await createCountry(api.db, ["Lagos"]);
});
afterAll(() => api.close());

const { post, put, rowsOf } = tenantRequests(() => api, calls.branches);
const manager = () => signedInUser(api, { permissions: [Permission.MANAGE_BRANCHES] });

const branchOf = (domainId: string, fields: Record<string, unknown> = {}) => ({
  Name: "Paris Opéra",
  Phone: "0140000000",
  Email: "opera@example.com",
  DomainId: domainId,
  State: "Lagos",
  Country: country.name,
  Address: "1 rue Auber",
  ...fields,
});

describe("a branch's Code and PricesIncludeTax", () => {
  it("makes the code from the name when none is given, and prices include tax unless told", async () => {
    const staff = await manager();
    const first = await post(staff.headers, branchOf(staff.domainId));
    const second = await post(staff.headers, branchOf(staff.domainId, { PricesIncludeTax: false }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()).toMatchObject({ Code: "PAR", PricesIncludeTax: true });
    expect(second.json()).toMatchObject({ Code: "PAR-2", PricesIncludeTax: false });
  });

  it("keeps the code given, and refuses another branch's code in any letter case with 409", async () => {
    const staff = await manager();
    const created = await post(staff.headers, branchOf(staff.domainId, { Code: " OPE-1 " }));
    expect(created.json().Code).toBe("OPE-1");
    const before = await rowsOf(staff);
    const taken = await post(staff.headers, branchOf(staff.domainId, { Name: "Other", Code: "ope-1" }));
    expectRefusal(taken, 409, BranchMessage.codeTaken("ope-1"));
    expect(await rowsOf(staff)).toEqual(before);
  });

  it("lets another domain use the same code", async () => {
    const [one, other] = [await manager(), await manager()];
    expect((await post(one.headers, branchOf(one.domainId, { Code: "SAME" }))).statusCode).toBe(201);
    expect((await post(other.headers, branchOf(other.domainId, { Code: "SAME" }))).statusCode).toBe(201);
  });

  it("changes the code and PricesIncludeTax on update, and keeps both when left out", async () => {
    const staff = await manager();
    const { Id } = (await post(staff.headers, branchOf(staff.domainId, { Code: "A1" }))).json();
    const kept = await put(staff.headers, { ...branchOf(staff.domainId), Id });
    expect(kept.json()).toMatchObject({ Code: "A1", PricesIncludeTax: true });
    const changed = await put(staff.headers, {
      ...branchOf(staff.domainId),
      Id,
      Code: "B2",
      PricesIncludeTax: false,
    });
    expect(changed.json()).toMatchObject({ Code: "B2", PricesIncludeTax: false });
    const clash = await put(staff.headers, { ...branchOf(staff.domainId), Id, Code: "HEA" });
    expectRefusal(clash, 409, BranchMessage.codeTaken("HEA"));
  });

  it.each([[""], ["TOO-LONG-CODE"], ["A B"], ["PAR_1"], [7]])(
    "answers 400 for the code %j, and stores nothing",
    async (code) => {
      const staff = await manager();
      const response = await post(staff.headers, branchOf(staff.domainId, { Code: code }));
      expectRefusal(response, 400, BranchMessage.code);
      expect((await rowsOf(staff)).Count).toBe(1);
    },
  );

  it("answers 400 for a PricesIncludeTax that is no boolean", async () => {
    const staff = await manager();
    const response = await post(staff.headers, branchOf(staff.domainId, { PricesIncludeTax: "yes" }));
    expectRefusal(response, 400, BranchMessage.pricesIncludeTax);
  });

  it.each(["3:00", "24:00", "03:60", "noon"])("answers 400 for an AuditTime %s", async (time) => {
    const staff = await manager();
    const response = await post(staff.headers, branchOf(staff.domainId, { AuditTime: time }));
    expectRefusal(response, 400, DayMessage.auditTime);
    expect((await rowsOf(staff)).Count).toBe(1);
  });

  it("answers 400 for an AutoNoShow that is no boolean", async () => {
    const staff = await manager();
    const response = await post(staff.headers, branchOf(staff.domainId, { AutoNoShow: "yes" }));
    expectRefusal(response, 400, DayMessage.autoNoShow);
  });
});
