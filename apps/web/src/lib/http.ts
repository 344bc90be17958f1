// First: the contract's schemas are built as it loads, and must be built without eval.
import "./zod-without-eval";
import {
  AccessMessage,
  AuthMessage,
  type Call,
  type CallAnswer,
  type CallInput,
  type CallRequest,
  calls,
  ErrorCode,
  errorBody,
  requestOf,
} from "@concierge/contract";
import { contractText, refusalText, type Said } from "./i18n/contract-text";
import { englishSource as en } from "./i18n/english-source";
import { notifyFailure } from "./notify";
import { requestHeaders } from "./request-headers";
import { sessionStore } from "./session";

/**
 * Every failed call becomes one of these, carrying the server's words and code, never its raw body.
 * Its message is in the language spoken (the contract's English where no translation exists).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The values the refusal named (the amount a check-out left due), as the server sent them. */
  readonly values: NonNullable<Said["values"]>;
  constructor(
    readonly status: number,
    /** The server's words, in the contract's English. */
    readonly english: string,
    /** The server's machine word; null when no answer carried one (unreachable, a proxy's 5xx). */
    readonly code: ErrorCode | null = null,
    /** Which of the contract's refusals, and its values, where its words name some. */
    said: Pick<Said, "refusal" | "values"> = {},
  ) {
    super(refusalText({ english, code, ...said }));
    this.values = said.values ?? {};
  }
}

const UNREACHABLE = en["refusal.unreachable"];

interface SendOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** The answer's type; a list also answers `text/csv` (CONTRACT). */
  accept?: string;
  /** Let the request outlive the page (see `sendOnLeave`). */
  keepalive?: boolean;
  ifMatch?: number;
  /** Headers beyond the ones every call carries (a stream's `Last-Event-ID`). */
  headers?: Record<string, string>;
}

/**
 * What a write of one record sends: its call's input and, where the user saw the record, its
 * `Version` as `ifMatch`: a record changed since is then refused with 412 `changed` (CONTRACT, "Live
 * changes") rather than overwritten.
 */
export type SentInput<C extends Call> = CallInput<C> & { ifMatch?: number };

async function fetchRequest(
  request: CallRequest,
  token: string | null,
  {
    signal,
    idempotencyKey,
    accept = "application/json",
    keepalive = false,
    ifMatch,
    headers: more,
  }: SendOptions = {},
) {
  const headers = {
    ...more,
    ...requestHeaders({ accept, hasBody: request.body !== undefined, token, idempotencyKey, ifMatch }),
  };
  try {
    return await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE);
  }
}

function fallbackText(status: number): string {
  if (status === 502 || status === 504) return UNREACHABLE;
  if (status === 503) return AccessMessage.unavailable;
  return AccessMessage.internal;
}

/** CONTRACT: the console shows `error` on the sign-in calls and `message` on session ones. */
async function toApiError(response: Response, call: Call): Promise<ApiError> {
  const parsed = errorBody.partial().safeParse(await response.json().catch(() => null));
  const body = parsed.success ? parsed.data : {};
  const text = call.session ? (body.message ?? body.error) : (body.error ?? body.message);
  return new ApiError(response.status, text || fallbackText(response.status), body.code ?? null, {
    refusal: body.refusal,
    values: body.values,
  });
}

/** The success answer; checked against the contract in development, trusted in production. */
async function readAnswer<C extends Call>(call: C, response: Response): Promise<CallAnswer<C>> {
  if (response.status === 204) return undefined as CallAnswer<C>;
  const answer: unknown = await response.json();
  return (import.meta.env.DEV ? call.answer.parse(answer) : answer) as CallAnswer<C>;
}

// Tabs share one refresh token and presenting a retired one revokes the session, so they take turns.
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return "locks" in navigator ? navigator.locks.request("concierge-refresh", task) : task();
}

async function refreshTokens(rejectedToken: string | null): Promise<boolean> {
  const session = sessionStore.reload();
  if (session.Token && session.Token !== rejectedToken) return true; // renewed meanwhile, here or in a tab
  if (!session.RefreshToken) return false;
  const refresh = calls.auth.refresh;
  const response = await fetchRequest(
    requestOf(refresh, { body: { refreshToken: session.RefreshToken } }),
    null,
  );
  if (response.ok) {
    sessionStore.renew(await readAnswer(refresh, response));
    return true;
  }
  if (response.status >= 500) throw await toApiError(response, refresh);
  // The refresh was refused: clearing the session is enough, RequireSession then sends the user to
  // the login page with the location to come back to.
  sessionStore.clear();
  notifyFailure(contractText(AuthMessage.sessionExpired));
  return false;
}

let renewing: Promise<boolean> | null = null;

