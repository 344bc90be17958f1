import { sql } from "drizzle-orm";
import { bookings } from "../../db/schema/index.js";

/** The guest of a booking as a list shows it: "Ada Obi". */
export const bookingGuest = sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`;
