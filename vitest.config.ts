import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectConfiguration } from "vitest/config";

// Tests that need a system component say what they skip without it; under CI=true nothing may be skipped.
function needs(component: string, present: boolean, hint: string): boolean {
  if (present) return true;
  if (process.env.CI === "true") throw new Error(`CI=true but ${component} is missing: ${hint}`);
  console.warn(`\n[concierge] SKIPPING the ${component} tests: ${hint}\n`);
  return false;
}

// Each feature's tests sit beside it; the cross-cutting ones and the shared helpers in apps/api/test.
const apiFiles = ["apps/api/src/**/*.test.ts", "apps/api/test/**/*.test.ts"];
// Fails a test that sends one database client two queries at once (node-postgres warns; pg 9 refuses).
const apiSetup = ["apps/api/test/setup.ts"];
const projects: TestProjectConfiguration[] = [
  { test: { name: "contract", include: ["packages/contract/**/*.test.ts"] } },
  // The console's own rules that need no browser: its message catalogues.
  { test: { name: "web", include: ["apps/web/src/**/*.test.ts"] } },
  {
    test: {
      name: "api (PGlite)",
      include: apiFiles,
      exclude: ["**/*.pg.test.ts"],
      env: { TEST_DB: "pglite" },
      setupFiles: apiSetup,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

if (needs("PostgreSQL", Boolean(process.env.TEST_DATABASE_URL), "set TEST_DATABASE_URL=postgres://…")) {
  const pgbouncer = process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer";
  const pooled = needs(
    "PgBouncer",
    existsSync(pgbouncer),
    `install Debian's pgbouncer (${pgbouncer} is absent)`,
  );
  // The outage test stops a PostgreSQL server of its own, started from the local binaries.
  const pgBin = process.env.PG_BIN ?? "/usr/lib/postgresql";
  const stoppable = needs(
    "database outage",
    existsSync(pgBin),
    `install Debian's postgresql (${pgBin} is absent)`,
  );
  projects.push({
    test: {
      name: "api (PostgreSQL)",
      include: [...apiFiles, "apps/api/{src,test}/**/*.pg.test.ts"],
      exclude: [
        // The built server on its embedded database is the same test whatever TEST_DATABASE_URL says.
        "apps/api/test/process.test.ts",
        ...(pooled ? [] : ["apps/api/test/pooler.pg.test.ts"]),
        ...(stoppable ? [] : ["apps/api/test/outage.pg.test.ts"]),
      ],
      env: { TEST_DB: "postgres" },
      setupFiles: apiSetup,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (
  needs("end-to-end (Chromium)", existsSync(chromium), `install Debian's chromium (${chromium} is absent)`)
) {
  projects.push({
    test: {
      name: "e2e",
      include: ["e2e/**/*.test.ts"],
      // Each file starts its own server (its own port, its own embedded database) and its own browser.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

// Vitest keeps a core for itself by default: one file at a time on CI's 2 cores, though the API files
// wait on their database and the e2e files on the browser much of the time. Two at once, at least.
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({ test: { projects, maxWorkers } });
