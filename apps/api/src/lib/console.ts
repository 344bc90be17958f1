import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { AccessRefusal } from "@concierge/contract";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { refusalBody } from "./error-handler.js";

// Paths that belong to the API: an unknown one answers JSON, never the console's page.
const apiPaths =
  /^\/(api|images)(\/|$)|^\/(login|forgotPassword|forgot\/changePassword|refresh|logout|healthz|readyz)\/?$/;

/**
 * Serves the built console from the same origin. Any other GET outside the API answers index.html,
 * so that a reload on /admin/countries lands on the console's router.
 */
export async function registerConsole(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist && path.join(webDist, "index.html");
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders(res, file) {
        // Vite names built assets by content hash, so they may be cached for good; the page may not.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (indexHtml && wantsPage && !apiPaths.test(pathname)) {
      return reply.code(200).type("text/html").header("cache-control", "no-cache").send(indexHtml);
    }
    return reply.code(404).send(refusalBody(AccessRefusal.notFound));
  });
}
