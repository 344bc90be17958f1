import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../src/db/migrate.js";

const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve("drizzle-kit")), "bin.cjs");
const schema = path.resolve(import.meta.dirname, "../src/db/schema/index.ts");
const work = mkdtempSync(path.join(tmpdir(), "concierge-drift-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the committed migrations", () => {
  it("match the schema files: drizzle-kit generate finds nothing to migrate", async () => {
    cpSync(migrationsFolder, path.join(work, "drizzle"), { recursive: true });
    // drizzle-kit resolves `out` from the working directory, so the copy is generated into in place.
    writeFileSync(
      path.join(work, "drizzle.config.mjs"),
      `export default ${JSON.stringify({ dialect: "postgresql", schema, out: "./drizzle", casing: "snake_case" })};`,
    );
    const before = readdirSync(path.join(work, "drizzle"));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [drizzleKit, "generate", "--config", "drizzle.config.mjs"],
      { cwd: work },
    );
    expect(readdirSync(path.join(work, "drizzle")), stdout).toEqual(before);
    expect(stdout).toContain("No schema changes");
  }, 60_000);
});
