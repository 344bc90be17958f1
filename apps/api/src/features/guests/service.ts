import {
  GuestRefusal,
  type guestCreateBody,
  type guestUpdateBody,
  profileColumns,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { guests } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, findInDomain, inDomain } from "../../lib/tenancy.js";
import { presentGuest } from "./present.js";
import { staysOf } from "./stays.js";

type GuestInput = z.output<typeof guestCreateBody>;

/** A profile of the domain, or 404 `guest not found`. */
export const findGuest = (db: Db, domainId: string, guestId: string) =>
  findInDomain(db, guests, domainId, guestId, GuestRefusal.notFound);

/** A profile as answered, its stays counted. */
export async function readGuest(db: Db, domainId: string, guestId: string) {
  const row = await findGuest(db, domainId, guestId);
  return presentGuest(row, (await staysOf(db, domainId, [row.id])).get(row.id));
}

const columnsOf = (input: GuestInput) => ({
  ...profileColumns(input),
  nationality: input.Nationality,
  notes: input.Notes,
  tags: input.Tags,
});

export async function createGuest(db: Db, actor: Actor, input: GuestInput) {
  const domainId = await domainOf(db, actor, input.DomainId);
  return presentGuest(
    one(
      await db
        .insert(guests)
        .values({ domainId, ...columnsOf(input) })
        .returning(),
    ),
  );
}

/**
 * Edits a profile, never its bookings: a past stay keeps the guest as registered then
 * (docs/decisions). A profile merged into another or anonymised is no longer edited.
 */
export async function updateGuest(db: Db, actor: Actor, input: z.output<typeof guestUpdateBody>) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const current = await findGuest(db, domainId, input.Id);
  if (current.mergedInto !== null) throw refuse(GuestRefusal.mergedEdit);
  if (current.anonymizedAt !== null) throw refuse(GuestRefusal.anonymizedEdit);
  await db
    .update(guests)
    .set(columnsOf(input))
    .where(inDomain(guests, domainId, eq(guests.id, current.id)));
  return readGuest(db, domainId, current.id);
}
