import { AccessMessage, CountryMessage, calls, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { anyCode } from "../../../test/refusal.js";

let api: Api;
let globalAdmin: Awaited<ReturnType<typeof signedInUser>>;
let localStaff: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  api = await startApi();
  globalAdmin = await signedInUser(api);
  localStaff = await signedInUser(api, { permissions: [Permission.MANAGE_BRANCHES] });
});
afterAll(() => api.close());

// Country names are global, and the PostgreSQL project shares one database across files and runs.
const uniqueName = (stem: string) => `${stem} ${Math.random().toString(36).slice(2, 8)}`;

type Headers = Record<string, string>;
const post = (headers: Headers, body: unknown) => api.call(calls.countries.create, { body }, headers);
const put = (headers: Headers, body: unknown) => api.call(calls.countries.update, { body }, headers);
const find = (headers: Headers, country: string) =>
  api.call(calls.countries.find, { params: { country } }, headers);

describe("countries", () => {
  it("adds a country, ignoring duplicate states, and lists it with its states", async () => {
    const name = uniqueName("Nigeria");
    const created = await post(globalAdmin.headers, {
      Name: ` ${name} `,
      States: ["Lagos", "Abuja", "Lagos"],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ Name: name, States: ["Lagos", "Abuja"] });

    const list = await api.call(calls.countries.list, {}, localStaff.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ Name: name, States: ["Lagos", "Abuja"] });

    const names = await api.call(calls.countries.names, {}, localStaff.headers);
    expect(names.json()).toContain(name);

    const one = await find(localStaff.headers, name.toUpperCase());
    expect(one.json()).toEqual({ Name: name, States: ["Lagos", "Abuja"] });
  });

  it("refuses a second country of the same name, whatever its case, with 409", async () => {
    const name = uniqueName("Ghana");
    expect((await post(globalAdmin.headers, { Name: name, States: ["Accra"] })).statusCode).toBe(201);
    const again = await post(globalAdmin.headers, { Name: name.toLowerCase(), States: ["Kumasi"] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: CountryMessage.exists(name.toLowerCase()),
      message: CountryMessage.exists(name.toLowerCase()),
      code: anyCode,
      refusal: "countries.exists",
      values: { name: name.toLowerCase() },
    });
  });

  it.each([
    ["a name under 2 characters", { Name: "K", States: ["Nairobi"] }, CountryMessage.name],
    ["no name", { States: ["Nairobi"] }, CountryMessage.name],
    [
      "a blank name and no states: the name's rule comes first",
      { Name: "  ", States: [] },
      CountryMessage.name,
    ],
    ["no states", { Name: "Kenya", States: [] }, CountryMessage.states],
    ["only blank states", { Name: "Kenya", States: [" "] }, "state must not be blank"],
    ["states that are not a list", { Name: "Kenya", States: "Nairobi" }, CountryMessage.states],
    [
      "a name over 100 characters",
      { Name: "K".repeat(101), States: ["Nairobi"] },
      "name must be at most 100 characters",
    ],
    ["a body that is a list", [], AccessMessage.invalidBody],
  ])("answers 400 for %s, and stores nothing", async (_case, payload, message) => {
    const response = await post(globalAdmin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, code: anyCode });
  });

  it("updates a country's states by its name", async () => {
    const name = uniqueName("Kenya");
    await post(globalAdmin.headers, { Name: name, States: ["Nairobi"] });
    const updated = await put(globalAdmin.headers, { Name: name, States: ["Nairobi", "Mombasa"] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ Name: name, States: ["Nairobi", "Mombasa"] });
  });

  it("answers 404 for a country that does not exist", async () => {
    const missing = uniqueName("Atlantis");
    expect((await put(globalAdmin.headers, { Name: missing, States: ["x"] })).statusCode).toBe(404);
    const response = await find(localStaff.headers, missing);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CountryMessage.notFound);
  });

  it("lets only GLOBAL write: others get 403 and nothing changes", async () => {
    const name = uniqueName("Togo");
    await post(globalAdmin.headers, { Name: name, States: ["Lome"] });

    const create = await post(localStaff.headers, { Name: uniqueName("Benin"), States: ["Cotonou"] });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(AccessMessage.forbidden);
    const update = await put(localStaff.headers, { Name: name, States: ["Kara"] });
    expect(update.statusCode).toBe(403);

    const stored = await find(localStaff.headers, name);
    expect(stored.json()).toEqual({ Name: name, States: ["Lome"] });
  });

  it("answers 401 without a valid token", async () => {
    for (const headers of [{}, bearer("not-a-token"), { authorization: "Basic abc" }]) {
      const response = await api.call(calls.countries.list, {}, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty("error");
    }
    expect((await post({}, { Name: "Chad", States: ["x"] })).statusCode).toBe(401);
  });
});
