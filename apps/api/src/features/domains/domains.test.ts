import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  AuthMessage,
  calls,
  type Domain,
  DomainMessage,
  LocaleMessage,
  PagingMessage,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBranch, createDomain, createUser, signedInUser } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;
let platformAdmin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  api = await startApi();
  platformAdmin = await signedInUser(api);
});
afterAll(() => api.close());

type Headers = Record<string, string>;

// Domain names are unique across the platform, and the PostgreSQL project shares one database.
const uniqueName = () => `Hotel ${randomUUID().slice(0, 8)}`;
const validDomain = (DomainName = uniqueName()) => ({
  DomainName,
  RCNumber: "RC-123456",
  Logo: "https://cdn.example.com/logo.png",
});

const list = (headers: Headers, page: unknown = 1, size: unknown = 10) =>
  api.call(calls.domains.list, { params: { page, size } }, headers);
const post = (headers: Headers, body: unknown) => api.call(calls.domains.create, { body }, headers);
const put = (headers: Headers, body: unknown) => api.call(calls.domains.update, { body }, headers);
const remove = (headers: Headers, id: string) => api.call(calls.domains.delete, { params: { id } }, headers);
const roles = tenantRequests(() => api, calls.roles);

/** A hotel manager without GLOBAL: reads and edits its own domain only. */
const localManager = (permissions: Permission[] = [Permission.VIEW_DOMAINS, Permission.MANAGE_DOMAINS]) =>
  signedInUser(api, { permissions });

/** The caller's own domain: without GLOBAL the list holds that one alone. */
async function ownDomain(headers: Headers): Promise<Domain> {
  const response = await list(headers);
  expect(response.json().Count).toBe(1);
  return response.json().Domains[0];
}

/** Every domain a GLOBAL user sees, read page by page. */
async function everyDomain(headers: Headers): Promise<Domain[]> {
  const seen: Domain[] = [];
  for (let page = 1; ; page++) {
    const { Domains } = (await list(headers, page, 100)).json() as { Domains: Domain[] };
    seen.push(...Domains);
    if (Domains.length < 100) return seen;
  }
}

const factoryDomain = (domain: { domainId: string; name: string }): Domain => ({
  Id: domain.domainId,
  DomainName: domain.name,
  RCNumber: "",
  Logo: "/logo.svg",
  Currency: "USD",
});

describe("listing domains", () => {
  it("shows a user without GLOBAL its own domain alone", async () => {
    await createDomain(api.db);
    const viewer = await localManager([Permission.VIEW_DOMAINS]);
    const first = await list(viewer.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Count: 1, Domains: [factoryDomain(viewer)] });

    const second = await list(viewer.headers, 2, 2);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ Count: 1, Domains: [] });
  });

  it("shows a GLOBAL user every domain, a page at a time", async () => {
    const [one, other] = [await createDomain(api.db), await createDomain(api.db)];
    const every = await everyDomain(platformAdmin.headers);
    expect(every).toContainEqual(factoryDomain(one));
    expect(every).toContainEqual(factoryDomain(other));

    // Other test files add domains meanwhile: compare pages read while the list stood still.
    await vi.waitFor(async () => {
      const wide = (await list(platformAdmin.headers, 1, 4)).json();
      const second = (await list(platformAdmin.headers, 2, 2)).json();
      expect((await list(platformAdmin.headers, 1, 4)).json()).toEqual(wide);
      expect(wide.Count).toBeGreaterThanOrEqual(3);
      expect(second).toEqual({ Count: wide.Count, Domains: wide.Domains.slice(2, 4) });
    });
  });

  it("refuses a user without VIEW_DOMAINS with 403", async () => {
    const staff = await localManager([Permission.MANAGE_DOMAINS, Permission.GLOBAL]);
    expectRefusal(await list(staff.headers), 403, AccessMessage.forbidden);
  });

  it.each([
    ["page 0", 0, 10, PagingMessage.page],
    ["a page that is no number", "first", 10, PagingMessage.page],
    ["a fractional page", 1.5, 10, PagingMessage.page],
    ["size 0", 1, 0, PagingMessage.pageSize],
    ["a size over 100", 1, 101, PagingMessage.pageSize],
  ])("answers 400 for %s", async (_case, page, size, message) => {
    expectRefusal(await list(platformAdmin.headers, page, size), 400, message);
  });
});

