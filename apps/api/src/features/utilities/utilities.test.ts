import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  AuthMessage,
  calls,
  Permission,
  SUITE_UTILITY_DEFAULTS,
  SUITE_UTILITY_LIST,
  type Utility,
  UtilityMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;
let overseer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  api = await startApi();
  overseer = await signedInUser(api, { permissions: [Permission.GLOBAL] });
});
afterAll(() => api.close());

type Headers = Record<string, string>;

const list = (headers: Headers) => api.call(calls.utilities.list, {}, headers);
const one = (headers: Headers, id: string) => api.call(calls.utilities.find, { params: { id } }, headers);
const post = (headers: Headers, body: unknown) => api.call(calls.utilities.create, { body }, headers);
const put = (headers: Headers, body: unknown) => api.call(calls.utilities.update, { body }, headers);

// Tests on PostgreSQL share one database: each utility here has a name of its own ('extraz' stays).
const uniqueName = () => `Spa ${randomUUID().slice(0, 8)}`;

async function utilities(headers: Headers) {
  const response = await list(headers);
  expect(response.statusCode).toBe(200);
  return response.json() as Utility[];
}

describe("reading utilities", () => {
  it("offers the suite forms' list 'extraz' with SPEC's options, to any signed-in user", async () => {
    const clerk = await signedInUser(api, { permissions: [] });
    const extraz = (await utilities(clerk.headers)).find((row) => row.Name === SUITE_UTILITY_LIST);
    expect(extraz).toEqual({ Id: expect.any(String), Name: "extraz", Items: [...SUITE_UTILITY_DEFAULTS] });

    const byId = await one(clerk.headers, (extraz as Utility).Id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(extraz);
  });

  it.each(["not-a-uuid", randomUUID(), "0"])("answers 404 for the utility %j", async (id) => {
    expectRefusal(await one(overseer.headers, id), 404, UtilityMessage.notFound);
  });
});

describe("a caller without a token", () => {
  it.each([
    ["list the utilities", () => list({})],
    ["read one", () => one({}, randomUUID())],
    ["add one", () => post({}, { Name: uniqueName(), Items: ["Sauna"] })],
  ])("cannot %s: 401", async (_case, call) => {
    expectRefusal(await call(), 401, AuthMessage.unauthenticated);
  });

  it("cannot edit one: 401, and the items stay", async () => {
    const name = uniqueName();
    const created = (await post(overseer.headers, { Name: name, Items: ["Sauna"] })).json() as Utility;
    expectRefusal(await put({}, { Name: name, Items: ["Gym"] }), 401, AuthMessage.unauthenticated);
    expect((await one(overseer.headers, created.Id)).json()).toEqual(created);
  });
});

describe("adding a utility", () => {
  it("stores the trimmed name and items, each item once, and lists it", async () => {
    const name = uniqueName();
    const created = await post(overseer.headers, {
      Name: ` ${name} `,
      Items: [" Sauna", "Massage", "Sauna"],
    });
    expect(created.statusCode).toBe(201);
    const utility = { Id: expect.any(String), Name: name, Items: ["Sauna", "Massage"] };
    expect(created.json()).toEqual(utility);
    expect(await utilities(overseer.headers)).toContainEqual(created.json());
  });

  it.each([
    ["no name", { Items: ["Sauna"] }, UtilityMessage.name],
    ["a one-letter name", { Name: " S ", Items: ["Sauna"] }, UtilityMessage.name],
    ["a name of a wrong type", { Name: 12, Items: ["Sauna"] }, UtilityMessage.name],
    ["no items", { Name: "Spa" }, UtilityMessage.items],
    ["an empty item list", { Name: "Spa", Items: [] }, UtilityMessage.items],
    ["both missing, name first", {}, UtilityMessage.name],
  ])("answers 400 for %s, and stores nothing", async (_case, body, message) => {
    const before = await utilities(overseer.headers);
    expectRefusal(await post(overseer.headers, body), 400, message);
    expect(await utilities(overseer.headers)).toEqual(before);
  });

  it("refuses a name that exists in another letter case with 409", async () => {
    const name = uniqueName();
    expect((await post(overseer.headers, { Name: name, Items: ["Sauna"] })).statusCode).toBe(201);
    const again = await post(overseer.headers, { Name: name.toUpperCase(), Items: ["Gym"] });
    expectRefusal(again, 409, UtilityMessage.exists(name.toUpperCase()));
  });

  it("refuses the suite forms' list's name in capitals with 409, and leaves 'extraz' as it was", async () => {
    const before = await utilities(overseer.headers);
    const again = await post(overseer.headers, { Name: "EXTRAZ", Items: ["Gym"] });
    expectRefusal(again, 409, UtilityMessage.exists("EXTRAZ"));
    expect(await utilities(overseer.headers)).toEqual(before);
  });

  it("refuses a user without GLOBAL with 403, and stores nothing", async () => {
    const manager = await signedInUser(api, {
      permissions: Object.values(Permission).filter((permission) => permission !== Permission.GLOBAL),
    });
    const name = uniqueName();
    expectRefusal(
      await post(manager.headers, { Name: name, Items: ["Sauna"] }),
      403,
      AccessMessage.forbidden,
    );
    expect((await utilities(overseer.headers)).map((row) => row.Name)).not.toContain(name);
  });
});

describe("editing a utility", () => {
  it("changes the items of the utility of that name", async () => {
    const name = uniqueName();
    const created = (await post(overseer.headers, { Name: name, Items: ["Sauna"] })).json() as Utility;
    const edited = await put(overseer.headers, { Name: name.toLowerCase(), Items: ["Gym", "Pool"] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...created, Items: ["Gym", "Pool"] });
    expect((await one(overseer.headers, created.Id)).json()).toEqual(edited.json());
  });

  it("trims the items and keeps each once", async () => {
    const name = uniqueName();
    const created = (await post(overseer.headers, { Name: name, Items: ["Sauna"] })).json() as Utility;
    const edited = await put(overseer.headers, { Name: ` ${name} `, Items: [" Gym", "Gym", "Pool "] });
    expect(edited.json()).toEqual({ ...created, Items: ["Gym", "Pool"] });
  });

  it.each([
    ["no name", { Name: undefined, Items: ["Gym"] }, UtilityMessage.name],
    ["a one-letter name", { Name: "S", Items: ["Gym"] }, UtilityMessage.name],
    ["no items", {}, UtilityMessage.items],
    ["an empty item list", { Items: [] }, UtilityMessage.items],
  ])("answers 400 for %s, and keeps the items", async (_case, change, message) => {
    const name = uniqueName();
    const created = (await post(overseer.headers, { Name: name, Items: ["Sauna"] })).json() as Utility;
    expectRefusal(await put(overseer.headers, { Name: name, ...change }), 400, message);
    expect((await one(overseer.headers, created.Id)).json()).toEqual(created);
  });

  it("answers 404 for a name no utility has", async () => {
    expectRefusal(
      await put(overseer.headers, { Name: uniqueName(), Items: ["Gym"] }),
      404,
      UtilityMessage.notFound,
    );
  });

  it("refuses a user without GLOBAL with 403, and keeps the items", async () => {
    const name = uniqueName();
    const created = (await post(overseer.headers, { Name: name, Items: ["Sauna"] })).json() as Utility;
    const manager = await signedInUser(api, { permissions: [Permission.MANAGE_SUITES] });
    expectRefusal(await put(manager.headers, { Name: name, Items: ["Gym"] }), 403, AccessMessage.forbidden);
    expect((await one(overseer.headers, created.Id)).json()).toEqual(created);
  });
});
