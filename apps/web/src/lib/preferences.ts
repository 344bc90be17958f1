import type { Preferences } from "@concierge/contract";
import { DEFAULT_PREFERENCES, LANGUAGES, THEMES } from "@concierge/contract/constants";
import { useSyncExternalStore } from "react";
import { languageStore } from "./i18n";
import { isSignedIn, STORAGE_PREFIX, sessionStore } from "./session";

// Not secret: kept in the clear, and kept after sign-out so the sign-in screen speaks the last choice.
const PREFERENCES_KEY = `${STORAGE_PREFIX}preferences`;
// Set while a language chosen on the sign-in screen waits for the sign-in that makes it the user's.
const CHOSEN_SIGNED_OUT_KEY = `${STORAGE_PREFIX}language-chosen-signed-out`;

const isOneOf = <T>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

// The contract's `preferences` rule, checked by hand: read before the first render, it would
// otherwise bring zod and every schema to the sign-in screen.
const arePreferences = (value: unknown): value is Preferences => {
  const { Language, Theme } = (value ?? {}) as Record<string, unknown>;
  return (Language === null || isOneOf(LANGUAGES, Language)) && isOneOf(THEMES, Theme);
};

function read(): Preferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? "null");
    return arePreferences(stored) ? { Language: stored.Language, Theme: stored.Theme } : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

let current = read();
const listeners = new Set<() => void>();

function keep(next: Preferences) {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  current = next;
  for (const listener of listeners) listener();
  return languageStore.follow(next.Language);
}

export const preferencesStore = {
  get: (): Preferences => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const usePreferences = () => useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get);

/** Speaks the remembered language before the first render (its catalogue may have to be fetched). */
export const applyPreferences = () => languageStore.follow(current.Language);

/**
 * The user's choice, applied at once and kept on this device; signed in, also saved as theirs on the
 * server (a refusal is thrown, the choice stays applied).
 */
export async function choosePreferences(changes: Partial<Preferences>) {
  const next = { ...current, ...changes };
  const signedIn = isSignedIn(sessionStore.get());
  if (signedIn) localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  else localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, "true");
  await keep(next);
  if (!signedIn) return;
  // The client and the contract load with the first call: not on the sign-in screen.
  const [{ send }, { calls }] = await Promise.all([import("./http"), import("@concierge/contract")]);
  await send(calls.preferences.update, { body: next });
}

/**
 * At sign-in (the session already stored) the user's saved preferences apply; a language chosen on
 * the sign-in screen by a user who never chose one becomes theirs.
 */
export function adoptPreferences(saved: Preferences) {
  const chosenSignedOut = localStorage.getItem(CHOSEN_SIGNED_OUT_KEY) !== null;
  if (saved.Language === null && chosenSignedOut && current.Language !== null) {
    void choosePreferences({ Theme: saved.Theme }).catch(() => undefined);
    return;
  }
  localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  void keep(saved);
}