describe("adding a domain", () => {
  it("takes GLOBAL and MANAGE_DOMAINS, trims the fields, and lists the new domain", async () => {
    const name = uniqueName();
    const created = await post(platformAdmin.headers, {
      DomainName: ` ${name} `,
      RCNumber: " RC-42 ",
      Logo: "/images/logo.png",
    });
    expect(created.statusCode).toBe(201);
    const domain = {
      Id: expect.any(String),
      DomainName: name,
      RCNumber: "RC-42",
      Logo: "/images/logo.png",
      Currency: "USD",
    };
    expect(created.json()).toEqual(domain);
    expect(await everyDomain(platformAdmin.headers)).toContainEqual(created.json());
  });

  it.each([
    ["no name", { DomainName: undefined }, DomainMessage.name],
    ["a name under 2 characters", { DomainName: " K " }, DomainMessage.name],
    [
      "a blank name, RC number and logo: the name's rule comes first",
      { DomainName: " ", RCNumber: " ", Logo: " " },
      DomainMessage.name,
    ],
    [
      "a name over 100 characters",
      { DomainName: "H".repeat(101) },
      "domainName must be at most 100 characters",
    ],
    ["no RC number", { RCNumber: undefined }, DomainMessage.rcNumber],
    ["a blank RC number and logo", { RCNumber: "  ", Logo: "" }, DomainMessage.rcNumber],
    ["no logo", { Logo: undefined }, DomainMessage.logo],
    ["a blank logo", { Logo: "   " }, DomainMessage.logo],
    ["a logo that is no url", { Logo: "logo.png" }, DomainMessage.logoUrl],
    ["a javascript: logo", { Logo: "javascript:alert(1)" }, DomainMessage.logoUrl],
    ["a protocol-relative logo", { Logo: "//evil.example.com/x.png" }, DomainMessage.logoUrl],
    ["a currency that is no ISO 4217 code", { Currency: "NAIRA" }, LocaleMessage.currency],
    ["a currency of the wrong type", { Currency: 566 }, LocaleMessage.currency],
  ])("answers 400 for %s, and stores nothing", async (_case, change, message) => {
    const valid = validDomain();
    expectRefusal(await post(platformAdmin.headers, { ...valid, ...change }), 400, message);
    expect((await post(platformAdmin.headers, valid)).statusCode).toBe(201);
  });

  it("answers 400 for a body that is a list", async () => {
    expectRefusal(await post(platformAdmin.headers, []), 400, AccessMessage.invalidBody);
  });

  it("prices in the currency it is given, in capitals; an update without one keeps it", async () => {
    const created = await post(platformAdmin.headers, { ...validDomain(), Currency: " ngn" });
    expect(created.statusCode).toBe(201);
    expect(created.json().Currency).toBe("NGN");
    const { Currency: _kept, ...unchanged } = created.json() as Domain;
    const updated = await put(platformAdmin.headers, { ...unchanged, RCNumber: "RC-7" });
    expect(updated.json()).toMatchObject({ RCNumber: "RC-7", Currency: "NGN" });
  });

  it("refuses a second domain of the same name, whatever its case, with 409", async () => {
    const name = uniqueName();
    expect((await post(platformAdmin.headers, validDomain(name))).statusCode).toBe(201);
    const again = await post(platformAdmin.headers, validDomain(name.toUpperCase()));
    expectRefusal(again, 409, DomainMessage.exists(name.toUpperCase()));
  });

  it.each([
    ["MANAGE_DOMAINS without GLOBAL", [Permission.MANAGE_DOMAINS, Permission.VIEW_DOMAINS]],
    ["GLOBAL without MANAGE_DOMAINS", [Permission.GLOBAL, Permission.VIEW_DOMAINS]],
  ])("refuses a user holding %s with 403, and stores nothing", async (_case, permissions) => {
    const manager = await localManager(permissions);
    const valid = validDomain();
    expectRefusal(await post(manager.headers, valid), 403, AccessMessage.forbidden);
    expect((await post(platformAdmin.headers, valid)).statusCode).toBe(201);
  });
});

