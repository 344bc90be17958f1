/**
 * Every word of the mails a guest is sent, in one place to be translated: English, as neither the
 * domain nor the branch holds a language yet (decision 0033).
 */
const LOCALE = "en-GB";

const dateParts = new Map<string, Intl.DateTimeFormat>();

/** "Monday 10 March 2031, 14:00 (Asia/Dubai)": the branch's wall clock, its zone named. */
export function when(at: Date, timeZone: string): string {
  let format = dateParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateParts.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (${timeZone})`;
}

/** An amount in minor units in the domain's currency, exact: "$1,234.50". */
export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 2 }).format(minor / 100);

export const GuestMailWords = {
  confirmed: (hotel: string, reference: string) => `Your reservation at ${hotel} is confirmed (${reference})`,
  cancelled: (hotel: string, reference: string) => `Your reservation at ${hotel} is cancelled (${reference})`,
  greeting: (name: string) => `Dear ${name},`,
  confirmedIntro: "Thank you for your reservation. We look forward to welcoming you.",
  cancelledIntro: "Your reservation below has been cancelled.",
  cancelledOutro: "If you did not ask for this cancellation, please contact us.",
  calendarNote: "The attached file adds your stay to your calendar.",
  contact: (ways: string) => `To reach us: ${ways}.`,
  or: " or ",
  labels: {
    hotel: "Hotel",
    address: "Address",
    arrival: "Arrival",
    departure: "Departure",
    nights: "Nights",
    room: "Room",
    rate: "Rate per night",
    total: "Total",
    reference: "Booking reference",
  },
  calendarSummary: (hotel: string) => `Stay at ${hotel}`,
  calendarFile: "stay.ics",
} as const;
