import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { type Call, calls, type LoginAnswer, requestOf } from "@concierge/contract";
import type { Sent } from "./harness.js";

/** The bundle `npm start` runs. */
export const builtServer = path.resolve(import.meta.dirname, "../dist/main.js");

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

// Settings of the test run that must not leak into the server: it gets only what a test gives it.
const settings =
  /^(PORT|HOST|DATA_DIR|DATABASE_URL|DATABASE_DIRECT_URL|DATABASE_POOL_SIZE|ADMIN_\w+|DOMAIN_NAME|JWT_SECRET|SMTP_URL|MAIL_FROM|PUBLIC_URL|TRUST_PROXY|LOG_LEVEL|S3_\w+|NODE_OPTIONS)$/;

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed on stdout so far. */
  stdout: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the built server as a process of its own, on a free port of 127.0.0.1. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build first`);
  const port = await freePort();
  const inherited = Object.entries(process.env).filter(([name]) => !settings.test(name));
  const child = spawn(process.execPath, [builtServer], {
    env: {
      ...Object.fromEntries(inherited),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Its ticks would close the days of other tests' branches on a shared database.
      DAY_CLOSE_CHECK_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  exited.then((code) => {
    if (code) console.error(`the server on port ${port} exited with ${code}:\n${stdout}\n${stderr}`);
  });
  return { base: `http://127.0.0.1:${port}`, child, stdout: () => stdout, exited };
}

/** Waits until `path` answers 200, failing early if the process ends first. */
export async function waitUntilAnswers(
  server: ServerProcess,
  path: string = calls.health.live.path,
  timeoutMs = 45_000,
) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  server.exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`the server ended before answering ${path}:\n${server.stdout()}`);
    const status = await fetch(`${server.base}${path}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${server.base}${path} did not answer 200 in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then the exit code and how long the process took to end. */
export async function stopServer(server: ServerProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  const code = await server.exited;
  return { code, ms: Date.now() - started };
}

/** For afterAll: whatever is still running is killed outright. */
export function killServer(server: ServerProcess | undefined) {
  if (server && server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill("SIGKILL");
}

/** Sends `call` over real HTTP to the server at `base`, with a bearer token if given. */
export function fetchCall(base: string, call: Call, input: Sent = {}, token?: string) {
  const { method, url, body } = requestOf(call, input as never);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs in over real HTTP: its status and its answer. */
export async function signInOver(base: string, username: string, password: string) {
  const response = await fetchCall(base, calls.auth.login, { body: { username, password } });
  return { status: response.status, answer: (await response.json()) as LoginAnswer };
}
