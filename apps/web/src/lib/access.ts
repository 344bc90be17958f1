import { type Call, calls, mayCall } from "@concierge/contract";
import { matchPath } from "react-router";
import { useSession } from "./session";

/** What the console reads of a call to know who may send it: the permissions the server checks. */
export type Guarded = Pick<Call, "permissions" | "anyPermission">;

/** Whether `held` has the permissions the server checks for `call` (the contract's one rule). */
export const allows = (held: readonly string[] | null | undefined, call: Guarded) => mayCall(held, call);

/**
 * `can(call)`: whether the signed-in user may send it. The console hides what the server would
 * refuse; the server decides anyway.
 */
export function useCan(): (call: Guarded) => boolean {
  const held = useSession().User?.Permissions;
  return (call) => allows(held, call);
}

/**
 * The call each guarded screen is for: a user who may not send it sees neither its navigation
 * item nor its button, and its address shows that it is not theirs. Screens not named here read
 * lists any member of the domain may read.
 */
const screenCalls: Record<string, Guarded> = {
  "/admin/users/add": calls.users.create,
  "/admin/roles/add": calls.roles.create,
  "/admin/branches/add": calls.branches.create,
  "/admin/suites/add": calls.suites.create,
  "/admin/bookings/add": calls.bookings.create,
  "/admin/images/add": calls.images.upload,
  "/admin/domains": calls.domains.list,
  "/admin/domains/add": calls.domains.create,
  // Reference data: read by every form, kept by GLOBAL users, whose screens these are.
  "/admin/countries": calls.countries.create,
  "/admin/countries/add": calls.countries.create,
  "/admin/utilities": calls.utilities.create,
  "/admin/utilities/add": calls.utilities.create,
  "/admin/audit": calls.audit.list,
};

/** The call the screen at `to` (a path, with or without its search) is for, if it is guarded. */
export function screenCallOf(to: string): Guarded | undefined {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const pattern = Object.keys(screenCalls).find((path) => matchPath(path, pathname));
  return pattern ? screenCalls[pattern] : undefined;
}

/** `canOpen(to)`: whether the signed-in user may use the screen at that address. */
export function useCanOpen(): (to: string) => boolean {
  const can = useCan();
  return (to) => {
    const call = screenCallOf(to);
    return !call || can(call);
  };
}