/** Single flight: however many calls hit a 401 at once, one POST /refresh runs. */
function renewSession(rejectedToken: string | null): Promise<boolean> {
  renewing ??= withRefreshLock(() => refreshTokens(rejectedToken)).finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * Sends one of the contract's calls and gives its successful response. Session calls carry the
 * bearer token and, refused with a 401, renew the session once and try again. An idempotent call
 * carries `idempotencyKey` when given (see `useWrite`), else one of its own: its second try after a
 * 401 is then the same request. A write given `ifMatch` sends it as `If-Match`.
 */
async function respond<C extends Call>(call: C, input: CallInput<C>, options: SendOptions) {
  const request = requestOf(call, input);
  const idempotencyKey = call.idempotent ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined;
  const sent = { ...options, idempotencyKey };
  const token = call.session ? sessionStore.get().Token : null;
  let response = await fetchRequest(request, token, sent);
  if (response.status === 401 && call.session) {
    if (!(await renewSession(token))) {
      throw new ApiError(401, AuthMessage.sessionExpired, ErrorCode.sessionExpired);
    }
    response = await fetchRequest(request, sessionStore.get().Token, sent);
  }
  if (!response.ok) throw await toApiError(response, call);
  return response;
}

/** Sends one of the contract's calls and reads its answer. */
export async function send<C extends Call>(
  call: C,
  input: SentInput<C>,
  signal?: AbortSignal,
  idempotencyKey?: string,
): Promise<CallAnswer<C>> {
  return readAnswer(call, await respond(call, input, { signal, idempotencyKey, ifMatch: input.ifMatch }));
}

/** Sends a call that answers a file rather than JSON (a guest ID scan, an invoice's PDF) and gives its bytes. */
export async function sendForFile<C extends Call>(
  call: C,
  input: CallInput<C>,
  signal?: AbortSignal,
  accept = "image/*",
) {
  return (await respond(call, input, { signal, accept })).blob();
}

/**
 * Opens a call that answers `text/event-stream` and gives its response to read as it comes; a 401
 * renews the session once, as every call does.
 */
export function openStream<C extends Call>(
  call: C,
  input: CallInput<C>,
  signal: AbortSignal,
  headers: Record<string, string> = {},
) {
  return respond(call, input, { signal, accept: "text/event-stream", headers });
}

/** `attachment; filename="bookings-2026-11-24.csv"` (or RFC 5987's `filename*=UTF-8''…`). */
function attachmentName(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/** The files a call may answer instead of JSON, each with the words for an answer that is not one. */
const fileTypes = {
  csv: { accept: "text/csv", missing: "refusal.csvMissing" },
  pdf: { accept: "application/pdf", missing: "refusal.pdfMissing" },
} as const;

/**
 * Sends a call asking for a file (a list's `text/csv`: CONTRACT, every matching row, whatever the
 * page; a report's PDF) and saves the answer, under the name the server gives in Content-Disposition.
 */
export async function downloadFile<C extends Call>(
  call: C,
  input: CallInput<C>,
  type: keyof typeof fileTypes,
) {
  const { accept, missing } = fileTypes[type];
  const response = await respond(call, input, { accept });
  if (!response.headers.get("content-type")?.startsWith(accept)) {
    throw new ApiError(response.status, en[missing]);
  }
  const name = attachmentName(response.headers.get("content-disposition")) ?? `${call.feature}.${type}`;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  // Freed later, not at once: some browsers read the file after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}

/** A list call's answer as a CSV file (see `downloadFile`). */
export const downloadCsv = <C extends Call>(call: C, input: CallInput<C>) => downloadFile(call, input, "csv");

/**
 * Sends a call as the page goes away (see `held-calls`): `keepalive` lets it outlive the page, so it
 * cannot wait for a renewed session; it carries the access token as it is, and a 401 is not retried.
 */
export async function sendOnLeave<C extends Call>(call: C, input: CallInput<C>): Promise<CallAnswer<C>> {
  const token = call.session ? sessionStore.get().Token : null;
  const response = await fetchRequest(requestOf(call, input), token, { keepalive: true });
  if (!response.ok) throw await toApiError(response, call);
  return readAnswer(call, response);
}

/** When an access token ends, from its `exp` claim; 0 when unreadable. The server checks it, not this. */
function expiryOf(token: string): number {
  try {
    const payload = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    const claims: { exp?: unknown } = JSON.parse(atob(payload));
    return typeof claims.exp === "number" ? claims.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** Renews the session now when its access token ends within `ms`, so that `sendOnLeave` has one valid. */
export async function renewIfEndingWithin(ms: number): Promise<void> {
  const token = sessionStore.get().Token;
  if (token && expiryOf(token) - Date.now() < ms) await renewSession(token);
}
