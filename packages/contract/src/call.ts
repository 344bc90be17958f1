import { z } from "zod";
import type { AuditAction, AuditEntity } from "./audit.js";
import { domainRowParams } from "./paging.js";
import type { Permission } from "./permissions.js";

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 429 | 503;

/**
 * One call of the API, declared once: the server registers its route from this, the console and
 * the tests send it through `requestOf`. `:name` segments of `path` are filled from `params`.
 */
export interface Call {
  /** The feature the call belongs to (its OpenAPI tag). */
  feature: string;
  method: Method;
  path: `/${string}`;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status; 204 answers no body. */
  status: 200 | 201 | 204;
  answer: z.ZodType;
  /** The statuses of the `{ error, message, code }` refusals it may answer. */
  refusals: readonly RefusalStatus[];
  /** The permissions it needs beyond a session, all of them; none: belonging to the domain is enough. */
  permissions: readonly Permission[];
  /** Beyond `permissions`, at least one of these (a housekeeper's or the front desk's); none: no such need. */
  anyPermission?: readonly Permission[];
  /** false for the sign-in calls and health checks, which take no bearer token. */
  session: boolean;
  /**
   * Done once per `Idempotency-Key` (see `idempotency.ts`): the server keeps the first answer for a
   * repeat, the console sends a key with every try. Said on the call, never inferred from its method
   * or status: a creation answering 200 (a payment) would otherwise lose it. A session POST only.
   */
  idempotent?: true;
  /**
   * What the audit trail records of a write: the entity it writes, and the action when the method
   * does not say it (POST creates, PUT updates, DELETE deletes). Every session write declares it.
   */
  audit?: { entity: AuditEntity; action?: AuditAction };
}

/**
 * Whether `held` lets its holder send `call`: every one of its `permissions`, and one of its
 * `anyPermission` when it names some. The server decides with this; the console hides with it.
 */
export function mayCall(
  held: readonly string[] | null | undefined,
  call: Pick<Call, "permissions" | "anyPermission">,
) {
  const holds = (permission: Permission) => held?.includes(permission) ?? false;
  const alternatives = call.anyPermission ?? [];
  return call.permissions.every(holds) && (alternatives.length === 0 || alternatives.some(holds));
}

/** The action an audited call records: its own, or its method's. */
export function auditActionOf(call: Pick<Call, "method" | "audit">): AuditAction {
  if (call.audit?.action) return call.audit.action;
  return call.method === "POST" ? "create" : call.method === "DELETE" ? "delete" : "update";
}

type Declared = Pick<Call, "method" | "path" | "answer"> & Partial<Omit<Call, "feature">>;

/** What a session call may answer besides its success. */
export const TENANT_REFUSALS = [400, 401, 403, 404, 409] as const satisfies readonly RefusalStatus[];
/** A write that takes `If-Match: "<Version>"`: 412 `changed` when the record moved on meanwhile. */
export const VERSIONED_REFUSALS = [...TENANT_REFUSALS, 412] as const satisfies readonly RefusalStatus[];

interface Defaults {
  feature: string;
  status: 200;
  refusals: typeof TENANT_REFUSALS;
  permissions: readonly [];
  session: true;
}
type Complete<D extends Declared> = D & Omit<Defaults, keyof D> & Call;

/** Declares a feature's calls; unsaid, a call answers 200, needs a session and no permission. */
export function declareCalls<const Calls extends Record<string, Declared>>(
  feature: string,
  calls: Calls,
): { [K in keyof Calls]: Complete<Calls[K]> } {
  return Object.fromEntries(
    Object.entries(calls).map(([name, declared]) => [
      name,
      { feature, status: 200, refusals: TENANT_REFUSALS, permissions: [], session: true, ...declared },
    ]),
  ) as { [K in keyof Calls]: Complete<Calls[K]> };
}

/** `DELETE <path>/:domainId/:<key>`: removes one of the domain's rows and answers 204. */
export const removal = <const Key extends string>(
  path: `/${string}`,
  key: Key,
  permissions: readonly Permission[],
) => ({
  method: "DELETE" as const,
  path: `${path}/:domainId/:${key}` as const,
  params: domainRowParams(key),
  status: 204 as const,
  answer: z.null(),
  permissions,
});

type In<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type Out<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a client gives to send a call: its path parameters, query and body, each where it has one. */
export type CallInput<C extends Call> = (C["params"] extends z.ZodType
  ? { params: In<C["params"]> }
  : { params?: undefined }) &
  (C["query"] extends z.ZodType ? { query?: In<C["query"]> } : { query?: undefined }) &
  (C["body"] extends z.ZodType
    ? undefined extends In<C["body"]>
      ? { body?: In<C["body"]> }
      : { body: In<C["body"]> }
    : { body?: undefined });

/** What the server's handler receives: the validated (parsed) parts. */
export interface CallParsed<C extends Call> {
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  body: Out<C["body"]>;
}

/** The success answer, as the client reads it. */
export type CallAnswer<C extends Call> = C["status"] extends 204 ? undefined : z.output<C["answer"]>;

/** The path of a call with its parameters filled in, each one URL-encoded. */
export function pathOf(call: Pick<Call, "path">, params: Record<string, unknown> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The path parameters of `pathname` when it is `call`'s path (an address a call answered), else null. */
export function paramsOfPath(call: Pick<Call, "path">, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = call.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? "")]));
  } catch {
    return null;
  }
}

export interface CallRequest {
  method: Method;
  url: string;
  body?: unknown;
}

/** The HTTP request that sends `call` with `input`; query values left undefined are not sent. */
export function requestOf<C extends Call>(call: C, input: CallInput<C>): CallRequest {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  const url = pathOf(call, params as Record<string, unknown>);
  return { method: call.method, url: search.length ? `${url}?${search.join("&")}` : url, body };
}
