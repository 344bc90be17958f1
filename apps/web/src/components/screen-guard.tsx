import { Outlet, useLocation } from "react-router";
import { screenCallOf, useCan } from "../lib/access";
import { NoAccessPage } from "./error-page";

/** The signed-in screens' door: an address the user may not use says so instead of failing. */
export function ScreenGuard() {
  const { pathname } = useLocation();
  const can = useCan();
  const call = screenCallOf(pathname);
  if (call && !can(call)) return <NoAccessPage needs={call.permissions} />;
  return <Outlet />;
}
