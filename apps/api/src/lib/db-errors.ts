import {
  AccessRefusal,
  CountryRefusal,
  DomainRefusal,
  ErrorCode,
  invalid,
  type Refusal,
  refusal,
  UserRefusal,
  UtilityRefusal,
} from "@concierge/contract";
import { refuse } from "./errors.js";

/** Each field of a failed error and of its causes, whether the driver or drizzle wrapped it. */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    yield e as Record<string, unknown>;
  }
}

/** PostgreSQL's SQLSTATE of a failed query. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causes(error)) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The name of the constraint a failed statement violated, if the database said. */
export function violatedConstraint(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.constraint === "string") return e.constraint;
  return undefined;
}

/** The SQL text of a failed query, whose error drizzle wraps around the driver's. */
export function failedStatement(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.query === "string") return e.query;
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === "23503";

/** What a write put in the keys of its unique constraints, for the refusal to name it. */
export interface Written {
  name?: string;
  username?: string;
  email?: string;
}

/** The constraints a client may run into, each with the refusal it means. */
const byConstraint: Record<string, (written: Written) => Refusal> = {
  identities_username_key: (written) => UserRefusal.usernameTaken(written.username ?? ""),
  identities_email_key: (written) => UserRefusal.emailTaken(written.email ?? ""),
  countries_name_key: (written) => CountryRefusal.exists(written.name ?? ""),
  utilities_name_key: (written) => UtilityRefusal.exists(written.name ?? ""),
  domains_name_key: (written) => DomainRefusal.exists(written.name ?? ""),
};

/** Runs a write; a constraint of the map it violates is answered with its refusal. */
export async function writing<T>(written: Written, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const named = byConstraint[violatedConstraint(error) ?? ""];
    throw named ? refuse(named(written)) : error;
  }
}

const storedConflict = "the request conflicts with stored data";
/** SQLSTATEs that mean the client sent what the database refuses, where no service said more. */
const clientStates: Record<string, Refusal> = {
  "22001": invalid(storedConflict), // value too long
  "22021": invalid(storedConflict), // invalid byte sequence
  "22P02": invalid(storedConflict), // invalid text representation
  "23503": refusal(409, ErrorCode.inUse, storedConflict), // foreign key violation
  "23505": refusal(409, ErrorCode.alreadyExists, storedConflict), // unique violation
  "23P01": refusal(409, ErrorCode.roomTaken, storedConflict), // exclusion violation
};

const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
// What node-postgres says, with no code, of a connection lost under a transaction: the statement
// running then, and each one sent on that client after it (the rollback included).
const connectionLost = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

/** The refusal a database error means for the client: its input, or the database being away. */
export function refusalOfDatabase(error: unknown): Refusal | undefined {
  const state = sqlState(error);
  if (state && clientStates[state]) return clientStates[state];
  const lost = [...causes(error)].some(
    (e) =>
      (typeof e.code === "string" && connectionCodes.has(e.code)) ||
      (typeof e.message === "string" && connectionLost.test(e.message)),
  );
  if (lost || state?.startsWith("08") || state === "57P01" || state === "57P03") {
    return AccessRefusal.unavailable;
  }
  return undefined;
}
