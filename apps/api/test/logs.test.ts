import { calls } from "@concierge/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./factories.js";
import { type Api, readMail, startApi, tokenFromMail } from "./harness.js";

let api: Api;
const logs: string[] = [];

// Embedded even in the PostgreSQL project: the test breaks the users table on purpose.
beforeAll(async () => {
  api = await startApi({ embedded: true, logs });
});
afterAll(() => api.close());

describe("the log of a failed query", () => {
  it("names the statement and its SQLSTATE, never the password hash or token it carried", async () => {
    const user = await createUser(api.db);
    const forgot = await api.call(calls.auth.forgotPassword, { body: { email: user.email } });
    expect(forgot.statusCode).toBe(200);
    const token = tokenFromMail(await readMail(api.config.dataDir, user.email));
    // Every new hash is refused from now on, and the database's detail quotes the failing row.
    await api.db.execute(
      sql.raw(`alter table users add constraint refuses_new_hashes
               check (password_hash is null or password_hash not like '$argon2%') not valid`),
    );
    const password = "a-new-password-never-logged";

    const response = await api.call(calls.auth.changePassword, { body: { token, password } });

    expect(response.statusCode).toBe(500);
    const failed = logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failed?.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: update "users" set "password_hash" = \$1/),
      sqlState: "23514",
      constraint: "refuses_new_hashes",
    });
    const everything = logs.join("\n");
    expect(everything).not.toContain("$argon2");
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain("params");
  });
});
