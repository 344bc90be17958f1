import { describe, expect, it } from "vitest";
import { requestHeaders } from "./request-headers";

describe("a call's headers", () => {
  it("carry the version the user saw as a quoted If-Match, beside the bearer and the key", () => {
    expect(
      requestHeaders({
        accept: "application/json",
        hasBody: true,
        token: "t",
        idempotencyKey: "k",
        ifMatch: 7,
      }),
    ).toEqual({
      accept: "application/json",
      "content-type": "application/json",
      authorization: "Bearer t",
      "idempotency-key": "k",
      "if-match": '"7"',
    });
  });

  it("say nothing they were not given: no If-Match is last write wins", () => {
    expect(requestHeaders({ accept: "text/csv", hasBody: false, token: null })).toEqual({
      accept: "text/csv",
    });
    expect(requestHeaders({ accept: "text/csv", hasBody: false, token: null, ifMatch: 0 })).toEqual({
      accept: "text/csv",
      "if-match": '"0"',
    });
  });
});
