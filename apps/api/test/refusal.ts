import { ErrorCode } from "@concierge/contract";
import { expect } from "vitest";

interface Answer {
  statusCode: number;
  json: () => unknown;
}

/** Matches any of the contract's error codes. */
export const anyCode = expect.stringMatching(new RegExp(`^(${Object.values(ErrorCode).join("|")})$`));

/**
 * An error answer: its status, the same text in `error` and `message` (CONTRACT.md), and a code;
 * a refusal whose words name values also says which it is and those values (their own tests).
 */
export function expectRefusal(response: Answer, status: number, message: string) {
  const { refusal, values, ...body } = response.json() as Record<string, unknown>;
  // One comparison, so that a wrong status shows the body that came with it.
  expect({ status: response.statusCode, body, said: refusal === undefined ? values : typeof values }).toEqual(
    {
      status,
      body: { error: message, message, code: anyCode },
      said: refusal === undefined ? undefined : "object",
    },
  );
}
