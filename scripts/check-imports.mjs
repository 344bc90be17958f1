#!/usr/bin/env node
// Which package may import which (STYLE 15): the contract imports nothing of ours, the apps import
// nothing of each other, and a feature is reached only through its front door, its index.ts.
// Usage: node scripts/check-imports.mjs (exit 1 and file:line for each import that breaks a rule).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const web = path.join(root, "apps/web");
const api = path.join(root, "apps/api");
const contract = path.join(root, "packages/contract");
const packageOf = { "@concierge/api": api, "@concierge/web": web, "@concierge/contract": contract };
const featureRoots = [path.join(web, "src/features"), path.join(api, "src/features")];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
  }
}

// Static imports and re-exports (`from "x"`), side-effect imports and dynamic `import("x")`.
const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

function* importsOf(file) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(SPECIFIER)) {
    const line = text.slice(0, match.index).split("\n").length;
    yield { specifier: match[1] ?? match[2], line };
  }
}

/** The file or folder an import reaches, without extension; null for a third-party package. */
function targetOf(file, specifier) {
  if (specifier.startsWith(".")) {
    return path.resolve(path.dirname(file), specifier).replace(/\.(ts|tsx|mjs|js)$/, "");
  }
  const name = Object.keys(packageOf).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
  return name ? path.join(packageOf[name], specifier.slice(name.length)) : null;
}

const inside = (dir, target) => target === dir || target.startsWith(`${dir}${path.sep}`);

/** The feature folder holding `target` (e.g. apps/web/src/features/suites), if any. */
function featureOf(target) {
  for (const featureRoot of featureRoots) {
    if (!inside(featureRoot, target) || target === featureRoot) continue;
    return path.join(featureRoot, path.relative(featureRoot, target).split(path.sep)[0]);
  }
  return null;
}

const exempt = new Set();

function featureRule(file, target) {
  const feature = featureOf(target);
  if (!feature || inside(feature, file)) return null;
  if (target === feature || target === path.join(feature, "index")) return null;
  if (!existsSync(path.join(feature, "index.ts"))) {
    exempt.add(path.relative(root, feature)); // not restructured yet: no front door to go through
    return null;
  }
  return `reaches into ${path.relative(root, feature)}: import its index.ts instead`;
}

function packageRule(file, target) {
  if (inside(web, file) && inside(api, target)) return "the console imports nothing of the API";
  if (inside(api, file) && inside(web, target)) return "the API imports nothing of the console";
  if (inside(contract, file) && !inside(contract, target)) return "the contract imports nothing of ours";
  return null;
}

const problems = [];
for (const dir of [path.join(web, "src"), path.join(api, "src"), path.join(contract, "src")]) {
  for (const file of sourceFiles(dir)) {
    for (const { specifier, line } of importsOf(file)) {
      const target = targetOf(file, specifier);
      const problem = target && (packageRule(file, target) ?? featureRule(file, target));
      if (problem) problems.push(`${path.relative(root, file)}:${line}: "${specifier}" ${problem}`);
    }
  }
}

for (const feature of exempt)
  console.log(`note: ${feature} has no index.ts yet; imports into it are not checked`);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} import(s) break the boundaries`);
  process.exit(1);
}
