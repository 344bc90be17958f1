import { AccessMessage, AuthMessage, errorBody, type TokenPair } from "@concierge/contract";
import { notifyFailure } from "./notify";
import { sessionStore } from "./session";

/** Every failed call becomes one of these, carrying the server's words, never its raw body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

const UNREACHABLE = "cannot reach the server, check the connection and try again";

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE);
  }
}

function fallbackText(status: number): string {
  if (status === 502 || status === 504) return UNREACHABLE;
  if (status === 503) return AccessMessage.unavailable;
  return AccessMessage.internal;
}

/** CONTRACT: the console shows `error` on the sign-in calls and `message` on /api ones. */
async function toApiError(response: Response, isApi: boolean): Promise<ApiError> {
  const parsed = errorBody.partial().safeParse(await response.json().catch(() => null));
  const body = parsed.success ? parsed.data : {};
  const text = isApi ? (body.message ?? body.error) : (body.error ?? body.message);
  return new ApiError(response.status, text || fallbackText(response.status));
}

// Tabs share one refresh token and presenting a retired one revokes the session, so they take turns.
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return "locks" in navigator ? navigator.locks.request("concierge-refresh", task) : task();
}

async function refreshTokens(rejectedToken: string | null): Promise<boolean> {
  const session = sessionStore.reload();
  if (session.Token && session.Token !== rejectedToken) return true; // renewed meanwhile, here or in a tab
  if (!session.RefreshToken) return false;
  const response = await send(
    "/refresh",
    { method: "POST", body: { refreshToken: session.RefreshToken } },
    null,
  );
  if (response.ok) {
    sessionStore.renew((await response.json()) as TokenPair);
    return true;
  }
  if (response.status >= 500) throw await toApiError(response, false);
  // The refresh was refused: clearing the session is enough, RequireSession then sends the user to
  // the login page with the location to come back to.
  sessionStore.clear();
  notifyFailure(AuthMessage.sessionExpired);
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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isApi = path.startsWith("/api/");
  const token = isApi ? sessionStore.get().Token : null;
  let response = await send(path, options, token);
  if (response.status === 401 && isApi) {
    if (!(await renewSession(token))) throw new ApiError(401, AuthMessage.sessionExpired);
    response = await send(path, options, sessionStore.get().Token);
  }
  if (!response.ok) throw await toApiError(response, isApi);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const http = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: "PUT", body }),
  delete: <T>(path: string) => request<T>(path, { method: "DELETE" }),
};
