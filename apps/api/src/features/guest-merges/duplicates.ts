import type { DuplicateReason, GuestDuplicates } from "@concierge/contract";
import { isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/one.js";
import { guests } from "../../db/schema/index.js";
import { csvHead, csvLines } from "../../lib/csv.js";
import { inDomain, pageWindow } from "../../lib/tenancy.js";
import { readGuests } from "../guests/index.js";

/** What makes two profiles likely one person, each reason with the key its profiles share. */
const reasons: [DuplicateReason, SQL, SQL][] = [
  ["email", sql`lower(${guests.email})`, sql`${guests.email} <> ''`],
  // Phones compare by their digits alone: '+234 801-234' and '234801234' are one.
  ["phone", sql`regexp_replace(${guests.phone}, '[^0-9]', '', 'g')`, sql`${guests.phone} ~ '[0-9]'`],
  [
    "name-and-id",
    sql`concat_ws(' ', lower(${guests.lastName}), lower(${guests.firstName}), upper(${guests.guestId}))`,
    sql`${guests.guestId} <> ''`,
  ],
];

/**
 * The groups of the domain's live profiles (neither merged nor anonymized) sharing a key: one
 * set-based GROUP BY … HAVING count(*) > 1 per reason, so the database never pairs profiles up.
 */
const groupsOf = (domainId: string) =>
  sql.join(
    reasons.map(
      ([reason, key, known], rank) => sql`
        select ${rank}::int as rank, ${reason}::text as reason, ${key} as key,
          array_agg(${guests.id}::text order by ${guests.createdAt}, ${guests.id}) as ids
        from ${guests}
        where ${inDomain(guests, domainId, isNull(guests.mergedInto), isNull(guests.anonymizedAt), known)}
        group by ${key} having count(*) > 1`,
    ),
    sql` union all `,
  );

/** How many groups there are, for a page past the last. */
async function countOf(db: Db, domainId: string) {
  const [counted] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from (${groupsOf(domainId)}) g`),
  );
  return counted?.count ?? 0;
}

interface Group {
  reason: DuplicateReason;
  ids: string[];
}

/** One page of the domain's likely duplicates, by reason (email, phone, names and ID) then key. */
export async function duplicatesOf(db: Db, domainId: string, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  // The groups are counted in the statement that pages them: each reason's scan is done once.
  const groups = rowsOf<Group & { total: number }>(
    await db.execute(sql`
      select reason, ids, (count(*) over ())::int as total from (${groupsOf(domainId)}) g
      order by rank, key limit ${limit} offset ${offset}`),
  );
  const total = groups[0]?.total ?? (page === 1 ? 0 : await countOf(db, domainId));
  const profiles = await readGuests(
    db,
    domainId,
    groups.flatMap((group) => group.ids),
  );
  const Duplicates: GuestDuplicates[] = groups.map((group) => ({
    Reason: group.reason,
    Guests: group.ids.flatMap((id) => profiles.get(id) ?? []),
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
