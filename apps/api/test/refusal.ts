import { expect } from "vitest";

interface Answer {
  statusCode: number;
  json: () => unknown;
}

/** An error answer: its status, and the same text in `error` and `message` (CONTRACT.md). */
export function expectRefusal(response: Answer, status: number, message: string) {
  // One comparison, so that a wrong status shows the body that came with it.
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { error: message, message },
  });
}
