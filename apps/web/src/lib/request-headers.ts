import { IDEMPOTENCY_HEADER } from "@concierge/contract";

/** What a request says besides its method, address and body. */
export interface RequestTraits {
  accept: string;
  hasBody: boolean;
  token: string | null;
  idempotencyKey?: string;
  /** The `Version` of the record as the user saw it: the write is refused (412) if it changed since. */
  ifMatch?: number;
}

/** The headers of every call the console sends (CONTRACT: the bearer, `Idempotency-Key`, `If-Match`). */
export function requestHeaders({ accept, hasBody, token, idempotencyKey, ifMatch }: RequestTraits) {
  const headers: Record<string, string> = { accept };
  if (hasBody) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  // An entity tag is quoted (RFC 9110); the server takes the version with or without the quotes.
  if (ifMatch !== undefined) headers["if-match"] = `"${ifMatch}"`;
  return headers;
}
