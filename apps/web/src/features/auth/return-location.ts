const HOME = "/admin";

// Pages a signed-in user is never sent back to: they would loop or make no sense.
const publicPages = ["/admin/login", "/admin/forgot"];

/** The login page's address, remembering where to come back to. */
export function loginPath(from: string): string {
  return from === HOME ? "/admin/login" : `/admin/login?from=${encodeURIComponent(from)}`;
}

/** Where to go after signing in: the remembered console page, never another site (open redirect). */
export function returnPath(params: URLSearchParams): string {
  const from = params.get("from") ?? "";
  const lower = from.toLowerCase();
  const inConsole = lower === HOME || lower.startsWith(`${HOME}/`) || lower.startsWith(`${HOME}?`);
  return inConsole && !publicPages.some((page) => lower.startsWith(page)) ? from : HOME;
}
