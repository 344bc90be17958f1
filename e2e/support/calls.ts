import { type Call, type CallInput, calls, requestOf } from "@concierge/contract";
import type { APIRequestContext, APIResponse } from "playwright-core";

/** Sends one of the contract's calls as a script would, beside the browser's screens. */
export function sendCall<C extends Call>(
  request: APIRequestContext,
  call: C,
  input: CallInput<C>,
  token?: string,
): Promise<APIResponse> {
  const { method, url, body } = requestOf(call, input);
  return request.fetch(url, {
    method,
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A fresh access token of `user`, from the login call. */
export async function tokenOf(request: APIRequestContext, user: { username: string; password: string }) {
  const login = await sendCall(request, calls.auth.login, {
    body: { username: user.username, password: user.password },
  });
  const { Token }: { Token: string } = await login.json();
  return Token;
}
