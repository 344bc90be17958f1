import { stayNights } from "@concierge/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.js";
import type { Mail, Mailer } from "../../../lib/mailer.js";
import type { BookingRow } from "../present.js";
import { calendarOf } from "./ics.js";
import { type Stay, stayOf } from "./stay.js";
import { money, GuestMailWords as Words, when } from "./words.js";

export type GuestMailKind = "confirmation" | "cancellation";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

const held = (...parts: string[]) => parts.filter((part) => part.trim() !== "");

/** What the mail says of the stay, label and value, in the order a guest reads them. */
function facts(stay: Stay, kind: GuestMailKind): [string, string][] {
  const { booking, branch } = stay;
  const zone = branch.timeZone;
  const nights = stayNights(booking.checkinDate, booking.checkoutDate, zone);
  const labels = Words.labels;
  const address = held(branch.address, branch.state, branch.country).join(", ");
  const rows: [string, string][] = [
    [labels.hotel, held(stay.hotel, branch.name).join(" · ")],
    ...(address ? [[labels.address, address] as [string, string]] : []),
    [labels.arrival, when(booking.checkinDate, zone)],
    [labels.departure, when(booking.checkoutDate, zone)],
    [labels.nights, String(nights)],
    [labels.room, stay.category ?? booking.suiteCode],
  ];
  if (kind === "confirmation") {
    rows.push(
      [labels.rate, money(booking.rate, stay.currency)],
      [labels.total, money(booking.rate * nights, stay.currency)],
    );
  }
  return [...rows, [labels.reference, booking.id]];
}

/** The mail telling the guest of their reservation or its cancellation, as text and HTML. */
export function guestMail(stay: Stay, kind: GuestMailKind, host: string): Mail {
  const { booking, branch } = stay;
  const confirmed = kind === "confirmation";
  const contact = held(branch.phone, branch.email);
  const paragraphs = [
    Words.greeting(`${booking.title} ${booking.firstName} ${booking.lastName}`),
    confirmed ? Words.confirmedIntro : Words.cancelledIntro,
  ];
  const closing = [
    ...(confirmed ? [Words.calendarNote] : [Words.cancelledOutro]),
    ...(contact.length ? [Words.contact(contact.join(Words.or))] : []),
    held(stay.hotel, branch.name).join(" · "),
  ];
  const rows = facts(stay, kind);
  const text = [
    ...paragraphs,
    rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    ...closing,
  ].join("\n\n");
  const html = [
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join("\n");
  const subject = (confirmed ? Words.confirmed : Words.cancelled)(stay.hotel, booking.id);
  const mail: Mail = { to: booking.email, subject, text, html };
  if (!confirmed) return mail;
  const calendar = calendarOf({
    uid: `${booking.id}@${host}`,
    start: booking.checkinDate,
    end: booking.checkoutDate,
    stamp: new Date(),
    summary: Words.calendarSummary(held(stay.hotel, branch.name).join(" · ")),
    location: held(branch.name, branch.address, branch.state, branch.country).join(", "),
    description: `${Words.labels.room}: ${stay.category ?? booking.suiteCode}\n${Words.labels.reference}: ${booking.id}`,
  });
  return {
    ...mail,
    attachments: [
      { filename: Words.calendarFile, content: calendar, contentType: "text/calendar; charset=utf-8" },
    ],
  };
}

export interface GuestMailing {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Sends the guest of `booking` its mail, once the booking's write is committed (`afterCommit`): a
 * guest without an email is sent nothing, and a failure is logged, never the booking's.
 */
export async function mailGuest(sending: GuestMailing, kind: GuestMailKind, booking: BookingRow) {
  if (!booking.email) return;
  try {
    const stay = await stayOf(sending.db, booking.domainId, booking.id);
    if (stay) await sending.mailer(guestMail(stay, kind, new URL(sending.publicUrl).hostname));
  } catch (err) {
    sending.log.error({ err, bookingId: booking.id, kind }, "the guest's mail could not be sent");
  }
}
