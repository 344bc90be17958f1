import { calls, type User } from "@concierge/contract";
import { ActionIcon, Badge } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { send } from "../../lib/http";
import { type MessageKey, useT } from "../../lib/i18n";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import { useWrite } from "../../lib/use-write";
import { userKeys } from "./api";

/** Where a user stands: signed up, invited (a link still works), invited long ago, or turned off. */
const states = {
  active: { label: "users.state.active", color: "teal" },
  pending: { label: "users.state.pending", color: "blue" },
  expired: { label: "users.state.expired", color: "orange" },
  deactivated: { label: "users.state.deactivated", color: "gray" },
} as const satisfies Record<string, { label: MessageKey; color: string }>;

export const userStateOf = (user: User) =>
  states[user.Activated ? "active" : (user.Invitation ?? "deactivated")];

export function UserStateBadge({ user }: { user: User }) {
  const t = useT();
  const state = userStateOf(user);
  return (
    <Badge variant="dot" color={state.color} tt="none">
      {t(state.label)}
    </Badge>
  );
}

const useResendInvitation = () =>
  useWrite(
    (user: User) =>
      send(calls.users.resendInvitation, { params: { domainId: user.DomainId, userId: user.Id } }),
    userKeys.lists(),
  );

/** Mails a user who has not yet chosen a password a fresh invitation; shown only to such a user. */
export function ResendInvitationButton({ user }: { user: User }) {
  const t = useT();
  const resend = useResendInvitation();
  if (user.Invitation === null) return null;
  return (
    <ActionIcon
      variant="subtle"
      aria-label={t("users.resend", { name: user.Username })}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(user, {
          onSuccess: () => notifySuccess(t("users.resent", { name: user.Username, email: user.Email })),
          onError: (refused) =>
            notifyFailure(t("users.resendFailed", { name: user.Username, reason: refused.message })),
        })
      }
    >
      <IconMailForward size={18} />
    </ActionIcon>
  );
}
