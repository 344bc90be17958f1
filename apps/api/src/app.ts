import { randomUUID } from "node:crypto";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import { auditRoutes } from "./features/audit/index.js";
import { authRoutes } from "./features/auth/index.js";
import { bookingRoutes } from "./features/bookings/index.js";
import { branchRoutes } from "./features/branches/index.js";
import { businessDayRoutes, closeDaysEvery, dayReportRoutes } from "./features/business-day/index.js";
import { cashierRoutes } from "./features/cashier/index.js";
import { catalogueRoutes } from "./features/catalogue/index.js";
import { countryRoutes } from "./features/countries/index.js";
import { dashboardRoutes } from "./features/dashboard/index.js";
import { domainRoutes } from "./features/domains/index.js";
import { folioRoutes } from "./features/folios/index.js";
import { guestErasureRoutes } from "./features/guest-erasure/index.js";
import { guestMergeRoutes } from "./features/guest-merges/index.js";
import { guestRoutes } from "./features/guests/index.js";
import { healthRoutes } from "./features/health/index.js";
import { createImageStore, type ImageStore, imageFileRoutes, imageRoutes } from "./features/images/index.js";
import { invoiceRoutes } from "./features/invoices/index.js";
import { liveRoutes, serveLiveChanges } from "./features/live/index.js";
import { offerRoutes } from "./features/offers/index.js";
import { preferenceRoutes } from "./features/preferences/index.js";
import { rateRoutes } from "./features/rates/index.js";
import { roleRoutes } from "./features/roles/index.js";
import { roomRoutes } from "./features/rooms/index.js";
import { createScanStore, type ScanStore, scanRoutes } from "./features/scans/index.js";
import { suiteRoutes } from "./features/suites/index.js";
import { userRoutes } from "./features/users/index.js";
import { utilityRoutes } from "./features/utilities/index.js";
import { authenticate } from "./lib/actor.js";
import { registerConsole } from "./lib/console.js";
import { answerUnroutable, registerErrorHandler } from "./lib/error-handler.js";
import { createMailer, type Mailer } from "./lib/mailer.js";
import { type ServerMetrics, serverMetrics } from "./lib/metrics.js";
import { registerSecurityHeaders, withSecurityHeaders } from "./lib/security-headers.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    images: ImageStore;
    /** Guest ID scans' private store (decision 0015). */
    scans: ScanStore;
    /** onRequest hook of every call that needs a session (see lib/serve.ts). */
    authenticate: ReturnType<typeof authenticate>;
    /** What `GET /metrics` answers (lib/metrics.ts). */
    metrics: ServerMetrics;
  }
}

const requestId = /^[\w.-]{1,64}$/;

/**
 * One log line per call, once it is answered, holding the request (method, path, client), its
 * status and time: each line is a synchronous write, and Fastify's line on arrival besides the one
 * on answering cost a twelfth of a list call's CPU.
 */
class OneLinePerCall extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions["logger"] = false,
) {
  const app = Fastify({
    logger,
    logController: new OneLinePerCall(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Our genReqId reads and checks the incoming x-request-id itself.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && requestId.test(given) ? given : randomUUID();
    },
    frameworkErrors: withSecurityHeaders(config, answerUnroutable),
  }).withTypeProvider<ZodTypeProvider>();
  // A client may close its side once the request is sent (HTTP/1.1 half-close); Node's default then
  // drops a request whose answer is still being worked out (a database round trip), with no answer.
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", database.db);
  app.decorate("config", config);
  app.decorate(
    "mailer",
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
  );
  app.decorate("images", createImageStore(config));
  app.decorate("scans", createScanStore(config));
  app.decorate("authenticate", authenticate(database.db, config.jwtSecret));
  app.decorate("metrics", serverMetrics());
  serveLiveChanges(app);
  app.decorateRequest("actor", null as never);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Every body is JSON; a plain-text body is refused with 415 instead of failing validation.
  app.removeContentTypeParser("text/plain");
  // SPEC's client sends a JSON content type on every call, bodiless DELETEs too: an empty body is none.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    body === "" ? done(null, undefined) : parseJson(request, body as string, done),
  );
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Concierge API",
        version: "1.0.0",
        description: "Hotel back-office API (SPEC.md section 7)",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());

  const features = [
    healthRoutes,
    authRoutes,
    countryRoutes,
    utilityRoutes,
    domainRoutes,
    branchRoutes,
    roleRoutes,
    userRoutes,
    suiteRoutes,
    rateRoutes,
    catalogueRoutes,
    imageRoutes,
    bookingRoutes,
    guestRoutes,
    scanRoutes,
    roomRoutes,
    offerRoutes,
    dashboardRoutes,
    auditRoutes,
    preferenceRoutes,
    guestMergeRoutes,
    guestErasureRoutes,
    cashierRoutes,
    folioRoutes,
    invoiceRoutes,
    businessDayRoutes,
    dayReportRoutes,
    liveRoutes,
  ];
  for (const routes of features) await app.register(routes);
  await app.register(imageFileRoutes);
  await registerConsole(app, config.webDist);
  closeDaysEvery(app);
  return app;
}
