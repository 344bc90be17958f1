// Whether the built console and API are those of the sources as they are now: a fingerprint of the
// build's inputs (each file's path, size and modification time: no reading, no git, which a tarball
// install lacks) is kept next to the bundle after each build and compared at each start.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the build reads: the workspaces' sources and configurations, and the locked dependencies. */
const inputs = [
  "packages/contract",
  "apps/api",
  "apps/web",
  "package.json",
  "package-lock.json",
  "tsconfig.base.json",
];
// Not read by the build: outputs, dependencies, tests, and the migrations (read at run time).
const skipped = new Set(["node_modules", "dist", "test", "drizzle", "data"]);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The stamp's place: beside the API's bundle, so that removing `dist` removes it too. */
export const stampOf = (root) => path.join(root, "apps/api/dist/build-stamp");
const outputs = (root) => [
  path.join(root, "apps/api/dist/main.js"),
  path.join(root, "apps/web/dist/index.html"),
];

function* filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith(".") || skipped.has(entry.name) || isTest(entry.name)) continue;
    yield* filesUnder(root, path.join(relative, entry.name));
  }
}

/** The fingerprint of the build's inputs under `root`, the repository. */
export function fingerprint(root) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(root, input)) {
      const { size, mtimeMs } = statSync(path.join(root, file));
      hash.update(`${file}\t${size}\t${mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

/** True when both builds are there and were made from the sources as they are now. */
export function isBuildCurrent(root) {
  if (!outputs(root).every((file) => existsSync(file))) return false;
  try {
    return readFileSync(stampOf(root), "utf8").trim() === fingerprint(root);
  } catch {
    return false;
  }
}

/** After a successful build: the sources fingerprinted as `built` (taken before it began) are built. */
export function writeStamp(root, built = fingerprint(root)) {
  writeFileSync(stampOf(root), `${built}\n`);
}
