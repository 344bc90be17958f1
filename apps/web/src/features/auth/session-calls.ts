import { calls, type LoginBody, loginBody } from "@concierge/contract";
import { schemaResolver } from "@mantine/form";
import type { QueryClient } from "@tanstack/react-query";
import type { NavigateFunction } from "react-router";
import { sendAllHeld } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { inLanguage } from "../../lib/i18n/contract-text";
import { adoptPreferences } from "../../lib/preferences";
import { sessionStore } from "../../lib/session";
import { linkTo } from "../../screens";

// Loaded when the user signs in or out (session-hooks.ts): the contract's schemas and the client
// stay off the sign-in screen's first load.

/** The sign-in form's mistakes by the contract's rule, in the language spoken. */
export const loginErrors = inLanguage(schemaResolver(loginBody, { sync: true }));

export async function signIn(body: LoginBody, queryClient: QueryClient) {
  const answer = await send(calls.auth.login, { body });
  queryClient.removeQueries(); // nothing fetched for a previous user outlives its session
  await sessionStore.signIn(answer);
  adoptPreferences(answer.Preferences);
  return answer;
}

/** Revokes the refresh token (a failure is ignored: the session ends here regardless). */
export async function signOut(queryClient: QueryClient, navigate: NavigateFunction) {
  // Deletions still waiting for Undo are done first, while the session can still send them.
  await sendAllHeld();
  const { RefreshToken } = sessionStore.get();
  if (RefreshToken) {
    await send(calls.auth.logout, { body: { refreshToken: RefreshToken } }).catch(() => undefined);
  }
  // Leave the signed-in screens first: clearing the session under them would make RequireSession
  // redirect with ?from=, as it does for an expired session. Replacing keeps Back from re-entering.
  await navigate(linkTo("login"), { replace: true, flushSync: true });
  sessionStore.clear();
  queryClient.removeQueries();
}
