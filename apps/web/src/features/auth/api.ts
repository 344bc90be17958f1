import { type ChangePasswordBody, calls, type ForgotPasswordBody, type LoginBody } from "@concierge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { sendAllHeld } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { adoptPreferences } from "../../lib/preferences";
import { sessionStore } from "../../lib/session";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => send(calls.auth.login, { body }),
    onSuccess: (answer) => {
      queryClient.removeQueries(); // nothing fetched for a previous user outlives its session
      sessionStore.signIn(answer);
      adoptPreferences(answer.Preferences);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => send(calls.auth.forgotPassword, { body }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => send(calls.auth.changePassword, { body }),
  });
}

/** Revokes the refresh token (a failure is ignored: the session ends here regardless). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Deletions still waiting for Undo are done first, while the session can still send them.
      await sendAllHeld();
      const { RefreshToken } = sessionStore.get();
      if (RefreshToken) {
        await send(calls.auth.logout, { body: { refreshToken: RefreshToken } }).catch(() => undefined);
      }
      // Leave the signed-in screens first: clearing the session under them would make RequireSession
      // redirect with ?from=, as it does for an expired session. Replacing keeps Back from re-entering.
      await navigate("/admin/login", { replace: true, flushSync: true });
      sessionStore.clear();
      queryClient.removeQueries();
    },
  });
}
