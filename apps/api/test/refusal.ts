import { ErrorCode } from "@concierge/contract";
import { expect } from "vitest";

interface Answer {
  statusCode: number;
  json: () => unknown;
}

/** Matches any of the contract's error codes. */
export const anyCode = expect.stringMatching(new RegExp(`^(${Object.values(ErrorCode).join("|")})$`));

/** An error answer: its status, the same text in `error` and `message` (CONTRACT.md), and a code. */
export function expectRefusal(response: Answer, status: number, message: string) {
  // One comparison, so that a wrong status shows the body that came with it.
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { error: message, message, code: anyCode },
  });
}
