import type { FirstAdministrator } from "./first-start.js";

/** Where people open the console: a loopback or any-address listener is named localhost. */
export function consoleAddress(host: string, port: number): string {
  const local = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(host);
  const name = local ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * What a start prints on stdout once the server listens: the address, and on the first start only
 * a box with the generated password, which is never logged nor kept anywhere in clear.
 */
export function readyBanner(address: string, first: FirstAdministrator | undefined): string {
  const ready = `\nConcierge is ready at ${address}\n`;
  if (!first?.generatedPassword) return `${ready}\n`;
  const lines = [
    "First start: the first administrator was created.",
    "",
    `Sign in as '${first.username}' with the password: ${first.generatedPassword}`,
    "",
    "It will not be shown again: keep it now. To choose it instead,",
    "set ADMIN_PASSWORD before the first start (an empty DATA_DIR).",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  const boxed = lines.map((line) => `│ ${line.padEnd(width)} │`);
  return `${ready}\n┌${rule}┐\n${boxed.join("\n")}\n└${rule}┘\n\n`;
}
