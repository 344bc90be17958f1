import type { FastifyRequest } from "fastify";

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
    },
  };
}
