import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  AUDIT_TIME_DEFAULT,
  AuthMessage,
  type Branch,
  BranchMessage,
  calls,
  dayIn,
  LocaleMessage,
  PagingMessage,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createCountry, createUser, signedInUser } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;
let country: { name: string; states: string[] };
let otherCountry: { name: string; states: string[] };

beforeAll(async () => {
  api = await startApi();
  country = await createCountry(api.db, ["Lagos", "Abuja"]);
  otherCountry = await createCountry(api.db, ["Accra"]);
});
afterAll(() => api.close());

const { list, post, put, remove, rowsOf: branchesOf } = tenantRequests(() => api, calls.branches);

/** A branch manager in a domain of its own, which starts with one branch (the head office). */
const manager = () => signedInUser(api, { permissions: [Permission.MANAGE_BRANCHES] });

const validBranch = (domainId: string) => ({
  Name: "Ikoyi Suites",
  Phone: "08012345678",
  Email: "ikoyi@example.com",
  DomainId: domainId,
  State: "Lagos",
  Country: country.name,
  Address: "12 Bourdillon Road, Ikoyi",
});

/** The domain's branches as its own staff read them. */
describe("adding a branch", () => {
  it("stores the trimmed fields, spelling state and country as the country list does", async () => {
    const staff = await manager();
    const created = await post(staff.headers, {
      ...validBranch(staff.domainId),
      Name: "  Ikoyi Suites ",
      State: " lagos",
      Country: country.name.toUpperCase(),
      Address: "A".repeat(300),
    });
    expect(created.statusCode).toBe(201);
    const branch = {
      ...validBranch(staff.domainId),
      Id: expect.any(String),
      Name: "Ikoyi Suites",
      State: "Lagos",
      Address: "A".repeat(300),
      TimeZone: "UTC",
      Code: "IKO",
      PricesIncludeTax: true,
      BusinessDate: dayIn(new Date(), "UTC"),
      AuditTime: AUDIT_TIME_DEFAULT,
      AutoNoShow: false,
    };
    expect(created.json()).toEqual(branch);

    const { Count, Branches } = await branchesOf(staff);
    expect(Count).toBe(2);
    expect(Branches).toContainEqual(created.json());
  });

  it("counts in the time zone it is given, spelled as IANA spells it; an update without one keeps it", async () => {
    const staff = await manager();
    const created = await post(staff.headers, {
      ...validBranch(staff.domainId),
      TimeZone: " pacific/kiritimati",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().TimeZone).toBe("Pacific/Kiritimati");

    const updated = await put(staff.headers, { ...validBranch(staff.domainId), Id: created.json().Id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().TimeZone).toBe("Pacific/Kiritimati");
    const moved = await put(staff.headers, {
      ...validBranch(staff.domainId),
      Id: created.json().Id,
      TimeZone: "Pacific/Pago_Pago",
    });
    expect(moved.json().TimeZone).toBe("Pacific/Pago_Pago");
  });

  it.each([["Mars/Olympus_Mons"], [""], [42], ["UTC".repeat(30)]])(
    "answers 400 for the time zone %j, and stores nothing",
    async (zone) => {
      const staff = await manager();
      const response = await post(staff.headers, { ...validBranch(staff.domainId), TimeZone: zone });
      expectRefusal(response, 400, LocaleMessage.timeZone);
      expect((await branchesOf(staff)).Count).toBe(1);
    },
  );

  // validBranch lists the fields in SPEC section 5's order: a body with the first few only.
  type Field = keyof ReturnType<typeof validBranch>;
  const upTo = (last: Field | null): Field[] => {
    const fields: Field[] = ["Name", "Phone", "Email", "DomainId", "State", "Country", "Address"];
    return last === null ? [] : fields.slice(0, fields.indexOf(last) + 1);
  };

  it.each([
    ["nothing", upTo(null), BranchMessage.name],
    ["a name only", upTo("Name"), BranchMessage.phone],
    ["no email, domain, state, country or address", upTo("Phone"), BranchMessage.email],
    ["no domain, state, country or address", upTo("Email"), BranchMessage.domainId],
    ["no state, country or address", upTo("DomainId"), BranchMessage.state],
    ["no country or address", upTo("State"), BranchMessage.country],
    ["no address", upTo("Country"), BranchMessage.address],
  ])("answers 400 in SPEC order for a body with %s", async (_case, keys, message) => {
    const staff = await manager();
    const full = validBranch(staff.domainId);
    const body = Object.fromEntries(keys.map((key) => [key, full[key]]));
    expectRefusal(await post(staff.headers, body), 400, message);
    expect((await branchesOf(staff)).Count).toBe(1);
  });

  it.each([
    ["a blank name", { Name: "   " }, BranchMessage.name],
    ["a blank name and phone", { Name: "", Phone: " " }, BranchMessage.name],
    ["a blank phone", { Phone: "  " }, BranchMessage.phone],
    ["a blank email", { Email: " " }, BranchMessage.email],
    ["an email that is no email", { Email: "front desk" }, BranchMessage.emailFormat],
    ["a blank domain id", { DomainId: " " }, BranchMessage.domainId],
    ["a blank state", { State: "" }, BranchMessage.state],
    ["a blank country", { Country: "  " }, BranchMessage.country],
    ["a blank address", { Address: " " }, BranchMessage.address],
    ["a name over 100 characters", { Name: "N".repeat(101) }, "branchName must be at most 100 characters"],
    ["a phone over 100 characters", { Phone: "0".repeat(101) }, "phone must be at most 100 characters"],
    [
      "an address over 300 characters",
      { Address: "A".repeat(301) },
      "address must be at most 300 characters",
    ],
    ["a country not in the list", { Country: "Atlantis" }, BranchMessage.unknownCountry("Atlantis")],
  ])("answers 400 for %s, and stores nothing", async (_case, change, message) => {
    const staff = await manager();
    expectRefusal(await post(staff.headers, { ...validBranch(staff.domainId), ...change }), 400, message);
    expect((await branchesOf(staff)).Count).toBe(1);
  });

  it.each([
    ["a state of no country", "Atlantis City", () => country],
    ["another country's state", "Accra", () => country],
    ["a state of the first country given with the second", "Lagos", () => otherCountry],
  ])("answers 400 for %s, and stores nothing", async (_case, state, inCountry) => {
    const staff = await manager();
    const body = { ...validBranch(staff.domainId), State: state, Country: inCountry().name };
    expectRefusal(
      await post(staff.headers, body),
      400,
      BranchMessage.stateNotInCountry(state, inCountry().name),
    );
    expect((await branchesOf(staff)).Count).toBe(1);
  });

  it("refuses a user without MANAGE_BRANCHES with 403, and stores nothing", async () => {
    const clerk = await signedInUser(api, {
      permissions: [Permission.MANAGE_USERS, Permission.MANAGE_ROLES],
    });
    expectRefusal(await post(clerk.headers, validBranch(clerk.domainId)), 403, AccessMessage.forbidden);
    expect((await branchesOf(clerk)).Count).toBe(1);
  });
});

describe("listing branches", () => {
  it("answers the count of all the domain's branches and the page asked for, by name", async () => {
    const staff = await manager();
    for (const name of ["Branch E", "Branch B", "Branch D", "Branch A", "Branch C"]) {
      await createBranch(api.db, staff, { name });
    }
    const page = await list(staff.headers, staff.domainId, 2, 2);
    expect(page.statusCode).toBe(200);
    const { Count, Branches } = page.json();
    expect(Count).toBe(6);
    expect(Branches.map((branch: Branch) => branch.Name)).toEqual(["Branch C", "Branch D"]);
    expect((await list(staff.headers, staff.domainId, 4, 2)).json()).toEqual({ Count: 6, Branches: [] });
  });

  it("is open to staff without any permission", async () => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff, { state: "Abuja", country: country.name });
    const clerk = await signedInUser(api, { domain: staff, permissions: [] });
    const { Branches } = await branchesOf(clerk);
    expect(Branches).toContainEqual({
      Id: branch.id,
      DomainId: staff.domainId,
      Name: branch.name,
      Phone: branch.phone,
      Email: branch.email,
      Address: branch.address,
      State: "Abuja",
      Country: country.name,
      TimeZone: "UTC",
      Code: branch.code,
      PricesIncludeTax: true,
      BusinessDate: dayIn(new Date(), "UTC"),
      AuditTime: AUDIT_TIME_DEFAULT,
      AutoNoShow: false,
    });
  });

  it.each([
    ["page 0", 0, 10, PagingMessage.page],
    ["a page that is no number", "x", 10, PagingMessage.page],
    ["pageSize 0", 1, 0, PagingMessage.pageSize],
    ["a pageSize over 100", 1, 101, PagingMessage.pageSize],
  ])("answers 400 for %s", async (_case, page, size, message) => {
    const staff = await manager();
    expectRefusal(await list(staff.headers, staff.domainId, page, size), 400, message);
  });
});

