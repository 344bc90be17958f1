import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// STYLE.md 5: the tenant boundary is one helper (lib/tenancy.ts) used in every query, so that a
// reviewer checks one thing. A condition on a domain column written anywhere else fails here.
const src = path.resolve(import.meta.dirname, "../src");
const home = "lib/tenancy.ts";
// The schema's keys and constraints name `domain_id` as columns, not as conditions.
const skipped = (file: string) => file === home || file.startsWith("db/schema/") || file.endsWith(".test.ts");

const column = String.raw`[\w.]*\.domainId\b`;
const operator = String.raw`\b(?:eq|ne|inArray|notInArray|isNull|isNotNull|lt|lte|gt|gte)\(`;
/** A domain condition written by hand: Drizzle's operators, SQL templates and raw SQL alike. */
const handWritten = [
  // eq(t.domainId, …), and eq(domains.id, t.domainId) or any operator given a domain column second.
  new RegExp(`${operator}\\s*${column}`),
  new RegExp(`${operator}[^(),]*,\\s*${column}\\s*\\)`),
  // sql`${a.domainId} = …`, sql`… = ${a.domainId}`, sql`(${a.domainId}, ${a.id}) in …`.
  new RegExp(`\\$\\{${column}\\}\\s*(?:=|<>|!=|\\bin\\b|\\bis\\b|,)`),
  new RegExp(`(?:=|<>|!=)\\s*\\$\\{${column}\\}`),
  // Raw SQL: s.domain_id = c.domain_id, "domain_id" = $1.
  /\bdomain_id"?\s*(?:=|<>|!=|\bin\b)/,
  /(?:=|<>|!=)\s*[\w."]*domain_id\b/,
];

/** The code of a file without its comments, which may quote SQL to explain it. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/^\s*\/\/.*$/gm, "");

/** `file:line: text` of every hand-written domain condition in `text`. */
function handWrittenConditions(file: string, text: string): string[] {
  return withoutComments(text)
    .split("\n")
    .flatMap((line, i) =>
      handWritten.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.isFile() && entry.name.endsWith(".ts")) yield full;
  }
}

describe("the tenant conditions", () => {
  it("are written nowhere in the API's code but lib/tenancy.ts", () => {
    const found = [...sourceFiles(src)].flatMap((full) => {
      const file = path.relative(src, full).split(path.sep).join("/");
      return skipped(file) ? [] : handWrittenConditions(file, readFileSync(full, "utf8"));
    });
    expect(found).toEqual([]);
  });

  it("are found in Drizzle's operators, SQL templates and raw SQL, and only there", () => {
    const samples = readFileSync(path.join(import.meta.dirname, "tenancy-conditions.samples.txt"), "utf8");
    const [conditions = "", others = ""] = samples.split(/^----.*$/m);
    const lines = conditions.trim().split("\n");
    expect(lines.map((line) => handWrittenConditions("f.ts", line).length)).toEqual(lines.map(() => 1));
    expect(handWrittenConditions("f.ts", others)).toEqual([]);
  });
});
