import type { LoginBody } from "@concierge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { translate } from "../../lib/i18n";

/**
 * Signing in and out: their code (the contract, the client) is asked for when first needed; not
 * arriving (offline), it fails as a call would, in words.
 */
export const loadSessionCalls = () =>
  import("./session-calls").catch(() => {
    throw new Error(translate("refusal.unreachable"));
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await loadSessionCalls()).signIn(body, queryClient),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => (await loadSessionCalls()).signOut(queryClient, navigate),
  });
}
