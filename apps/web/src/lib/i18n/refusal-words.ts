import type { RefusalValue, RefusalValues } from "@concierge/contract";
import { agoIn } from "./ago";
import type { Language } from "./languages";
import { type Message, type Params, render } from "./translate";

type Say = (key: string, params?: Params) => string | undefined;

const isList = (value: RefusalValue): value is readonly string[] => Array.isArray(value);

// British English joins as the contract does: 'otherName, guestId and guestIdURL'.
const listIn = (language: Language, items: readonly string[]) =>
  new Intl.ListFormat(language === "en" ? "en-GB" : language, { type: "conjunction" }).format(items);

const statusKey = (status: string) =>
  `bookings.status.${status.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

// An amount beside its currency ('84.00 USD', '84,00 USD') keeps its cents, as the server writes it.
const amountIn = (language: Language, amount: number) =>
  amount.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * A refusal's values as its message's parameters in `language`: a list joined the language's way,
 * counts by noun as words ('2 utilisateurs et 1 suite'), a booking's status by its label, an amount
 * beside its currency with its cents; any other text as sent (a room's code, a time on the branch's
 * clock), a number in the language's figures. A moment `at` (when a record changed) also gives `ago`,
 * how long before `now` it was in the language's words.
 */
function refusalParams(values: RefusalValues, language: Language, say: Say, now: Date): Params {
  const money = typeof values.currency === "string";
  const ago: Params = typeof values.at === "string" ? { ago: agoIn(language, values.at, now) } : {};
  const params = Object.fromEntries(
    Object.entries(values).map(([name, value]): [string, string | number] => {
      if (typeof value === "number") return [name, money ? amountIn(language, value) : value];
      if (typeof value === "string") return [name, (name === "status" && say(statusKey(value))) || value];
      if (isList(value)) return [name, listIn(language, value)];
      const counted = Object.entries(value).map(
        ([noun, count]) => say(`refusal.held.${noun}`, { count }) ?? `${count} ${noun}`,
      );
      return [name, listIn(language, counted)];
    }),
  );
  return { ...params, ...ago };
}

/**
 * A refusal in `language` from its catalogue: its message (`refusal.bookings.taken`) with its values;
 * undefined where the catalogue has no such refusal.
 */
export function refusalWords(
  messages: Readonly<Record<string, Message>>,
  language: Language,
  { refusal, values }: { refusal: string; values: RefusalValues },
  now = new Date(),
): string | undefined {
  const message = messages[`refusal.${refusal}`];
  if (!message) return undefined;
  const say: Say = (key, params) => {
    const text = messages[key];
    return text ? render(text, language, params) : undefined;
  };
  return render(message, language, refusalParams(values, language, say, now));
}
