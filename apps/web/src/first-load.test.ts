import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The build-size budget: the gzip JS the browser loads for /admin/login, read from the build that
// `npm test` makes first (issue 17). React and the router are ~98 KB of it; Mantine's provider and
// the form's inputs, TanStack Query, the sign-in page's texts and the console's own code the rest.
// Zod, the contract's schemas, Floating UI and the session's sealing code load later.
const BUDGET_KB = 150;

const dist = path.resolve(import.meta.dirname, "../dist");
const manifestFile = path.join(dist, ".vite", "manifest.json");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts of the sign-in route: the entry chunk and every chunk it imports statically, however
 * deep (the ones index.html preloads). Its screens load later, each by a dynamic import.
 */
function firstLoadScripts(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build's manifest names no entry chunk");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const built = existsSync(manifestFile);
if (!built) {
  const hint = `${manifestFile} is absent: run npm run build first`;
  if (process.env.CI === "true") throw new Error(`CI=true but the console's build is missing: ${hint}`);
  console.warn(`\n[concierge] SKIPPING the build-size budget: ${hint}\n`);
}

describe.skipIf(!built)("the console's first load", () => {
  it(`stays within ${BUDGET_KB} KB of gzip JS on /admin/login`, () => {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    const scripts = firstLoadScripts(manifest)
      .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const listing = scripts.map((script) => `  ${script.file}  ${kb(script.gzip)} gzip`).join("\n");
    expect(
      total,
      `/admin/login loads ${kb(total)} of gzip JS, over its budget of ${BUDGET_KB} KB:\n${listing}\n`,
    ).toBeLessThanOrEqual(BUDGET_KB * 1000);
  });
});
