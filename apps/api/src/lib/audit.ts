import { type AuditAction, type AuditEntity, auditActionOf, type Call, isId } from "@concierge/contract";
import type { FastifyRequest } from "fastify";
import { atomically } from "../db/atomically.js";
import type { Db } from "../db/client.js";
import { auditEntries } from "../db/schema/index.js";
import { AppError } from "./errors.js";
import { liveEntityOf, publish } from "./live-changes.js";
import { checkIfMatch, type VersionedRecord } from "./versions.js";

/** A record as its presenter writes it on the wire: what an entry compares. */
export type Presented = Record<string, unknown>;

/** What an entry says: who did what to which record of which domain, field by field. */
export interface AuditFacts {
  domainId: string;
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** The record's name, where its wire object does not say it (an account's username). */
  label?: string;
  before?: Presented;
  after?: Presented;
}

/** The fields that name a record, the first found naming it; a booking is its guest's name, an invoice its number. */
const NAMING = [
  "Username",
  "RoleName",
  "DomainName",
  "imageName",
  "Name",
  "Category",
  "Code",
  "SuiteCode",
  "Number",
];

/** The record's name as a person searches for it: "Adèle Dupont", "front-desk", "Deluxe". */
export function labelOf(record: Presented | undefined): string {
  if (!record) return "";
  if (typeof record.FirstName === "string") return `${record.FirstName} ${record.LastName ?? ""}`.trim();
  const naming = NAMING.find((field) => typeof record[field] === "string");
  return naming ? String(record[naming]) : "";
}

// Wire objects carry no secret; a field named like one is still never written, whatever added it.
const SECRET = /password|hash|token|secret/i;
// Every write raises a record's `Version` (If-Match's counter): bookkeeping, not a change to show.
const UNRECORDED = new Set(["Version"]);

const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
};

/** Each top-level field whose value differs, as `[before, after]`; null where the record is absent. */
export function changesOf(before: Presented | undefined, after: Presented | undefined) {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    if (SECRET.test(field) || UNRECORDED.has(field)) continue;
    const was = withoutSecrets(before?.[field] ?? null);
    const is = withoutSecrets(after?.[field] ?? null);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = [was, is];
  }
  return changes;
}

/** Writes one entry, in the transaction of the write it records. */
export async function record(db: Db, facts: AuditFacts) {
  const { before, after, label, ...entry } = facts;
  await db
    .insert(auditEntries)
    .values({ ...entry, label: label ?? labelOf(after ?? before), changes: changesOf(before, after) });
}

/**
 * The record a write is about as its presenter shows it now, or undefined where there is none:
 * ids that are not ids, or no such row (the write then refuses on its own, in its own words).
 */
export async function presentedNow<T>(ids: string[], read: () => Promise<T>): Promise<T | undefined> {
  if (!ids.every(isId)) return undefined;
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.refusal.status === 404) return undefined;
    throw error;
  }
}

type AuditedRequest = FastifyRequest & { params: unknown };

/** How `serve` reads the record an audited call changes: each feature says it for its entity. */
export interface Audited<R extends AuditedRequest> {
  /** The record as it is before the write (and after a 204 that keeps it, such as a cancel). */
  read?: (db: Db, request: R) => Promise<Presented | undefined>;
  /** Its id, where its wire object has no `Id`, `_id` or `Name` (a room: its branch and code). */
  id?: (request: R, record: Presented) => string;
  /** Its name, where its wire object has none (a user's preferences: the username). */
  label?: (request: R) => string;
  /**
   * The record in the answer, where the answer holds more (a merge's `{ MergeId, Guest }`) or
   * less (a setting of prices answers its count of nights; the trail keeps what was asked).
   */
  recorded?: (answer: Presented, request: R) => Presented;
  /**
   * The record locked, with its `Version`, for a write that takes `If-Match` (`lib/versions.ts`):
   * checked first in the write's transaction, a stale one refuses the write (412).
   */
  version?: (db: Db, request: R) => Promise<VersionedRecord | undefined>;
}

const idOf = (record: Presented) => String(record.Id ?? record._id ?? record.Name);

/**
 * Runs an audited call's write and records it in one transaction: a refused write leaves no entry,
 * a committed one always has one. `write` answers the presented record, or nothing for a 204.
 */
export function recording<R extends AuditedRequest>(call: Call, request: R, audited: Audited<R>) {
  const action = auditActionOf(call);
  const entity = call.audit?.entity as AuditEntity;
  return (db: Db, write: (db: Db) => Promise<unknown>) =>
    atomically(db, async (tx) => {
      const { version } = audited;
      if (version) await checkIfMatch(tx, request, (tx) => version(tx, request));
      const before = action === "create" ? undefined : await audited.read?.(tx, request);
      const answer = await write(tx);
      const after =
        action === "delete"
          ? undefined
          : call.status === 204
            ? await audited.read?.(tx, request)
            : (audited.recorded?.(answer as Presented, request) ?? (answer as Presented));
      const known = after ?? before;
      if (!known) throw new Error(`${call.method} ${call.path} wrote a record its reader cannot find`);
      const params = request.params as { domainId?: string; branchId?: string };
      // Reference data (domains, countries, utilities) belong to no domain: the actor's keeps it.
      const domainId = String(known.DomainId ?? params.domainId ?? request.actor.domainId).toLowerCase();
      const entityId = audited.id?.(request, known) ?? idOf(known);
      const { username } = request.actor;
      await record(tx, {
        domainId,
        actorId: request.actor.userId,
        actorName: username,
        action,
        entity,
        entityId,
        label: audited.label?.(request),
        before,
        after,
      });
      const live = liveEntityOf(entity);
      if (live) {
        // A room is its code on its branch's stream; a guest is on every branch's.
        const branchId =
          live === "Guest" ? null : String(known.BranchId ?? params.branchId ?? "").toLowerCase();
        if (branchId === "")
          throw new Error(`${call.method} ${call.path} changed a ${live} of no known branch`);
        const id = live === "Room" ? String(known.Code) : entityId;
        await publish(tx, domainId, username, [{ branchId, entity: live, id, action }]);
      }
      return answer;
    });
}
