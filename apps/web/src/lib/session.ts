import type { LoginAnswer, SessionDomain, SessionUser, TokenPair } from "@concierge/contract";
import { DEFAULT_CURRENCY } from "@concierge/contract/constants";
import { useSyncExternalStore } from "react";
import { seal, unseal } from "./session-crypto";

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

function read(): Session {
  const sealed = localStorage.getItem(SESSION_KEY);
  if (!sealed) return signedOut;
  try {
    const stored: Partial<Session> & { Domain?: Partial<SessionDomain> } = JSON.parse(unseal(sealed));
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

let current = read();
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

function write(next: Session) {
  localStorage.setItem(SESSION_KEY, seal(JSON.stringify(next)));
  publish(next);
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  signIn(answer: LoginAnswer) {
    write({
      Token: answer.Token,
      RefreshToken: answer.RefreshToken,
      User: answer.User,
      Domain: answer.Domain,
    });
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
  if (event.key === SESSION_KEY || event.key === null) sessionStore.reload();
});

export function isSignedIn(session: Session): boolean {
  return Boolean(session.Token && session.RefreshToken);
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
