import { AccessMessage, CatalogueMessage, calls, Permission, type Tax } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { taxes } from "../../db/schema/index.js";

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Manager = Awaited<ReturnType<typeof manager>>;
const manager = () => signedInUser(api, { permissions: [Permission.MANAGE_RATES] });

const taxBody = (staff: Manager, fields: Record<string, unknown> = {}) => ({
  DomainId: staff.domainId,
  BranchId: staff.branchId,
  Code: "VAT",
  Name: "Value added tax",
  Percent: 19,
  From: "2026-01-01",
  ...fields,
});
const create = (staff: Manager, body: unknown, headers: Headers = staff.headers) =>
  api.call(calls.catalogue.createTax, { body }, headers);
const update = (staff: Manager, body: Record<string, unknown>, headers: Headers = staff.headers) =>
  api.call(calls.catalogue.updateTax, { body: { DomainId: staff.domainId, ...body } }, headers);
async function taxesOf(staff: { headers: Headers; domainId: string; branchId: string }) {
  const params = { domainId: staff.domainId, branchId: staff.branchId };
  const response = await api.call(calls.catalogue.taxes, { params }, staff.headers);
  expect(response.statusCode).toBe(200);
  return (response.json() as { Taxes: Tax[] }).Taxes;
}
async function added(staff: Manager, fields: Record<string, unknown> = {}) {
  const response = await create(staff, taxBody(staff, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Tax;
}

describe("a branch's taxes", () => {
  it("stores the percent in hundredths, and lists by code then period to any staff", async () => {
    const staff = await manager();
    const vat = await added(staff, { Percent: 7.25, To: "2026-07-01" });
    expect(vat).toEqual({
      Id: expect.any(String),
      BranchId: staff.branchId,
      Code: "VAT",
      Name: "Value added tax",
      Percent: 7.25,
      From: "2026-01-01",
      To: "2026-07-01",
    });
    const [row] = await api.db.select().from(taxes).where(eq(taxes.id, vat.Id));
    expect(row?.rate).toBe(725);
    // The next period meets the first one's end: no overlap; the code keeps its first spelling.
    const next = await added(staff, { Code: "vat", Percent: 8, From: "2026-07-01" });
    expect(next.Code).toBe("VAT");
    const city = await added(staff, { Code: "CITY", Name: "City tax", Percent: 5, From: "2020-01-01" });
    const clerk = await signedInUser(api, { domain: staff, permissions: [] });
    expect(await taxesOf(clerk)).toEqual([city, vat, next]);
  });

  it.each([
    ["inside it", "2026-03-01", "2026-04-01"],
    ["open-ended across it", "2025-01-01", null],
  ])("refuses a period of the same code %s with 409, and stores nothing", async (_case, from, to) => {
    const staff = await manager();
    await added(staff, { To: "2026-07-01" });
    const before = await taxesOf(staff);
    const refused = await create(staff, taxBody(staff, { Code: "vat", From: from, To: to }));
    expectRefusal(refused, 409, CatalogueMessage.taxOverlaps("VAT"));
    expect(await taxesOf(staff)).toEqual(before);
  });

  it("renames a period and ends it; a To that reopens it over the next one is 409", async () => {
    const staff = await manager();
    const first = await added(staff);
    const ended = await update(staff, { Id: first.Id, Name: "VAT (old)", To: "2026-07-01" });
    expect(ended.json()).toEqual({ ...first, Name: "VAT (old)", To: "2026-07-01" });
    await added(staff, { Percent: 20, From: "2026-07-01" });
    expectRefusal(await update(staff, { Id: first.Id, To: null }), 409, CatalogueMessage.taxOverlaps("VAT"));
    expectRefusal(await update(staff, { Id: first.Id, To: "2026-01-01" }), 400, CatalogueMessage.to);
    expect((await taxesOf(staff))[0]).toEqual(ended.json());
  });

  it.each([
    ["a percent over 100", { Percent: 100.5 }, CatalogueMessage.percent],
    ["a percent with 3 decimals", { Percent: 19.125 }, CatalogueMessage.percent],
    ["a From that is no day", { From: "2026-02-30" }, CatalogueMessage.from],
    ["a To before From", { To: "2025-12-31" }, CatalogueMessage.to],
    ["a To equal to From", { To: "2026-01-01" }, CatalogueMessage.to],
    ["a code with a dot", { Code: "V.A.T" }, CatalogueMessage.codeFormat(20)],
  ])("answers 400 for %s, and stores nothing", async (_case, fields, message) => {
    const staff = await manager();
    expectRefusal(await create(staff, taxBody(staff, fields)), 400, message);
    expect(await taxesOf(staff)).toEqual([]);
  });

  it("refuses staff without MANAGE_RATES with 403, and keeps the taxes", async () => {
    const staff = await manager();
    const vat = await added(staff);
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(
      await create(staff, taxBody(staff, { Code: "CITY" }), clerk.headers),
      403,
      AccessMessage.forbidden,
    );
    expectRefusal(
      await update(staff, { Id: vat.Id, To: "2027-01-01" }, clerk.headers),
      403,
      AccessMessage.forbidden,
    );
    expect(await taxesOf(staff)).toEqual([vat]);
  });
});