describe("updating a domain", () => {
  it("lets a manager without GLOBAL edit its own domain", async () => {
    const manager = await localManager();
    const edit = {
      Id: manager.domainId,
      ...validDomain(),
      Logo: "https://cdn.example.com/new.png",
      Currency: "EUR",
    };
    const updated = await put(manager.headers, { ...edit, DomainName: ` ${edit.DomainName} ` });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual(edit);
    expect(await ownDomain(manager.headers)).toEqual(edit);
  });

  it("lets the domain keep its name in another case", async () => {
    const manager = await localManager();
    const edit = { Id: manager.domainId, ...validDomain(manager.name.toUpperCase()), Currency: "USD" };
    expect((await put(manager.headers, edit)).json()).toEqual(edit);
  });

  it.each([
    ["an empty name", { DomainName: "" }, DomainMessage.nameEmpty],
    ["a blank name", { DomainName: "   " }, DomainMessage.nameEmpty],
    ["no name", { DomainName: undefined }, DomainMessage.nameEmpty],
    ["a name under 2 characters", { DomainName: "K" }, DomainMessage.name],
    [
      "an empty name, RC number and logo",
      { DomainName: "", RCNumber: "", Logo: "" },
      DomainMessage.nameEmpty,
    ],
    ["an empty RC number", { RCNumber: "" }, DomainMessage.rcNumberEmpty],
    ["an empty RC number and logo", { RCNumber: " ", Logo: "" }, DomainMessage.rcNumberEmpty],
    ["an empty logo", { Logo: "" }, DomainMessage.logoEmpty],
    ["a logo that is no url", { Logo: "not a url" }, DomainMessage.logoUrl],
    ["no Id", { Id: undefined }, DomainMessage.id],
  ])("answers 400 for %s, and the domain is unchanged", async (_case, change, message) => {
    const manager = await localManager();
    const before = await ownDomain(manager.headers);
    const response = await put(manager.headers, { Id: manager.domainId, ...validDomain(), ...change });
    expectRefusal(response, 400, message);
    expect(await ownDomain(manager.headers)).toEqual(before);
  });

  it("refuses another domain's name, whatever its case, with 409, and the domain is unchanged", async () => {
    const taken = await createDomain(api.db);
    const manager = await localManager();
    const before = await ownDomain(manager.headers);
    const response = await put(manager.headers, {
      Id: manager.domainId,
      ...validDomain(taken.name.toLowerCase()),
    });
    expectRefusal(response, 409, DomainMessage.exists(taken.name.toLowerCase()));
    expect(await ownDomain(manager.headers)).toEqual(before);
  });

  it("refuses a user without MANAGE_DOMAINS with 403, and the domain is unchanged", async () => {
    const viewer = await localManager([Permission.VIEW_DOMAINS]);
    const before = await ownDomain(viewer.headers);
    const response = await put(viewer.headers, { Id: viewer.domainId, ...validDomain() });
    expectRefusal(response, 403, AccessMessage.forbidden);
    expect(await ownDomain(viewer.headers)).toEqual(before);
  });

  it.each([
    ["a domain that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s, even with GLOBAL", async (_case, id) => {
    expectRefusal(
      await put(platformAdmin.headers, { Id: id, ...validDomain() }),
      404,
      DomainMessage.notFound,
    );
  });
});

describe("deleting a domain", () => {
  // SPEC section 7: every call but sign-in, forgot and reset carries a JSON content type.
  it("deletes a domain asked with a JSON content type and no body, as SPEC's client does", async () => {
    const domain = (await post(platformAdmin.headers, validDomain())).json() as Domain;
    const response = await remove(
      { ...platformAdmin.headers, "content-type": "application/json" },
      domain.Id,
    );
    expect(response.statusCode).toBe(204);
  });

  it("removes an empty domain with its roles: 204, then it is gone", async () => {
    const domain = (await post(platformAdmin.headers, validDomain())).json() as Domain;
    const role = await roles.post(platformAdmin.headers, {
      RoleName: "Front desk",
      DomainId: domain.Id,
      Permissions: [Permission.MANAGE_BRANCHES],
    });
    expect(role.statusCode).toBe(201);

    const response = await remove(platformAdmin.headers, domain.Id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await everyDomain(platformAdmin.headers)).not.toContainEqual(domain);
    expectRefusal(await roles.list(platformAdmin.headers, domain.Id), 404, DomainMessage.notFound);
    expectRefusal(await remove(platformAdmin.headers, domain.Id), 404, DomainMessage.notFound);
    expectRefusal(
      await put(platformAdmin.headers, { ...validDomain(), Id: domain.Id }),
      404,
      DomainMessage.notFound,
    );
  });

  it.each([
    ["1 user and 1 branch", async () => (await createUser(api.db)).domainId],
    [
      "2 users and 1 branch",
      async () => {
        const user = await createUser(api.db);
        await createUser(api.db, { domain: user });
        return user.domainId;
      },
    ],
    [
      "2 branches",
      async () => {
        const domain = await createDomain(api.db);
        await createBranch(api.db, domain);
        return domain.domainId;
      },
    ],
  ])("refuses a domain that still holds %s with 409, and keeps it", async (held, build) => {
    const domainId = await build();
    expectRefusal(await remove(platformAdmin.headers, domainId), 409, DomainMessage.holds(held));
    expect((await everyDomain(platformAdmin.headers)).map((domain) => domain.Id)).toContain(domainId);
  });

  it.each([
    ["MANAGE_DOMAINS without GLOBAL", [Permission.MANAGE_DOMAINS, Permission.VIEW_DOMAINS]],
    ["GLOBAL without MANAGE_DOMAINS", [Permission.GLOBAL, Permission.VIEW_DOMAINS]],
  ])("refuses a user holding %s with 403, and keeps the domain", async (_case, permissions) => {
    const manager = await localManager(permissions);
    const domain = (await post(platformAdmin.headers, validDomain())).json() as Domain;
    for (const id of [domain.Id, manager.domainId]) {
      expectRefusal(await remove(manager.headers, id), 403, AccessMessage.forbidden);
    }
    expect(await everyDomain(platformAdmin.headers)).toContainEqual(domain);
  });

  it.each([
    ["a domain that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
    ["a path-like id", encodeURIComponent("../x")],
  ])("answers 404 for %s", async (_case, id) => {
    expectRefusal(await remove(platformAdmin.headers, id), 404, DomainMessage.notFound);
  });
});

describe("without a valid token", () => {
  it.each([
    ["no Authorization header", {}],
    ["a token that is no JWT", bearer("not-a-token")],
    ["Basic credentials", { authorization: "Basic abc" }],
  ])("answers 401 to every domain call for %s", async (_case, headers) => {
    const domain = await createDomain(api.db);
    for (const response of [
      await list(headers),
      await post(headers, validDomain()),
      await put(headers, { Id: domain.domainId, ...validDomain() }),
      await remove(headers, domain.domainId),
    ]) {
      expectRefusal(response, 401, AuthMessage.unauthenticated);
    }
    expect(await everyDomain(platformAdmin.headers)).toContainEqual(factoryDomain(domain));
  });
});
