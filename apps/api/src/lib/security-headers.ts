import fastifyHelmet from "@fastify/helmet";
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

/** Security headers on every routed answer: JSON, pages, static files, errors and 404s. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, policy(config));
}

type FrameworkErrors = NonNullable<FastifyServerOptions["frameworkErrors"]>;

/** Fastify answers a malformed URL before any hook runs: the same headers go on that answer too. */
export function withSecurityHeaders(config: Config, answer: FrameworkErrors): FrameworkErrors {
  const apply = helmet(policy(config));
  return (error, request, reply) => {
    apply(request.raw, reply.raw, () => {});
    answer(error, request, reply);
  };
}

/**
 * A route option for files other sites may show, such as stored images: their links are meant to
 * be pasted anywhere, and PUBLIC_URL need not be the origin the console was opened on.
 */
export const embeddableAnywhere = { crossOriginResourcePolicy: { policy: "cross-origin" } } as const;
