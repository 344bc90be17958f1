import type { AddressInfo } from "node:net";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { ensureCountries } from "./features/countries/index.js";
import { consoleAddress, ensureFirstAdministrator, readyBanner } from "./features/setup/index.js";
import { ensureSuiteUtilityList } from "./features/utilities/index.js";
import { loggerOptions } from "./lib/logger.js";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  sharedBuffers: config.pgliteSharedBuffers,
});
// As the tables' owner when DATABASE_MIGRATION_URL names one: the API's own role then may read and
// write rows but not alter a table, so it cannot switch off the audit trail's guard.
if (config.databaseMigrationUrl) {
  const owner = await openDatabase({ url: config.databaseMigrationUrl });
  await migrate(owner).finally(() => owner.close());
} else {
  await migrate(database);
}
await ensureSuiteUtilityList(database.db);
await ensureCountries(database.db);
const first = await ensureFirstAdministrator(database.db, config);
const app = await buildApp(config, database, loggerOptions(config.logLevel));

if (config.databaseUrl && !process.env.JWT_SECRET) {
  app.log.warn(
    "JWT_SECRET is not set: each API process keeps its own in DATA_DIR; set it when running several",
  );
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping: finishing requests under way");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

await app.listen({ port: config.port, host: config.host });
// The generated password is in this block once, on the first start: it is not kept anywhere in clear.
const { port } = app.server.address() as AddressInfo;
process.stdout.write(readyBanner(consoleAddress(config.host, port), first));
