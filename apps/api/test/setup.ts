import { afterEach } from "vitest";

/**
 * node-postgres warns when a client is sent a query while it still runs another (a transaction's
 * statements started together): pg 9 refuses it. Here the test that caused it fails.
 */
const OVERLAP = "already executing a query";
const overlaps: string[] = [];

process.on("warning", (warning) => {
  if (warning.message.includes(OVERLAP)) overlaps.push(warning.stack ?? warning.message);
});

afterEach(() => {
  const seen = overlaps.splice(0);
  if (seen.length > 0) throw new Error(`two queries at once on one database client:\n${seen.join("\n")}`);
});
