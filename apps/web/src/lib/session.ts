import type { LoginAnswer, SessionDomain, SessionUser, TokenPair } from "@concierge/contract";
import { DEFAULT_CURRENCY } from "@concierge/contract/constants";
import { useSyncExternalStore } from "react";
import { translate } from "./i18n";
import type * as SessionCrypto from "./session-crypto";

export interface Session {
  Token: string | null;
  RefreshToken: string | null;
  User: SessionUser | null;
  Domain: SessionDomain | null;
}

/** SPEC section 9: the key `user` behind the app's prefix, the value sealed (see session-crypto). */
export const STORAGE_PREFIX = "@concierge.";
const SESSION_KEY = `${STORAGE_PREFIX}user`;

const signedOut: Session = { Token: null, RefreshToken: null, User: null, Domain: null };

// The sealing code loads only where a session is kept: a stored one is read before the first render
// (sessionReady, awaited by main.tsx), and signing in loads it first (sessionCrypto): a visitor
// signed out, on the sign-in page, does not carry it.
let crypto: typeof SessionCrypto | undefined;
const sessionCrypto = () =>
  import("./session-crypto").then((loaded) => {
    crypto = loaded;
    return loaded;
  });

/** Whether this browser holds a session, sealed, whatever it is worth: read before it is unsealed. */
export const holdsSession = () => localStorage.getItem(SESSION_KEY) !== null;

function read(): Session {
  const sealed = localStorage.getItem(SESSION_KEY);
  if (!sealed || !crypto) return signedOut;
  try {
    const stored: Partial<Session> & { Domain?: Partial<SessionDomain> } = JSON.parse(crypto.unseal(sealed));
    return {
      Token: stored.Token ?? null,
      RefreshToken: stored.RefreshToken ?? null,
      User: stored.User ?? null,
      // Stored before domains had a currency: the default until the next sign-in.
      Domain: stored.Domain
        ? {
            DomainName: stored.Domain.DomainName ?? "",
            Logo: stored.Domain.Logo ?? "",
            Currency: stored.Domain.Currency ?? DEFAULT_CURRENCY,
          }
        : null,
    };
  } catch {
    return signedOut; // sealed by another browser, or altered: logged out
  }
}

let current = signedOut;
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

function write(next: Session) {
  if (!crypto) throw new Error("the session's sealing code is not loaded (await sessionCrypto first)");
  localStorage.setItem(SESSION_KEY, crypto.seal(JSON.stringify(next)));
  publish(next);
}

/** The stored session, read once its sealing code is here; at once when none is stored. */
export const sessionReady: Promise<void> = holdsSession()
  ? sessionCrypto().then(
      () => publish(read()),
      () => undefined,
    ) // offline: signed out, as unreadable
  : Promise.resolve();

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Stores the session of a sign-in, its sealing code loaded first (offline, it says so in words). */
  async signIn(answer: LoginAnswer) {
    await sessionCrypto().catch(() => {
      throw new Error(translate("refusal.unreachable"));
    });
    write({
      Token: answer.Token,
      RefreshToken: answer.RefreshToken,
      User: answer.User,
      Domain: answer.Domain,
    });
  },
  /** The user's own company as just saved: its currency and name are shown at once, not at the next sign-in. */
  ownDomainSaved({ DomainName, Logo, Currency }: { DomainName: string; Logo: string; Currency: string }) {
    if (current.Domain) write({ ...current, Domain: { DomainName, Logo, Currency } });
  },
  renew(pair: TokenPair) {
    write({ ...current, Token: pair.Token, RefreshToken: pair.RefreshToken });
  },
  clear() {
    localStorage.removeItem(SESSION_KEY);
    publish(signedOut);
  },
  /** Reads the stored session again: another tab may have renewed or ended it. */
  reload(): Session {
    publish(read());
    return current;
  },
};

// Signing out (or in) in one tab does the same in the others.
window.addEventListener("storage", (event) => {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  if (crypto || !holdsSession()) sessionStore.reload();
  else
    void sessionCrypto().then(
      () => sessionStore.reload(),
      () => undefined,
    );
});

export function isSignedIn(session: Session): boolean {
  return Boolean(session.Token && session.RefreshToken);
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