describe("updating a branch", () => {
  it("changes every field of the branch", async () => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff);
    const edit = {
      Id: branch.id,
      Name: "Marina Annexe",
      Phone: "09087654321",
      Email: "marina@example.com",
      DomainId: staff.domainId,
      State: "Abuja",
      Country: country.name,
      Address: "3 Marina",
      TimeZone: "Africa/Lagos",
      Code: "MAR",
      PricesIncludeTax: false,
      AuditTime: "04:30",
      AutoNoShow: true,
    };
    const updated = await put(staff.headers, edit);
    expect(updated.statusCode).toBe(200);
    // The business date is the branch's own: only closing its day moves it.
    const stored = { ...edit, BusinessDate: dayIn(new Date(), "UTC") };
    expect(updated.json()).toEqual(stored);
    expect((await branchesOf(staff)).Branches).toContainEqual(stored);
  });

  it.each([
    ["a blank name", { Name: " " }, BranchMessage.name],
    ["no phone", { Phone: undefined }, BranchMessage.phone],
    ["an email that is no email", { Email: "nope" }, BranchMessage.emailFormat],
    ["no state", { State: undefined }, BranchMessage.state],
    [
      "an address over 300 characters",
      { Address: "A".repeat(301) },
      "address must be at most 300 characters",
    ],
    ["no Id", { Id: undefined }, BranchMessage.id],
    ["a country not in the list", { Country: "Atlantis" }, BranchMessage.unknownCountry("Atlantis")],
  ])("answers 400 for %s, and the branch is unchanged", async (_case, change, message) => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff, { state: "Lagos", country: country.name });
    const before = await branchesOf(staff);
    const body = { ...validBranch(staff.domainId), Id: branch.id, ...change };
    expectRefusal(await put(staff.headers, body), 400, message);
    expect(await branchesOf(staff)).toEqual(before);
  });

  it("answers 400 for another country's state, and the branch is unchanged", async () => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff, { state: "Lagos", country: country.name });
    const before = await branchesOf(staff);
    const body = { ...validBranch(staff.domainId), Id: branch.id, State: "Accra" };
    expectRefusal(
      await put(staff.headers, body),
      400,
      BranchMessage.stateNotInCountry("Accra", country.name),
    );
    expect(await branchesOf(staff)).toEqual(before);
  });

  it.each([
    ["a branch that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    const staff = await manager();
    const response = await put(staff.headers, { ...validBranch(staff.domainId), Id: id });
    expectRefusal(response, 404, BranchMessage.notFound);
  });

  it("refuses a user without MANAGE_BRANCHES with 403, and the branch is unchanged", async () => {
    const clerk = await signedInUser(api, { permissions: [Permission.MANAGE_USERS] });
    const before = await branchesOf(clerk);
    const response = await put(clerk.headers, { ...validBranch(clerk.domainId), Id: clerk.branchId });
    expectRefusal(response, 403, AccessMessage.forbidden);
    expect(await branchesOf(clerk)).toEqual(before);
  });
});

