// Self time of a V8 CPU profile (`node --cpu-prof`) by package: where a server's core went.
// `node bench/cpu-profile.mjs <file.cpuprofile> [last seconds]` prints it; the `ratio` scenario calls `bySelfTime`.
import { readFileSync } from "node:fs";

/** The package a frame's script belongs to: node_modules' name, ours (the bundle). */
function packageOf(url) {
  const installed = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (installed) return installed[1];
  if (url.includes("/apps/api/")) return "ours (api + contract)";
  return url;
}

/**
 * Each package's share of the busy samples (idle left out) of the profile's last `seconds` (the
 * load, not the start-up), largest first.
 */
export function bySelfTime(file, seconds = Number.POSITIVE_INFINITY) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(
    profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])),
  );
  // Node's own code and V8's built-ins (a socket's writev, JSON.parse) are charged to the package
  // that called them: the pg driver's writes are the pg driver's.
  const caller = (node) => {
    let at = node;
    while (at && (!at.callFrame.url || at.callFrame.url.startsWith("node:"))) at = parents.get(at.id);
    return at ? packageOf(at.callFrame.url) : "node (internals)";
  };
  const spent = new Map();
  const from = profile.endTime - seconds * 1e6;
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from) return;
    const node = nodes.get(id);
    const { functionName } = node.callFrame;
    if (functionName === "(idle)") return;
    const delta = profile.timeDeltas[index] ?? 0;
    const name =
      functionName.startsWith("(") && functionName !== "(anonymous)" ? `V8 ${functionName}` : caller(node);
    spent.set(name, (spent.get(name) ?? 0) + delta);
    busy += delta;
  });
  const shares = [...spent]
    .map(([name, micros]) => ({ name, share: micros / busy }))
    .sort((a, b) => b.share - a.share);
  return { busySeconds: busy / 1e6, shares };
}

export function printBySelfTime(file, seconds) {
  const { busySeconds, shares } = bySelfTime(file, seconds);
  const span = seconds ? `last ${seconds} s, ` : "";
  console.log(`CPU self time by package (${span}${busySeconds.toFixed(1)} s busy):`);
  for (const { name, share } of shares) {
    if (share >= 0.005) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  printBySelfTime(process.argv[2], Number(process.argv[3]) || undefined);
