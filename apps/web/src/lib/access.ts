import { type Call, calls, mayCall } from "@concierge/contract";
import { matchPath } from "react-router";
import { type CallName, screenNames, screens } from "../screens";
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

/** The call the screen at `to` (a path, with or without its search) is for, if it is guarded (screens.ts). */
export function screenCallOf(to: string): Guarded | undefined {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const call = screenNames.map((name) => screens[name]).find(({ path }) => matchPath(path, pathname))?.call;
  return call && callNamed(call);
}

function callNamed(name: CallName): Guarded {
  const [area, call] = name.split(".") as [keyof typeof calls, string];
  const found = (calls[area] as Record<string, Guarded>)[call];
  if (!found) throw new Error(`screens.ts names ${name}, which is no call of the contract`);
  return found;
}

/** `canOpen(to)`: whether the signed-in user may use the screen at that address. */
export function useCanOpen(): (to: string) => boolean {
  const can = useCan();
  return (to) => {
    const call = screenCallOf(to);
    return !call || can(call);
  };
}
