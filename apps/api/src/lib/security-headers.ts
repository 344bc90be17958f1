import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.js";

/**
 * Where the console's pictures come from: this server, the stored images' own addresses (PUBLIC_URL
 * and the bucket may be other origins), previews of chosen files (data:, blob:), and any https
 * address staff paste as a logo, a suite's view or a guest's ID (SPEC section 4 shows them as
 * pictures). Pasted plain-http addresses show the placeholder instead.
 */
function imageSources(config: Config) {
  const stored = [config.publicUrl, config.s3?.publicUrl].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );
  return [...new Set(["'self'", "data:", "blob:", ...stored, "https:"])];
}

/** The session sits in localStorage: the policy's first job is that no script but our own files runs. */
function policy(config: Config) {
  return {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks a plain-http start on a LAN.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine writes <style data-mantine-styles> elements at run time (its CSS variables and
        // responsive style props): without 'unsafe-inline' the console loses its theme.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources(config),
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    // Browsers ignore it over plain http. This host only: its subdomains are not ours to decide.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  } satisfies HelmetOptions;
}

/** The headers a Helmet policy sets, worked out once: Helmet's middleware would rebuild them on every answer. */
function headersOf(options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's files may be shown by other sites (see `embeddableAnywhere`). */
    embeddable?: boolean;
  }
}

/** Security headers on every routed answer: JSON, pages, static files, errors and 404s. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const everywhere = headersOf(policy(config));
  const embeddable = headersOf({ ...policy(config), crossOriginResourcePolicy: { policy: "cross-origin" } });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.routeOptions.config.embeddable ? embeddable : everywhere);
    done();
  });
}

type FrameworkErrors = NonNullable<FastifyServerOptions["frameworkErrors"]>;

/** Fastify answers a malformed URL before any hook runs: the same headers go on that answer too. */
export function withSecurityHeaders(config: Config, answer: FrameworkErrors): FrameworkErrors {
  const headers = headersOf(policy(config));
  return (error, request, reply) => {
    reply.headers(headers);
    answer(error, request, reply);
  };
}

/**
 * A route option for files other sites may show, such as stored images: their links are meant to
 * be pasted anywhere, and PUBLIC_URL need not be the origin the console was opened on.
 */
export const embeddableAnywhere = { config: { embeddable: true } } as const;
