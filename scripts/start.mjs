// npm start: builds the console and the API only when there is no build yet or their sources changed
// since the last one, then runs the server in this very process (no second Node.js to boot).
// `node scripts/start.mjs --build` (npm's postinstall) only builds; under CI=true it leaves that to
// `npm test`, which builds anyway.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fingerprint, isBuildCurrent, stampOf, writeStamp } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildOnly = process.argv.includes("--build");

function buildIfChanged() {
  if (isBuildCurrent(root)) return;
  const why = existsSync(stampOf(root)) ? "sources changed" : "no build yet";
  process.stdout.write(`Building the console and the API (${why})…\n`);
  const started = Date.now();
  const sources = fingerprint(root);
  // The build's own listing is noise on a start; it is shown when the build fails.
  const build = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}\nThe build failed.\n`);
    process.exit(build.status ?? 1);
  }
  writeStamp(root, sources);
  process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

if (buildOnly) {
  if (process.env.CI !== "true") buildIfChanged();
} else {
  buildIfChanged();
  await import(pathToFileURL(path.join(root, "apps/api/dist/main.js")).href);
}
