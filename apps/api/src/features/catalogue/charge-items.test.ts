import {
  AccessMessage,
  CatalogueMessage,
  type ChargeItem,
  calls,
  IDEMPOTENCY_HEADER,
  Permission,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditEntries, chargeItems } from "../../db/schema/index.js";

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Manager = Awaited<ReturnType<typeof manager>>;

/** A rates manager whose head office has the tax VAT. */
async function manager() {
  const staff = await signedInUser(api, { permissions: [Permission.MANAGE_RATES] });
  const tax = { DomainId: staff.domainId, BranchId: staff.branchId, Code: "VAT", Name: "VAT", Percent: 19 };
  const made = await api.call(
    calls.catalogue.createTax,
    { body: { ...tax, From: "2020-01-01" } },
    staff.headers,
  );
  expect(made.statusCode, made.body).toBe(201);
  return staff;
}

const itemBody = (staff: Manager, fields: Record<string, unknown> = {}) => ({
  DomainId: staff.domainId,
  BranchId: staff.branchId,
  Code: "minibar",
  Name: "Minibar",
  Price: 7,
  ...fields,
});
const create = (staff: Manager, body: unknown, headers: Headers = staff.headers) =>
  api.call(calls.catalogue.createChargeItem, { body }, headers);
const update = (staff: Manager, body: Record<string, unknown>, headers: Headers = staff.headers) =>
  api.call(calls.catalogue.updateChargeItem, { body: { DomainId: staff.domainId, ...body } }, headers);
async function itemsOf(staff: { headers: Headers; domainId: string; branchId: string }) {
  const params = { domainId: staff.domainId, branchId: staff.branchId };
  const response = await api.call(calls.catalogue.chargeItems, { params }, staff.headers);
  expect(response.statusCode).toBe(200);
  return (response.json() as { ChargeItems: ChargeItem[] }).ChargeItems;
}
const roomOf = async (staff: Manager) => (await itemsOf(staff))[0] as ChargeItem;

describe("a branch's catalogue", () => {
  it("lists room first then by code, to any staff of the domain", async () => {
    const staff = await manager();
    for (const code of ["spa", "bar"])
      expect((await create(staff, itemBody(staff, { Code: code }))).statusCode).toBe(201);
    const clerk = await signedInUser(api, { domain: staff, permissions: [] });
    expect((await itemsOf(clerk)).map((item) => item.Code)).toEqual(["room", "bar", "spa"]);
  });

  it("adds an item once per Idempotency-Key, its tax codes spelled as the branch's taxes, audited", async () => {
    const staff = await manager();
    const headers = { ...staff.headers, [IDEMPOTENCY_HEADER]: "minibar-1" };
    const body = itemBody(staff, { Price: 7.5, TaxCodes: ["vat", "VAT"] });
    const made = await create(staff, body, headers);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({
      Id: expect.any(String),
      BranchId: staff.branchId,
      Code: "minibar",
      Name: "Minibar",
      Price: 7.5,
      TaxCodes: ["VAT"],
      Active: true,
    });
    expect((await create(staff, body, headers)).json()).toEqual(made.json());
    expect(await itemsOf(staff)).toHaveLength(2);
    const [row] = await api.db.select().from(chargeItems).where(eq(chargeItems.id, made.json().Id));
    expect(row?.price).toBe(750);
    const audited = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, staff.domainId), eq(auditEntries.entity, "charge-item")));
    expect(audited).toMatchObject([{ action: "create", entityId: made.json().Id }]);
  });

  it.each([["minibar"], ["MINIBAR"], ["Room"]])("refuses a second item coded %s with 409", async (code) => {
    const staff = await manager();
    await create(staff, itemBody(staff));
    const before = await itemsOf(staff);
    expectRefusal(
      await create(staff, itemBody(staff, { Code: code })),
      409,
      CatalogueMessage.itemTaken(code),
    );
    expect(await itemsOf(staff)).toEqual(before);
  });

  it("refuses a tax code the branch does not have with 400, on create and update", async () => {
    const staff = await manager();
    const refused = await create(staff, itemBody(staff, { TaxCodes: ["VAT", "CITY"] }));
    expectRefusal(refused, 400, CatalogueMessage.unknownTax("CITY"));
    const room = await roomOf(staff);
    expectRefusal(
      await update(staff, { Id: room.Id, TaxCodes: ["GST"] }),
      400,
      CatalogueMessage.unknownTax("GST"),
    );
    expect(await itemsOf(staff)).toEqual([room]);
  });

  it.each([
    ["a negative price", { Price: -1 }, CatalogueMessage.price],
    ["a price with 3 decimals", { Price: 1.005 }, CatalogueMessage.price],
    ["a code with a space", { Code: "mini bar" }, CatalogueMessage.codeFormat(40)],
    ["no name", { Name: " " }, CatalogueMessage.name],
    ["six tax codes", { TaxCodes: ["A", "B", "C", "D", "E", "F"] }, CatalogueMessage.taxCodes],
  ])("answers 400 for %s", async (_case, fields, message) => {
    const staff = await manager();
    expectRefusal(await create(staff, itemBody(staff, fields)), 400, message);
  });

  it("edits only the fields given, and archives an item", async () => {
    const staff = await manager();
    const item = (await create(staff, itemBody(staff))).json() as ChargeItem;
    const renamed = await update(staff, { Id: item.Id, Name: "Mini bar", TaxCodes: ["VAT"] });
    expect(renamed.json()).toEqual({ ...item, Name: "Mini bar", TaxCodes: ["VAT"] });
    const archived = await update(staff, { Id: item.Id, Price: 8, Active: false });
    expect(archived.json()).toEqual({
      ...item,
      Name: "Mini bar",
      TaxCodes: ["VAT"],
      Price: 8,
      Active: false,
    });
    expect(await itemsOf(staff)).toContainEqual(archived.json());
  });

  it("lets room be renamed and taxed, but keeps its price and keeps it active: 409", async () => {
    const staff = await manager();
    const room = await roomOf(staff);
    const taxed = await update(staff, {
      Id: room.Id,
      Name: "Nights",
      TaxCodes: ["VAT"],
      Price: 0,
      Active: true,
    });
    expect(taxed.json()).toEqual({ ...room, Name: "Nights", TaxCodes: ["VAT"] });
    for (const change of [{ Price: 100 }, { Active: false }]) {
      expectRefusal(await update(staff, { Id: room.Id, ...change }), 409, CatalogueMessage.roomKept);
    }
    expect(await roomOf(staff)).toEqual(taxed.json());
  });

  it("refuses staff without MANAGE_RATES with 403, and keeps the catalogue", async () => {
    const staff = await manager();
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    const room = await roomOf(staff);
    expectRefusal(await create(staff, itemBody(staff), clerk.headers), 403, AccessMessage.forbidden);
    expectRefusal(
      await update(staff, { Id: room.Id, Name: "X" }, clerk.headers),
      403,
      AccessMessage.forbidden,
    );
    expect(await itemsOf(staff)).toEqual([room]);
  });
});
