import { isId } from "@concierge/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, roomHolds, suiteCodes } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { presentedNow } from "../../lib/audit.js";
import { dayOf } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import type { VersionedRecord } from "../../lib/versions.js";
import { findRoom } from "./lookup.js";
import { presentBlock, presentRoom } from "./present.js";
import type { RoomAt } from "./service.js";

/** A room as the audit trail compares it, before and after its housekeeping changes. */
export const readRoom = (db: Db, at: RoomAt) =>
  presentedNow([at.domainId, at.branchId], async () => {
    const room = await findRoom(db, at.domainId, at.branchId, at.code);
    return room && presentRoom(room);
  });

/** A room is its branch's and its code's: `<branchId>/<code>`. */
export const roomId = (at: RoomAt, room: { Code?: unknown }) => `${at.branchId.toLowerCase()}/${room.Code}`;

/** The room locked for an `If-Match`, by its code in any letter case, with its version. */
export async function lockRoomRow(db: Db, actor: Actor, at: RoomAt): Promise<VersionedRecord | undefined> {
  const domainId = await domainOf(db, actor, at.domainId);
  if (!isId(at.branchId)) return undefined;
  const [row] = await db
    .select({ code: suiteCodes.code, version: suiteCodes.version })
    .from(suiteCodes)
    .where(
      inDomain(
        suiteCodes,
        domainId,
        eq(suiteCodes.branchId, at.branchId.toLowerCase()),
        sql`lower(${suiteCodes.code}) = ${at.code.toLowerCase()}`,
      ),
    )
    .for("update");
  return row && { domainId, entity: "room", entityId: roomId(at, { Code: row.code }), version: row.version };
}

/** An out-of-order block as the audit trail compares it, before it ends. */
export const readBlock = (db: Db, at: RoomAt & { blockId: string }) =>
  presentedNow([at.domainId, at.blockId], async () => {
    const [block] = await db
      .select({
        id: roomHolds.id,
        suiteCode: roomHolds.suiteCode,
        from: dayOf(sql`lower(${roomHolds.during})`, branches.timeZone),
        to: dayOf(sql`upper(${roomHolds.during})`, branches.timeZone),
        reason: roomHolds.reason,
      })
      .from(roomHolds)
      .innerJoin(branches, inDomain(branches, roomHolds.domainId, eq(branches.id, roomHolds.branchId)))
      .where(
        and(inDomain(roomHolds, at.domainId, eq(roomHolds.id, at.blockId)), isNull(roomHolds.bookingId)),
      );
    return block && presentBlock(block);
  });
