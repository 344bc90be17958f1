import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One part of a mail as a reader shows it: its content type, file name, and decoded text. */
export interface MailPart {
  type: string;
  filename?: string;
  text: string;
}

export interface ReadMail {
  to: string;
  subject: string;
  parts: MailPart[];
}

const headerOf = (headers: string, name: string) =>
  new RegExp(`^${name}: *(.*(?:\\n[ \\t].*)*)`, "im").exec(headers)?.[1]?.replace(/\n[ \t]/g, " ") ?? "";

const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** An RFC 2047 header: its =?UTF-8?Q?…?= and =?UTF-8?B?…?= words decoded and joined. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("utf8")
        : quotedPrintable(word.replace(/_/g, " ")),
    );

function partsOf(raw: string): MailPart[] {
  const split = raw.indexOf("\n\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const type = headerOf(headers, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => partsOf(part.replace(/^\n/, "")));
  }
  const encoding = headerOf(headers, "Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? quotedPrintable(body)
        : body;
  const filename = /filename="?([^";]+)"?/i.exec(headerOf(headers, "Content-Disposition"))?.[1];
  return [{ type: type.split(";")[0]?.trim() ?? "", filename, text }];
}

/** Every mail of the outbox (DATA_DIR/outbox) sent to `to` (to anyone without), oldest first, decoded. */
export function mailsTo(dataDir: string, to?: string): ReadMail[] {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/\r\n/g, "\n"))
    .map((raw) => {
      const headers = raw.slice(0, raw.indexOf("\n\n"));
      return {
        to: headerOf(headers, "To"),
        subject: decodeHeader(headerOf(headers, "Subject")),
        parts: partsOf(raw),
      };
    })
    .filter((mail) => to === undefined || mail.to === to);
}

/** The first mail to `to` whose subject holds `subject`, waiting for it to be written. */
export async function mailTo(dataDir: string, to: string, subject: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dataDir, to).find((mail) => mail.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about '${subject}'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
