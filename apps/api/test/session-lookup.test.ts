import { ALL_PERMISSIONS, calls, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "../src/db/schema/index.js";
import { createDomain, signedInUser } from "./factories.js";
import { type Api, startApi } from "./harness.js";
import { statementsSent, subqueries } from "./statements.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const countries = (headers: Record<string, string>) => api.call(calls.countries.list, {}, headers);

describe("the session lookup of every call", () => {
  it("filters each of its subqueries by the user's domain, its columns named with their tables", async () => {
    const user = await signedInUser(api);

    const sent = await statementsSent(api.db, () => countries(user.headers));

    const lookup = sent.find((statement) => /^select [\s\S]* from "users" where/.test(statement));
    expect(lookup).toBeDefined();
    const inner = subqueries(lookup ?? "");
    expect(inner.map((subquery) => /from "(\w+)"/.exec(subquery)?.[1])).toEqual([
      "identities",
      "roles",
      "sessions",
    ]);
    for (const subquery of inner) {
      const table = /from "(\w+)"/.exec(subquery)?.[1];
      expect(subquery).toContain(`"${table}"."domain_id" = "users"."domain_id"`);
      // An unqualified column inside a subquery is the inner table's, whatever was meant.
      expect(subquery.slice(subquery.indexOf(" where "))).not.toMatch(/(^|[^.])"\w+" =/);
    }
  });

  it("reads the user's own role when another domain has a role of the same id", async () => {
    const user = await signedInUser(api, { permissions: [] });
    const other = await createDomain(api.db);
    await api.db.insert(roles).values({
      domainId: other.domainId,
      id: user.roleId,
      name: "Same id",
      permissions: [...ALL_PERMISSIONS],
    });

    expect((await countries(user.headers)).statusCode).toBe(200);
    const created = await api.call(
      calls.roles.create,
      {
        body: {
          DomainId: user.domainId,
          RoleName: "Not mine to make",
          Permissions: [Permission.MANAGE_ROLES],
        },
      },
      user.headers,
    );
    expect(created.statusCode).toBe(403);
  });
});
