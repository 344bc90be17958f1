import {
  AccessMessage,
  ALL_PERMISSIONS,
  BranchMessage,
  calls,
  DomainMessage,
  IDEMPOTENCY_HEADER,
  Permission,
  RateMessage,
  type RatePlan,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { addPlan, planBody, plansOf, type RateDesk, rateDesk } from "../../../test/rate-desk.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;
let desk: RateDesk;

/** An administrator of another hotel: every permission but GLOBAL. */
const stranger = () =>
  signedInUser(api, { permissions: ALL_PERMISSIONS.filter((held) => held !== Permission.GLOBAL) });

beforeAll(async () => {
  api = await startApi();
  desk = await rateDesk(api);
});
afterAll(() => api.close());

const create = (body: object, headers = desk.headers) => api.call(calls.rates.createPlan, { body }, headers);
const update = (plan: RatePlan, change: Partial<RatePlan> = {}) =>
  api.call(calls.rates.updatePlan, { body: { ...plan, ...change } }, desk.headers);

describe("a branch's rate plans", () => {
  it("start with BAR, which any staff of the domain reads; another domain's are not found", async () => {
    const clerk = await signedInUser(api, { domain: desk, permissions: [Permission.MANAGE_BOOKINGS] });
    expect(await plansOf(api, clerk)).toEqual([
      {
        Id: desk.bar.Id,
        DomainId: desk.domainId,
        BranchId: desk.branchId,
        Code: "BAR",
        Name: "Best available rate",
        ParentId: null,
        Percent: null,
        Amount: null,
        Refundable: true,
        Active: true,
      },
    ]);
    const outsider = await stranger();
    const params = { domainId: desk.domainId, branchId: desk.branchId };
    expectRefusal(
      await api.call(calls.rates.plans, { params }, outsider.headers),
      404,
      DomainMessage.notFound,
    );
    const theirs = { domainId: outsider.domainId, branchId: desk.branchId };
    expectRefusal(
      await api.call(calls.rates.plans, { params: theirs }, outsider.headers),
      404,
      BranchMessage.notFound,
    );
  });

  it("are made derived by percent or amount, listed BAR first, edited and archived, once per Idempotency-Key", async () => {
    const staff = await rateDesk(api);
    const body = planBody(staff, { Code: "NREF", ParentId: staff.bar.Id, Percent: -10 });
    const headers = { ...staff.headers, [IDEMPOTENCY_HEADER]: "nref-1" };
    const made = await create(body, headers);
    expect(made.statusCode, made.body).toBe(201);
    expect((await create(body, headers)).json()).toEqual(made.json());
    const nref = made.json() as RatePlan;
    expect(nref).toMatchObject({
      Code: "NREF",
      ParentId: staff.bar.Id,
      Percent: -10,
      Amount: null,
      Refundable: false,
    });
    const aaa = await addPlan(api, staff, {
      Code: "AAA",
      Name: "Automobile club",
      ParentId: staff.bar.Id,
      Amount: -12.5,
    });
    expect(aaa).toMatchObject({ Amount: -12.5, Percent: null });
    expect((await plansOf(api, staff)).map((plan) => plan.Code)).toEqual(["BAR", "AAA", "NREF"]);

    const edited = await api.call(
      calls.rates.updatePlan,
      { body: { ...nref, Name: "Saver", Percent: null, Amount: 5, Active: false } },
      staff.headers,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ ...nref, Name: "Saver", Percent: null, Amount: 5, Active: false });
    const base = await api.call(
      calls.rates.updatePlan,
      { body: { ...nref, ParentId: null, Percent: null, Amount: null } },
      staff.headers,
    );
    expect(base.json()).toMatchObject({ ParentId: null, Percent: null, Amount: null });
  });

  it("refuses a code the branch has in any case, and takes it at another branch", async () => {
    expectRefusal(await create(planBody(desk, { Code: "bar" })), 409, RateMessage.codeTaken("bar"));
    const plan = await addPlan(api, desk, { Code: "CORP" });
    expectRefusal(await update(plan, { Code: "Bar" }), 409, RateMessage.codeTaken("Bar"));
    const annexe = await createBranch(api.db, desk);
    expect((await create(planBody(desk, { Code: "CORP", BranchId: annexe.id }))).statusCode).toBe(201);
  });

  it("derives one level deep, from a plan of its own branch, never from itself", async () => {
    const derived = await addPlan(api, desk, { Code: "D1", ParentId: desk.bar.Id, Percent: 5 });
    expectRefusal(
      await create(planBody(desk, { Code: "D2", ParentId: derived.Id, Amount: 1 })),
      400,
      RateMessage.parentDerived("D1"),
    );
    const base = await addPlan(api, desk, { Code: "B1" });
    expectRefusal(await update(base, { ParentId: base.Id, Percent: 1 }), 400, RateMessage.parentItself);
    const annexe = await createBranch(api.db, desk);
    const [elsewhere] = await plansOf(api, { ...desk, branchId: annexe.id });
    expectRefusal(
      await create(planBody(desk, { Code: "D3", ParentId: elsewhere?.Id, Percent: 1 })),
      404,
      RateMessage.notFound,
    );
    expectRefusal(await update(base, { ParentId: base.Id }), 400, RateMessage.derivation);
  });

  it("keeps a plan with derived plans a base plan", async () => {
    const parent = await addPlan(api, desk, { Code: "P1" });
    await addPlan(api, desk, { Code: "P1-10", ParentId: parent.Id, Percent: -10 });
    expectRefusal(
      await update(parent, { ParentId: desk.bar.Id, Percent: 1 }),
      409,
      RateMessage.hasDerived("P1"),
    );
  });

  it("keeps BAR the base plan: never derived, archived or renamed", async () => {
    const other = await addPlan(api, desk, { Code: "OTHER" });
    for (const change of [{ ParentId: other.Id, Percent: 1 }, { Active: false }, { Code: "RACK" }]) {
      expectRefusal(await update(desk.bar, change), 409, RateMessage.barKept);
    }
    expect((await plansOf(api, desk))[0]).toEqual(desk.bar);
    expect((await update(desk.bar, { Name: "Rack rate" })).json()).toEqual({
      ...desk.bar,
      Name: "Rack rate",
    });
  });

  it("are written only with MANAGE_RATES, and only the domain's own", async () => {
    const clerk = await signedInUser(api, { domain: desk, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await create(planBody(desk), clerk.headers), 403, AccessMessage.forbidden);
    const outsider = await stranger();
    expectRefusal(
      await api.call(
        calls.rates.updatePlan,
        { body: { ...desk.bar, DomainId: outsider.domainId, BranchId: outsider.branchId } },
        outsider.headers,
      ),
      404,
      RateMessage.notFound,
    );
    expectRefusal(await create(planBody(desk), outsider.headers), 404, DomainMessage.notFound);
    expect((await plansOf(api, desk))[0]).toEqual(expect.objectContaining({ Id: desk.bar.Id }));
  });
});
