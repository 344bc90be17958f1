import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, roomHolds } from "../../db/schema/index.js";
import { presentedNow } from "../../lib/audit.js";
import { dayOf } from "../../lib/nights.js";
import { inDomain } from "../../lib/tenancy.js";
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
