import { AccessRefusal, invalid, type Refusal } from "@concierge/contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { refusalOfDatabase } from "./db-errors.js";
import { AppError } from "./errors.js";

function translate(error: FastifyError | AppError): Refusal {
  if (error instanceof AppError) return error.refusal;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const atRoot = !first || first.instancePath === "/";
    return atRoot ? AccessRefusal.invalidBody : invalid(first.message ?? AccessRefusal.invalidBody.message);
  }
  const fromDatabase = refusalOfDatabase(error);
  if (fromDatabase) return fromDatabase;
  const status = error.statusCode ?? 500;
  if (status === 413) return AccessRefusal.tooLarge;
  if (status >= 400 && status < 500)
    return { ...invalid(error.message), status: status as Refusal["status"] };
  return AccessRefusal.internal;
}

/** Which field of the body or query a schema refused ("/Email"), or none. */
const fieldOf = (error: FastifyError) =>
  hasZodFastifySchemaValidationErrors(error) ? error.validation[0]?.instancePath : undefined;

// Seconds a client waits before trying again while the database is away: a restart or failover.
const retryWhenUnavailable = "5";

/** Every error leaves as `{ error, message, code }` with an honest status (CONTRACT.md, wire format). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, message, fields, key, values } = translate(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // The code and the field, never the words: they quote what was sent (a guest's name typed as a
    // room, an email), and the log keeps no guest's data.
    else request.log.info({ status, code, field: fieldOf(error) }, "request refused");
    if (status === 503) reply.header("retry-after", retryWhenUnavailable);
    return reply
      .code(status)
      .headers(error instanceof AppError ? error.headers : {})
      .send({
        error: message,
        message,
        code,
        ...(fields ? { fields } : {}),
        // Which refusal and its values, for a client to word it in its language (contract, errors.ts).
        ...(key && values ? { refusal: key, values } : {}),
      });
  });
}

/** The body of a refusal outside the error handler (the router's 404s). */
export const refusalBody = ({ message, code }: Refusal) => ({ error: message, message, code });

/** A broken %-escape or an over-long id, refused by the router: it names nothing, as any unknown id. */
export function answerUnroutable(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  reply.code(404).send(refusalBody(AccessRefusal.notFound));
}
