// Bundles the API into dist/main.js. Our own workspace code (contract) goes into the bundle;
// every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@concierge/"));

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), "zod", "zod/*"],
  logLevel: "warning",
});
