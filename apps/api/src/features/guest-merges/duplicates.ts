import type { DuplicateReason, GuestDuplicates } from "@concierge/contract";
import { and, count, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { guestKeys, guests } from "../../db/schema/index.js";
import { csvHead, csvLines } from "../../lib/csv.js";
import { inDomain, pageWindow } from "../../lib/tenancy.js";
import { readGuests } from "../guests/index.js";

/** What makes two profiles likely one person: the key they share, as `guest_keys` counts it (migration 0031). */
const keyOf: Record<DuplicateReason, SQL> = {
  email: sql`lower(${guests.email})`,
  // Phones compare by their digits alone: '+234 801-234' and '234801234' are one.
  phone: sql`guest_phone_key(${guests.phone})`,
  "name-and-id": sql`guest_name_key(${guests.lastName}, ${guests.firstName}, ${guests.guestId})`,
};
const REASONS = Object.keys(keyOf) as DuplicateReason[];
const rank = sql`array_position(${sql.raw(`array['${REASONS.join("', '")}']`)}, ${guestKeys.reason})`;

interface Group {
  reason: DuplicateReason;
  key: string;
}

/** The live profiles of the domain sharing each of `keys` of `reason`, oldest first, by key. */
async function profilesSharing(db: Db, domainId: string, reason: DuplicateReason, keys: string[]) {
  if (!keys.length) return new Map<string, string[]>();
  const key = keyOf[reason];
  const live = and(isNull(guests.mergedInto), isNull(guests.anonymizedAt));
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      ids: sql<string[]>`array_agg(${guests.id}::text order by ${guests.createdAt}, ${guests.id})`,
    })
    .from(guests)
    .where(inDomain(guests, domainId, live, inArray(key, keys)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, row.ids]));
}

/**
 * One page of the domain's likely duplicates, by reason (email, phone, names and ID) then key: the
 * keys shared by more than one live profile are read from `guest_keys` (a partial index holds just
 * those), then the profiles of the page's keys, a statement per reason.
 */
export async function duplicatesOf(db: Db, domainId: string, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const shared = inDomain(guestKeys, domainId, gt(guestKeys.total, 1));
  const groups: (Group & { count: number })[] = await db
    .select({
      reason: sql<DuplicateReason>`${guestKeys.reason}`,
      key: guestKeys.key,
      count: sql<number>`(count(*) over ())::int`,
    })
    .from(guestKeys)
    .where(shared)
    .orderBy(rank, guestKeys.key)
    .limit(limit)
    .offset(offset);
  const total =
    groups[0]?.count ??
    (page === 1 ? 0 : ((await db.select({ count: count() }).from(guestKeys).where(shared))[0]?.count ?? 0));
  const sharing = new Map(
    await Promise.all(
      REASONS.map(async (reason) => {
        const keys = groups.filter((group) => group.reason === reason).map((group) => group.key);
        return [reason, await profilesSharing(db, domainId, reason, keys)] as const;
      }),
    ),
  );
  const idsOf = (group: Group) => sharing.get(group.reason)?.get(group.key) ?? [];
  const profiles = await readGuests(db, domainId, groups.flatMap(idsOf));
  const Duplicates: GuestDuplicates[] = groups.map((group) => ({
    Reason: group.reason,
    Guests: idsOf(group).flatMap((id) => profiles.get(id) ?? []),
  }));
  return { Count: total, Duplicates };
}

const CSV_GROUPS = 100;
const CSV_FIELDS = [
  "Group",
  "Reason",
  "Id",
  "FirstName",
  "LastName",
  "Email",
  "Phone",
  "GuestId",
  "Stays",
  "LastStay",
];

/** Every group of likely duplicates as a file, a line per profile, its group's number and reason first. */
export async function duplicatesCsv(db: Db, domainId: string) {
  let file = csvHead(CSV_FIELDS);
  let group = 0;
  for (let page = 1; ; page++) {
    const { Duplicates } = await duplicatesOf(db, domainId, page, CSV_GROUPS);
    for (const { Reason, Guests } of Duplicates) {
      group++;
      file += csvLines(
        CSV_FIELDS,
        Guests.map((guest) => ({ ...guest, Group: group, Reason })),
      );
    }
    if (Duplicates.length < CSV_GROUPS) return file;
  }
}
