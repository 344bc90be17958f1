import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, shown by readers that can; `text` is the plain part. */
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export type Mailer = (mail: Mail) => Promise<void>;

// nodemailer is loaded with the first mail, not on every start.
const transportOf = async (options: Parameters<typeof import("nodemailer").createTransport>[0]) =>
  (await import("nodemailer")).default.createTransport(options);

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    return async (mail) => {
      transport ??= transportOf(options.smtpUrl);
      await (await transport).sendMail({ from: options.from, ...mail });
      options.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  let transport: Promise<Transporter> | undefined;
  return async (mail) => {
    transport ??= transportOf({ streamTransport: true, buffer: true, newline: "unix" });
    const { message } = await (await transport).sendMail({ from: options.from, ...mail });
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
    await writeFile(file, message as Buffer);
    options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
  };
}
