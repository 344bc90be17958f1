import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { isSignedIn, useSession } from "../../lib/session";
import { loginPath } from "./return-location";

/**
 * Guards the signed-in screens: without both tokens the user goes to the login page, which brings
 * them back here. It also reacts when the session ends underneath (expired, or ended in another tab).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!isSignedIn(session)) return <Navigate to={loginPath(pathname + search)} replace />;
  return children;
}
