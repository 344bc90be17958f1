import { type ChangePasswordBody, calls, type ForgotPasswordBody } from "@concierge/contract";
import { useMutation } from "@tanstack/react-query";
import { send } from "../../lib/http";

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
