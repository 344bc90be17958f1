// Self time of a V8 CPU profile (`node --cpu-prof`) by package: where a server's core went.
// `node bench/cpu-profile.mjs <file.cpuprofile>` prints it; the `ratio` scenario calls `bySelfTime`.
import { readFileSync } from "node:fs";

/** The package a frame's script belongs to: node_modules' name, ours (the bundle), node, V8. */
function packageOf(url) {
  if (!url) return "(V8: gc, program, native)";
  const installed = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (installed) return installed[1];
  if (url.startsWith("node:")) return "node (internals)";
  if (url.includes("/apps/api/")) return "ours (api + contract)";
  return url;
}

/** Each package's share of the profile's busy samples (idle left out), largest first. */
export function bySelfTime(file) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spent = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === "(idle)") return;
    const delta = profile.timeDeltas[index] ?? 0;
    const name = callFrame.functionName === "(garbage collector)" ? "(V8: gc)" : packageOf(callFrame.url);
    spent.set(name, (spent.get(name) ?? 0) + delta);
    busy += delta;
  });
  const shares = [...spent]
    .map(([name, micros]) => ({ name, share: micros / busy }))
    .sort((a, b) => b.share - a.share);
  return { busySeconds: busy / 1e6, shares };
}

export function printBySelfTime(file) {
  const { busySeconds, shares } = bySelfTime(file);
  console.log(`CPU self time by package (${busySeconds.toFixed(1)} s busy):`);
  for (const { name, share } of shares) {
    if (share >= 0.005) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printBySelfTime(process.argv[2]);
