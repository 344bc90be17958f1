import { BranchMessage, calls, DomainMessage } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
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
  it("leaves the head office's phone, address, country and state blank, its email the administrator's, for the first sign-in to ask", async () => {
    const admin = await signIn(api, { username: "admin", password });
    const [domain] = (
      await api.call(calls.domains.list, { params: { page: 1, size: 10 } }, admin.headers)
    ).json().Domains;
    const [branch] = (
      await api.call(
        calls.branches.list,
        { params: { domainId: domain.Id, page: 1, pageSize: 10 } },
        admin.headers,
      )
    ).json().Branches;
    expect(branch).toMatchObject({
      Name: "Head office",
      Email: "admin@example.com",
      Phone: "",
      Address: "",
      Country: "",
      State: "",
    });
    // Nothing invented: saved as it is, the head office is refused for what the first sign-in asks.
    expectRefusal(
      await api.call(calls.branches.update, { body: branch }, admin.headers),
      400,
      BranchMessage.phone,
    );

    const place = { Phone: "+234 1 555 0000", Address: "3 Marina", Country: "Nigeria", State: "Lagos" };
    const saved = await api.call(calls.branches.update, { body: { ...branch, ...place } }, admin.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...branch, ...place });
  });

  it("leaves the first domain's RC number blank, and its administrator fills it in", async () => {
    const admin = await signIn(api, { username: "admin", password });
    const list = await api.call(calls.domains.list, { params: { page: 1, size: 10 } }, admin.headers);
    const [domain] = list.json().Domains;
    expect(domain).toMatchObject({ DomainName: "Lagoon Hotels", RCNumber: "" });
    expectRefusal(
      await api.call(calls.domains.update, { body: domain }, admin.headers),
      400,
      DomainMessage.rcNumberEmpty,
    );
    const saved = await api.call(
      calls.domains.update,
      { body: { ...domain, RCNumber: "RC 98765" } },
      admin.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...domain, RCNumber: "RC 98765" });
  });

  it("takes the first branch's place and the RC number from the environment's presets, saved unchanged", async () => {
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
      expect((await other.call(calls.domains.update, { body: domain }, admin.headers)).statusCode).toBe(200);
      const [branch] = (
        await other.call(
          calls.branches.list,
          { params: { domainId: domain.Id, page: 1, pageSize: 10 } },
          admin.headers,
        )
      ).json().Branches;
      expect(branch).toMatchObject({
        Email: "admin@example.com",
        Phone: "+233 30 000 0000",
        Address: "2 Independence Avenue",
        Country: "Ghana",
        State: "Greater Accra",
      });
      expect((await other.call(calls.branches.update, { body: branch }, admin.headers)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