describe("deleting a branch", () => {
  // SPEC section 7: every call but sign-in, forgot and reset carries a JSON content type.
  it("deletes a branch asked with a JSON content type and no body, as SPEC's client does", async () => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff);
    const response = await remove(
      { ...staff.headers, "content-type": "application/json" },
      staff.domainId,
      branch.id,
    );
    expect(response.statusCode).toBe(204);
  });

  it("removes a branch no one works at: 204, then it is gone", async () => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff);
    const response = await remove(staff.headers, staff.domainId, branch.id);
    expect(response.statusCode).toBe(204);
    expect((await branchesOf(staff)).Branches.map((row) => row.Id)).toEqual([staff.branchId]);
    expectRefusal(await remove(staff.headers, staff.domainId, branch.id), 404, BranchMessage.notFound);
  });

  it.each([
    ["1 user", 0],
    ["2 users", 1],
  ])("refuses a branch that still holds %s with 409, and keeps it", async (held, others) => {
    const staff = await manager();
    for (let n = 0; n < others; n++) await createUser(api.db, { domain: staff, permissions: [] });
    const before = await branchesOf(staff);
    expectRefusal(
      await remove(staff.headers, staff.domainId, staff.branchId),
      409,
      BranchMessage.holds(held),
    );
    expect(await branchesOf(staff)).toEqual(before);
  });

  it.each([
    ["a branch that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    const staff = await manager();
    expectRefusal(await remove(staff.headers, staff.domainId, id), 404, BranchMessage.notFound);
  });

  it("refuses a user without MANAGE_BRANCHES with 403, and keeps the branch", async () => {
    const clerk = await signedInUser(api, { permissions: [Permission.MANAGE_ROLES] });
    const branch = await createBranch(api.db, clerk);
    const before = await branchesOf(clerk);
    expectRefusal(await remove(clerk.headers, clerk.domainId, branch.id), 403, AccessMessage.forbidden);
    expect(await branchesOf(clerk)).toEqual(before);
  });
});

describe("without a valid token", () => {
  it.each([
    ["no Authorization header", {}],
    ["a token that is no JWT", bearer("not-a-token")],
  ])("answers 401 to every branch call for %s, and changes nothing", async (_case, headers) => {
    const staff = await manager();
    const branch = await createBranch(api.db, staff);
    const before = await branchesOf(staff);
    for (const response of [
      await list(headers, staff.domainId),
      await post(headers, validBranch(staff.domainId)),
      await put(headers, { ...validBranch(staff.domainId), Id: branch.id }),
      await remove(headers, staff.domainId, branch.id),
    ]) {
      expectRefusal(response, 401, AuthMessage.unauthenticated);
    }
    expect(await branchesOf(staff)).toEqual(before);
  });
});
