import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildCurrent, writeStamp } from "../../../scripts/build-stamp.mjs";

// A repository in miniature: the build's inputs, its two outputs, and files that are not inputs.
let root = "";
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

function builtRepository() {
  root = mkdtempSync(path.join(tmpdir(), "concierge-stamp-"));
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("packages/contract/src/calls.ts", "export const calls = {};");
  write("apps/api/src/main.ts", "console.log('api');");
  write("apps/api/test/server.test.ts", "it('runs');");
  write("apps/api/drizzle/0000_foundation.sql", "create table t ();");
  write("apps/web/src/main.tsx", "render();");
  write("apps/web/vite.config.ts", "export default {};");
  write("apps/api/dist/main.js", "built");
  write("apps/web/dist/index.html", "<!doctype html>");
  writeStamp(root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build stamp", () => {
  it("finds the build current when nothing it reads changed, tests and migrations included", () => {
    builtRepository();
    expect(isBuildCurrent(root)).toBe(true);
    write("apps/api/test/server.test.ts", "it('runs again');");
    write("apps/api/drizzle/0001_more.sql", "create table u ();");
    write("apps/web/src/screen.test.ts", "it('renders');");
    expect(isBuildCurrent(root)).toBe(true);
  });

  it("finds it stale when a source is edited, added, or only touched", () => {
    builtRepository();
    write("apps/web/src/main.tsx", "render(<App />);");
    expect(isBuildCurrent(root)).toBe(false);
    writeStamp(root);
    write("packages/contract/src/health.ts", "export const health = {};");
    expect(isBuildCurrent(root)).toBe(false);
    writeStamp(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "package-lock.json"), later, later);
    expect(isBuildCurrent(root)).toBe(false);
  });

  it("finds it stale when an output is missing or there is no stamp", () => {
    builtRepository();
    rmSync(path.join(root, "apps/web/dist"), { recursive: true });
    expect(isBuildCurrent(root)).toBe(false);
    builtRepository();
    rmSync(path.join(root, "apps/api/dist/build-stamp"));
    expect(isBuildCurrent(root)).toBe(false);
  });
});
