import { calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { ensureCountries } from "../countries/index.js";
import { ensureFirstAdministrator } from "./first-start.js";

// An empty database of its own: the first start happens only once per database.
let api: Api;
const password = "a-first-password-long-enough";
beforeAll(async () => {
  api = await startApi({ embedded: true, env: { ADMIN_PASSWORD: password, DOMAIN_NAME: "Lagoon Hotels" } });
  await ensureCountries(api.db);
  const starts = await Promise.all([
    ensureFirstAdministrator(api.db, api.config),
    ensureFirstAdministrator(api.db, api.config),
  ]);
  expect(starts.filter(Boolean)).toHaveLength(1);
});
afterAll(() => api.close());

describe("the first start", () => {
  it("gives the first branch a phone, address, country and state its administrator saves unchanged", async () => {
    const signedIn = (await api.call(calls.auth.login, { body: { username: "admin", password } })).json();
    const admin = { headers: bearer(signedIn.Token) };
    const domainId = signedIn.User.DomainId;
    const list = await api.call(
      calls.branches.list,
      { params: { domainId, page: 1, pageSize: 10 } },
      admin.headers,
    );
    const [branch] = list.json().Branches;
    expect(branch).toMatchObject({
      Name: "Head office",
      Phone: "+234 1 000 0000",
      Address: "1 Marina, Lagos Island",
      Country: "Nigeria",
      State: "Lagos",
    });
    const saved = await api.call(calls.branches.update, { body: branch }, admin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(branch);
  });

  it("gives the first domain an RC number, and it saves unchanged", async () => {
    const admin = await signIn(api, { username: "admin", password });
    const list = await api.call(calls.domains.list, { params: { page: 1, size: 10 } }, admin.headers);
    const [domain] = list.json().Domains;
    expect(domain).toMatchObject({ DomainName: "Lagoon Hotels", RCNumber: "RC 000000" });
    const saved = await api.call(calls.domains.update, { body: domain }, admin.headers);
    expect(saved.statusCode).toBe(200);
  });

  it("takes the first branch's place and RC number from the environment", async () => {
    const other = await startApi({
      embedded: true,
      env: {
        ADMIN_PASSWORD: password,
        DOMAIN_RC_NUMBER: "RC 123456",
        BRANCH_PHONE: "+233 30 000 0000",
        BRANCH_ADDRESS: "2 Independence Avenue",
        BRANCH_COUNTRY: "Ghana",
        BRANCH_STATE: "Greater Accra",
      },
    });
    try {
      await ensureCountries(other.db);
      await ensureFirstAdministrator(other.db, other.config);
      const admin = await signIn(other, { username: "admin", password });
      const [domain] = (
        await other.call(calls.domains.list, { params: { page: 1, size: 10 } }, admin.headers)
      ).json().Domains;
      expect(domain.RCNumber).toBe("RC 123456");
      const [branch] = (
        await other.call(
          calls.branches.list,
          { params: { domainId: domain.Id, page: 1, pageSize: 10 } },
          admin.headers,
        )
      ).json().Branches;
      expect(branch).toMatchObject({ Phone: "+233 30 000 0000", Country: "Ghana", State: "Greater Accra" });
      expect((await other.call(calls.branches.update, { body: branch }, admin.headers)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
