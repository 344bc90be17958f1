import {
  auditActionOf,
  type Call,
  type CallParsed,
  errorBody,
  IDEMPOTENT_REPLAY_HEADER,
  PDF_MEDIA_TYPE,
} from "@concierge/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import type { Db } from "../db/client.js";
import { requires } from "./actor.js";
import { type Audited, recording } from "./audit.js";
import { accepts, acceptsCsv } from "./csv.js";
import { idempotencyKeyOf, idempotently } from "./idempotency.js";

/** The request as a handler gets it: validated, and with the database to work in. */
export type CallRequest<C extends Call> = FastifyRequest &
  CallParsed<C> & {
    /** The server's database, or the transaction of an idempotent creation (see `idempotently`). */
    db: Db;
    /**
     * Work to do once the call's writes are committed (a guest's mail): not done when the call
     * fails or an idempotent repeat replays it, and its own failure is only logged.
     */
    afterCommit: (job: () => Promise<void>) => void;
    /** Live events its write published (`recording`), counted in `/metrics` once committed. */
    liveEvents: number;
  };

/** What the handler returns: the answer before serialisation, nothing for a 204. */
type Answer<C extends Call> = C["status"] extends 204 ? unknown : z.input<C["answer"]>;

export type Handler<C extends Call> = (request: CallRequest<C>, reply: FastifyReply) => Promise<Answer<C>>;

/**
 * What a call may need beyond its declaration: Fastify's options (a larger body limit, its own
 * 413); a list's export, which answers `Accept: text/csv` instead of the handler (see `serveList`);
 * a document's PDF, which answers `Accept: application/pdf` likewise (an invoice); and for an
 * audited call that changes a record, how to read that record (`lib/audit.ts`).
 */
type Extras<C extends Call> = Pick<RouteShorthandOptions, "bodyLimit" | "errorHandler"> & {
  csv?: (request: CallRequest<C>, reply: FastifyReply) => Promise<FastifyReply>;
  pdf?: (request: CallRequest<C>, reply: FastifyReply) => Promise<FastifyReply>;
  audit?: Audited<CallRequest<C>>;
};

/**
 * Registers one declared call: its path, schemas (validation, serialisation and OpenAPI), the
 * session check, the permissions it needs, and the handler, which answers with the call's status.
 */
export function serve<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  { csv, pdf, audit = {}, ...extras }: Extras<C> = {},
) {
  if (call.audit && auditActionOf(call) !== "create" && !audit.read) {
    throw new Error(`${call.method} ${call.path} changes a record: serve it with its audit reader`);
  }
  if (call.refusals.includes(412) !== (audit.version !== undefined)) {
    throw new Error(`${call.method} ${call.path}: a 412 is If-Match's, declared with its version reader`);
  }
  const refusals = Object.fromEntries(call.refusals.map((status) => [status, errorBody]));
  app.route({
    method: call.method,
    url: call.path,
    // Only the parts the call has: Fastify warns of a schema key that holds undefined.
    schema: Object.fromEntries(
      Object.entries({
        tags: [call.feature],
        params: call.params,
        querystring: call.query,
        body: call.body,
        response: { [call.status]: call.answer, ...refusals },
      }).filter(([, part]) => part !== undefined),
    ),
    onRequest: call.session ? app.authenticate : undefined,
    preHandler: call.permissions.length || call.anyPermission?.length ? requires(call) : undefined,
    ...extras,
    handler: async (request, reply) => {
      const jobs: (() => Promise<void>)[] = [];
      const afterCommit = (job: () => Promise<void>) => void jobs.push(job);
      const called = Object.assign(request, { db: app.db, afterCommit, liveEvents: 0 }) as CallRequest<C>;
      const committed = () => {
        if (called.liveEvents) app.metrics.eventsWritten.inc(called.liveEvents);
        for (const job of jobs)
          job().catch((err) => request.log.error({ err }, "work after the commit failed"));
      };
      if (csv && acceptsCsv(request)) return csv(called, reply);
      if (pdf && accepts(request, PDF_MEDIA_TYPE)) return pdf(called, reply);
      const key = call.idempotent ? idempotencyKeyOf(request) : undefined;
      const handle = (db: Db) => handler(Object.assign(called, { db }), reply);
      // An audited write and its entry are one transaction; a creation's is its idempotency key's.
      const record = call.audit ? recording(call, called, audit) : undefined;
      const handled = (db: Db) => (record ? record(db, handle) : handle(db));
      if (key === undefined) {
        const answer = await handled(app.db);
        committed();
        return reply.code(call.status).send(call.status === 204 ? null : answer);
      }
      const { answer, replayed } = await idempotently(app.db, request, key, handled);
      if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, "true");
      else committed();
      return reply.code(call.status).send(answer);
    },
  });
}
