import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Lint checks each import alone; a cycle through features' front doors (index.ts) is seen only by
// following them all. Type-only imports are left out: they are gone once compiled.
type Graph = Map<string, string[]>;

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm;

/** The file a relative import names, as the bundler resolves it. */
function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ""));
  const candidates = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => base + ending);
  return candidates.find((file) => existsSync(file));
}

/** Each source file (tests aside) of `root` and the files it imports for their values. */
function importGraph(root: string): Graph {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, file));
  return new Map(
    files.map((file) => {
      const imports = [...readFileSync(file, "utf8").matchAll(IMPORT)]
        .filter(([, typeOnly]) => !typeOnly)
        .flatMap(([, , specifier]) => resolved(file, specifier as string) ?? []);
      return [file, imports];
    }),
  );
}

/** The groups of two or more files that import each other, directly or not (Tarjan's components). */
function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const imported of graph.get(file) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(imported) ?? 0));
      } else if (stack.includes(imported)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(imported) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.lastIndexOf(file));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const repo = path.resolve(import.meta.dirname, "../../..");

describe("imports", () => {
  it.each(["apps/web/src", "apps/api/src", "packages/contract/src"])("form no cycle in %s", (root) => {
    const graph = importGraph(path.join(repo, root));
    const shown = cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(repo, file)));
    expect(shown).toEqual([]);
  });

  it("are found in a cycle through a front door, and not in a chain", () => {
    const cycle: Graph = new Map([
      ["audit/changes", ["branches/index"]],
      ["branches/index", ["branches/dialog"]],
      ["branches/dialog", ["audit/changes", "lib/http"]],
      ["lib/http", []],
    ]);
    expect(cyclesOf(cycle)).toEqual([["audit/changes", "branches/dialog", "branches/index"]]);
    const chain: Graph = new Map([
      ["a", ["b"]],
      ["b", []],
    ]);
    expect(cyclesOf(chain)).toEqual([]);
  });
});
