import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { rowsOf } from "./one.js";

async function sharedBuffersOf(sharedBuffers?: string): Promise<string | undefined> {
  const database = await openDatabase({ sharedBuffers });
  try {
    const rows = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    return rows[0]?.shared_buffers;
  } finally {
    await database.close();
  }
}

describe("the embedded database's memory", () => {
  it("holds 16MB of shared buffers rather than PostgreSQL's 128MB, or what PGLITE_SHARED_BUFFERS asks", {
    timeout: 60_000,
  }, async () => {
    expect(await sharedBuffersOf()).toBe("16MB");
    expect(await sharedBuffersOf("48MB")).toBe("48MB");
  });
});
