import { AccessMessage } from "@concierge/contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { sqlState } from "./db-errors.js";
import { AppError } from "./errors.js";

interface Translated {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** SQLSTATE classes that mean the client sent something the database refuses. */
const clientSqlStates: Record<string, number> = {
  "22001": 400, // value too long
  "22021": 400, // invalid byte sequence
  "22P02": 400, // invalid text representation
  "23503": 409, // foreign key violation
  "23505": 409, // unique violation
  "23P01": 409, // exclusion violation
};

function translate(error: FastifyError | AppError): Translated {
  if (error instanceof AppError)
    return { status: error.status, message: error.message, headers: error.headers };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const atRoot = !first || first.instancePath === "/";
    return {
      status: 400,
      message: atRoot ? AccessMessage.invalidBody : (first.message ?? AccessMessage.invalidBody),
    };
  }
  const state = sqlState(error);
  const clientStatus = state && clientSqlStates[state];
  if (clientStatus) return { status: clientStatus, message: "the request conflicts with stored data" };
  if (state?.startsWith("08") || state === "57P01" || state === "57P03" || isConnectionError(error)) {
    return { status: 503, message: AccessMessage.unavailable };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, message: AccessMessage.tooLarge };
  if (status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: AccessMessage.internal };
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === "ECONNREFUSED" || code === "ECONNRESET" || code === "ETIMEDOUT";
}

/** Every error leaves as `{ error, message }` with an honest status (CONTRACT.md, wire format). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, headers } = translate(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ status, reason: message }, "request refused");
    return reply
      .code(status)
      .headers(headers ?? {})
      .send({ error: message, message });
  });
}

/** A broken %-escape or an over-long id, refused by the router: it names nothing, as any unknown id. */
export function answerUnroutable(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  reply.code(404).send({ error: AccessMessage.notFound, message: AccessMessage.notFound });
}
