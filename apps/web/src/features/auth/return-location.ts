import { linkTo, screenNames, screens } from "../../screens";

const HOME = linkTo("home");

// Pages a signed-in user is never sent back to (the console's signed-out ones): they would loop or
// make no sense.
const publicPages = screenNames
  .filter((name) => screens[name].signedOut && screens[name].path.startsWith(`${HOME}/`))
  .map((name) => screens[name].path.toLowerCase());

/** The login page's address, remembering where to come back to. */
export function loginPath(from: string): string {
  return from === HOME ? linkTo("login") : `${linkTo("login")}?from=${encodeURIComponent(from)}`;
}

/** Where to go after signing in: the remembered console page, never another site (open redirect). */
export function returnPath(params: URLSearchParams): string {
  const from = params.get("from") ?? "";
  const lower = from.toLowerCase();
  const inConsole = lower === HOME || lower.startsWith(`${HOME}/`) || lower.startsWith(`${HOME}?`);
  return inConsole && !publicPages.some((page) => lower.startsWith(page)) ? from : HOME;
}
