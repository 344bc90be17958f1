import { type AuditEntity, LiveRefusal } from "@concierge/contract";
import { desc, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { auditEntries } from "../db/schema/index.js";
import { refuse } from "./errors.js";
import { inDomain } from "./tenancy.js";

/**
 * The record a write with `If-Match` changes, locked (`for update`) until the end of the write's
 * transaction, with its `Version` and how the audit trail names it (`lib/audit.ts`).
 */
export interface VersionedRecord {
  domainId: string;
  entity: AuditEntity;
  entityId: string;
  version: number;
}

// A Version is a whole number the database counts up: a 32-bit integer.
const VERSION = /^"?(\d{1,10})"?$/;

/**
 * The versions `If-Match` accepts: any (`*`), those it lists (`"3"`, quotes optional, several
 * separated by commas), none where it names no version (a malformed header matches nothing), or
 * undefined without the header: the write then goes ahead whatever the version (last write wins).
 */
export function ifMatchOf(header: string | string[] | undefined): "*" | number[] | undefined {
  if (header === undefined) return undefined;
  const tags = (Array.isArray(header) ? header.join(",") : header).split(",").map((tag) => tag.trim());
  if (tags.includes("*")) return "*";
  return tags.flatMap((tag) => {
    const version = VERSION.exec(tag)?.[1];
    return version === undefined ? [] : [Number(version)];
  });
}

/** Who changed the record last and when, from the audit trail; "someone", now, where it has no entry. */
async function lastChange(db: Db, record: VersionedRecord) {
  const [last] = await db
    .select({ actorName: auditEntries.actorName, at: auditEntries.at })
    .from(auditEntries)
    .where(
      inDomain(
        auditEntries,
        record.domainId,
        eq(auditEntries.entity, record.entity),
        eq(auditEntries.entityId, record.entityId),
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(1);
  return last ?? { actorName: "someone", at: new Date() };
}

/**
 * Refuses a write whose `If-Match` no longer names the record's version, with 412 `changed` naming
 * who changed it and when. `lock` reads the record under a row lock, so a write that passes keeps
 * its version until it commits: of two writes sent with one version, the second waits, then fails.
 * A record `lock` does not find is left to the write, which refuses it in its own words.
 */
export async function checkIfMatch(
  db: Db,
  request: FastifyRequest,
  lock: (db: Db) => Promise<VersionedRecord | undefined>,
) {
  const wanted = ifMatchOf(request.headers["if-match"]);
  if (wanted === undefined) return;
  const record = await lock(db);
  if (!record || wanted === "*" || wanted.includes(record.version)) return;
  const { actorName, at } = await lastChange(db, record);
  throw refuse(LiveRefusal.changed(actorName, at.toISOString(), (Date.now() - at.getTime()) / 1000));
}

/** Answers a record's version as its `ETag` (`"3"`), what a later write sends back as `If-Match`. */
export function withETag<T extends { Version: number }>(reply: FastifyReply, record: T): T {
  reply.header("etag", `"${record.Version}"`);
  return record;
}
