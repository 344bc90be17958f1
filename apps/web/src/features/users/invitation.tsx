import { calls, type User } from "@concierge/contract";
import { ActionIcon, Badge } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { send } from "../../lib/http";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import { useWrite } from "../../lib/use-write";
import { userKeys } from "./api";

/** Where a user stands: signed up, invited (a link still works), invited long ago, or turned off. */
const states = {
  active: { label: "Active", color: "teal" },
  pending: { label: "Invited", color: "blue" },
  expired: { label: "Invitation expired", color: "orange" },
  deactivated: { label: "Deactivated", color: "gray" },
} as const;

export const userStateOf = (user: User) =>
  states[user.Activated ? "active" : (user.Invitation ?? "deactivated")];

export function UserStateBadge({ user }: { user: User }) {
  const state = userStateOf(user);
  return (
    <Badge variant="dot" color={state.color} tt="none">
      {state.label}
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
  const resend = useResendInvitation();
  if (user.Invitation === null) return null;
  return (
    <ActionIcon
      variant="subtle"
      aria-label={`Resend invitation to ${user.Username}`}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(user, {
          onSuccess: () => notifySuccess(`Invitation sent to ${user.Username} at ${user.Email}`),
          onError: (refused) => notifyFailure(`Invitation to ${user.Username} not sent: ${refused.message}`),
        })
      }
    >
      <IconMailForward size={18} />
    </ActionIcon>
  );
}
