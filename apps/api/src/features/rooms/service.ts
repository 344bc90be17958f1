import { type BlockBody, daysBetween, type Housekeeping, RoomRefusal } from "@concierge/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { roomHolds, suiteCodes } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { sqlState } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { nightsFrom } from "../../lib/nights.js";
import { lockRoom } from "../../lib/room-lock.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";
import { findRoom } from "./lookup.js";

export interface RoomAt {
  domainId: string;
  branchId: string;
  code: string;
}

/** The room a path names, with its suite and branch's zone: any letter case, else 404. */
async function roomAt(db: Db, actor: Actor, at: RoomAt) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = await branchOf(db, domainId, at.branchId);
  const room = await findRoom(db, domainId, branchId, at.code);
  if (!room) throw refuse(RoomRefusal.roomNotFound(at.code));
  return { ...room, domainId, branchId };
}

export type RoomRow = Awaited<ReturnType<typeof roomAt>>;

export async function setHousekeeping(db: Db, actor: Actor, at: RoomAt, housekeeping: Housekeeping) {
  const room = await roomAt(db, actor, at);
  const { version } = one(
    await db
      .update(suiteCodes)
      .set({ housekeeping })
      .where(
        inDomain(
          suiteCodes,
          room.domainId,
          eq(suiteCodes.branchId, room.branchId),
          eq(suiteCodes.code, room.code),
        ),
      )
      .returning({ version: suiteCodes.version }),
  );
  return { ...room, housekeeping, version };
}

/** Takes the room out of order for those nights: a hold as a stay's, refused where one holds it. */
export async function blockRoom(db: Db, actor: Actor, at: RoomAt, body: BlockBody, maxNights: number) {
  const room = await roomAt(db, actor, at);
  if (body.To <= body.From) throw refuse(RoomRefusal.toAfterFrom);
  if (daysBetween(body.From, body.To) > maxNights) throw refuse(RoomRefusal.tooLong(maxNights));
  const during = nightsFrom(body.From, body.To, room.timeZone);
  try {
    const held = await db.transaction(async (tx) => {
      await lockRoom(tx, room.domainId, room.branchId, room.code);
      return tx
        .insert(roomHolds)
        .values({
          domainId: room.domainId,
          branchId: room.branchId,
          suiteCode: room.code,
          during,
          reason: body.Reason,
        })
        .returning({ id: roomHolds.id });
    });
    return { id: one(held).id, suiteCode: room.code, from: body.From, to: body.To, reason: body.Reason };
  } catch (error) {
    if (sqlState(error) !== "23P01") throw error;
    throw refuse(RoomRefusal.held(room.code, await freeFrom(db, room, during), room.timeZone));
  }
}

/** When the room is free again after the holds that overlap `during`: now if they ended meanwhile. */
async function freeFrom(db: Db, room: RoomRow, during: SQL) {
  const [latest] = await db
    .select({
      at: sql<string | null>`max(upper(${roomHolds.during}))`,
    })
    .from(roomHolds)
    .where(
      inDomain(
        roomHolds,
        room.domainId,
        eq(roomHolds.branchId, room.branchId),
        eq(roomHolds.suiteCode, room.code),
        sql`${roomHolds.during} && ${during}`,
      ),
    );
  return latest?.at ? new Date(latest.at) : new Date();
}

/** Ends an out-of-order block of the room: its nights are free again. */
export async function unblockRoom(db: Db, actor: Actor, at: RoomAt, blockId: string) {
  const room = await roomAt(db, actor, at);
  const id = rowId(blockId, RoomRefusal.blockNotFound);
  const [gone] = await db
    .delete(roomHolds)
    .where(
      and(
        inDomain(roomHolds, room.domainId, eq(roomHolds.id, id), isNull(roomHolds.bookingId)),
        eq(roomHolds.branchId, room.branchId),
        eq(roomHolds.suiteCode, room.code),
      ),
    )
    .returning({ id: roomHolds.id });
  if (!gone) throw refuse(RoomRefusal.blockNotFound);
}
