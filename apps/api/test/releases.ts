import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../src/db/migrate.js";

/** The committed migrations up to and including `last`, as an earlier release shipped them, in `work`. */
export function migrationsUpTo(work: string, last: string): string {
  const folder = path.join(work, "drizzle");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const end = journal.entries.findIndex((entry: { tag: string }) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
