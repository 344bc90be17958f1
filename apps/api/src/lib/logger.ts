import type { FastifyRequest } from "fastify";
import { failedStatement, sqlState, violatedConstraint } from "./db-errors.js";

/**
 * Request logs carry the request id, method, path and client; never a body, a header or a token
 * (the reset link puts its token in the query string, so query values are masked).
 */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.replace(/=([^&]*)/g, "=…"),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}

/**
 * An error as the log keeps it. A failed query keeps its statement, SQLSTATE and constraint but
 * never its bound parameters, nor the driver's detail ("Failing row contains (…)") or causes:
 * they hold the values written, password hashes and token hashes among them.
 */
export function serializeError(error: Error): LoggedError {
  const statement = failedStatement(error);
  if (statement === undefined) {
    const { code } = error as { code?: unknown };
    return { type: error.name, message: error.message, code, stack: error.stack ?? "" };
  }
  const message = `Failed query: ${statement}`;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  return {
    type: error.name,
    message,
    sqlState: sqlState(error),
    constraint: violatedConstraint(error),
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}
